import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import {
  messages,
  TransactionAbortedError,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import {
  EXITED,
  READY,
  REPLIED,
  type Reply,
  type Request,
  type WireError,
  type WireQueryOptions,
} from './pglite-wire';

/** What drizzle-orm/pglite calls on a transaction's client. */
export interface ThreadedTransaction {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  readonly closed: boolean;
}

/**
 * PGlite in a thread of its own (ADR 0034), with the part of PGlite's interface that drizzle
 * (drizzle-orm/pglite: query, transaction) and openDatabase (listen, close) call.
 */
export interface ThreadedPglite {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: ThreadedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs `select 1` as soon as the query or transaction holding the database ends. */
  ping(): Promise<void>;
  /** The thread's nice value (Linux; undefined elsewhere). */
  status(): Promise<{ nice: number | undefined }>;
  /** False once the thread has stopped, closed or not (then every call is refused). */
  running(): boolean;
  close(): Promise<void>;
}

/**
 * The thread's entry: dist/pglite-worker.js next to the bundled server
 * (scripts/build-server.mjs), or the TypeScript bootstrap beside this file in src/db/.
 */
export function findPgliteWorkerEntry(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const name of ['pglite-worker.js', 'pglite-worker-src.mjs']) {
    const entry = path.join(here, name);
    if (existsSync(entry)) return entry;
  }
  throw new Error(`Database thread entry not found next to ${here} (run npm run build)`);
}

// drizzle asks PGlite to leave some types as text by giving pass-through parsers; functions do not
// cross threads, so the thread is told which types and gives its own pass-through parsers.
const PROBE = '\u0000lexora-parser-probe';
function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  const { rowMode, parsers, paramTypes, ...rest } = options;
  const unsupported = Object.entries(rest).filter(([, value]) => value !== undefined);
  if (unsupported.length > 0)
    throw new Error(
      `Query options ${unsupported.map(([key]) => key).join(', ')} cannot reach the database thread`,
    );
  let rawTypes: number[] | undefined;
  if (parsers) {
    rawTypes = Object.entries(parsers).map(([type, parse]) => {
      if (parse(PROBE) !== PROBE)
        throw new Error(`Only pass-through parsers reach the database thread (type ${type})`);
      return Number(type);
    });
  }
  return { rowMode, rawTypes, paramTypes };
}

/** The error as PGlite would have thrown it in this thread, with this side's query options. */
function fromWire(wire: WireError, request: Request, options?: QueryOptions): Error {
  const { fields } = wire;
  let error: Error;
  if (wire.kind === 'transaction-aborted') error = new TransactionAbortedError();
  else if (wire.kind === 'database')
    error = new messages.DatabaseError(
      wire.message,
      Number(fields.length),
      fields.name as messages.MessageName,
    );
  else {
    error = new Error(wire.message);
    if (error.name !== wire.name) error.name = wire.name;
  }
  Object.assign(error, fields);
  if (request.op === 'query' && 'query' in fields)
    Object.assign(error, { params: request.params, queryOptions: options });
  error.message = wire.message;
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** How long the event loop waits for a statement of a transaction before giving the thread up. */
const SYNC_TIMEOUT_MS = 60_000;

interface Pending {
  request: Request;
  options?: QueryOptions | undefined;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the thread that owns the database in `dataDir` (in memory without one). A thread that
 * stops unasked (a crash) fails every call waiting for it, and every later one, with one error.
 * `entry` replaces the thread's code (tests); `nice` is the priority the thread raises itself to
 * (ADR 0044; unset: the one it starts with).
 */
export function startPgliteThread(
  dataDir: string | undefined,
  options: { entry?: string; nice?: number | undefined } = {},
): ThreadedPglite {
  const flags = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  // A thread that ends before it is ready (it did not load) is heard of through the event loop.
  const canWait = () => Atomics.load(flags, READY) === 1;
  const syncReplies = new MessageChannel();
  const worker = new Worker(options.entry ?? findPgliteWorkerEntry(), {
    workerData: {
      dataDir,
      sync: { flags: flags.buffer, port: syncReplies.port2 },
      nice: options.nice,
    },
    transferList: [syncReplies.port2],
  });
  // Like PGlite in this thread, the database alone does not keep the process running: only the
  // calls waiting for it do (ref() below).
  worker.unref();
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  /** Transactions of this event loop open or waiting to begin. */
  let openTransactions = 0;
  let stopped: Error | undefined;
  let closing = false;
  let closed: Promise<void> | undefined;

  function stop(error: Error) {
    if (stopped) return;
    stopped = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    listeners.clear();
  }
  let lastError: unknown;
  worker.on('error', (error) => {
    lastError = error;
  });
  worker.on('exit', (code) => {
    const reason = lastError instanceof Error ? `: ${lastError.message}` : ` (exit code ${code})`;
    stop(
      new Error(
        closing ? 'The database is closed' : `The embedded database thread stopped${reason}`,
        { cause: lastError },
      ),
    );
  });
  worker.on('message', (reply: Reply) => {
    if (reply.op === 'notification') {
      listeners.get(reply.listener)?.(reply.payload);
      return;
    }
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(fromWire(reply.error, call.request, call.options));
  });

  function call<T>(request: Request, options?: QueryOptions): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(request.id, {
        request,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      try {
        worker.postMessage(request);
      } catch (error) {
        // A parameter structured clone refuses (a function, a class instance's private state).
        pending.delete(request.id);
        if (pending.size === 0) worker.unref();
        reject(error as Error);
      }
    });
  }

  /**
   * Sends a transaction's statement (or its end) and waits here for the answer. Only a
   * transaction holding the database calls this, and the thread answers those at once: nothing
   * it waits for needs this event loop. Answers as a promise, like `call`.
   */
  function callNow<T>(request: Request, options?: QueryOptions): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    Atomics.store(flags, REPLIED, 0);
    try {
      worker.postMessage({ ...request, sync: true });
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const deadline = performance.now() + SYNC_TIMEOUT_MS;
    for (;;) {
      const received = receiveMessageOnPort(syncReplies.port1);
      if (received) {
        const reply = received.message as Reply;
        if (reply.op !== 'reply') continue;
        for (const notice of reply.notices ?? []) listeners.get(notice.listener)?.(notice.payload);
        return reply.ok
          ? Promise.resolve(reply.value as T)
          : Promise.reject(fromWire(reply.error, request, options));
      }
      if (Atomics.load(flags, EXITED) === 1 || performance.now() > deadline) {
        // The thread ended (its own exit event comes later, through the event loop) or hangs.
        const error = new Error(
          Atomics.load(flags, EXITED) === 1
            ? 'The embedded database thread stopped'
            : `The embedded database thread did not answer in ${SYNC_TIMEOUT_MS / 1000} s`,
        );
        stop(error);
        void worker.terminate();
        return Promise.reject(error);
      }
      Atomics.wait(flags, REPLIED, 0, 100);
    }
  }

  function query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    let wire: WireQueryOptions;
    try {
      wire = wireOptions(options);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const request: Request = { op: 'query', id: nextId++, tx, sql, params, options: wire };
    return tx !== undefined && canWait() ? callNow(request, options) : call(request, options);
  }

  return {
    query: (sql, params, options) => query(undefined, sql, params, options),
    running: () => !stopped,
    ping: () => call<void>({ op: 'ping', id: nextId++ }),
    status: () => call<{ nice: number | undefined }>({ op: 'status', id: nextId++ }),
    async transaction(callback) {
      // With no other transaction of this event loop open or waiting to begin, nothing the
      // thread waits for before this one can begin needs the event loop: it waits here (for the
      // query under way at most, as this one goes first) and runs its statements at once.
      const begin: Request = { op: 'begin', id: nextId++ };
      const end = (request: Request) => (canWait() ? callNow(request) : call(request));
      const waitHere = openTransactions === 0 && canWait();
      openTransactions += 1;
      try {
        const tx = await (waitHere ? callNow<number>(begin) : call<number>(begin));
        let ended = false;
        const client: ThreadedTransaction = {
          query: (sql, params, options) =>
            ended
              ? Promise.reject(new Error('Transaction is closed'))
              : query(tx, sql, params, options),
          get closed() {
            return ended;
          },
        };
        let result;
        try {
          result = await callback(client);
        } catch (error) {
          ended = true;
          await end({ op: 'end', id: nextId++, tx, commit: false });
          throw error;
        }
        ended = true;
        await end({ op: 'end', id: nextId++, tx, commit: true });
        return result;
      } finally {
        openTransactions -= 1;
      }
    },
    async listen(channel, onMessage) {
      const listener = nextId++;
      listeners.set(listener, onMessage);
      try {
        await call({ op: 'listen', id: nextId++, channel, listener });
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return async () => {
        listeners.delete(listener);
        if (!stopped) await call({ op: 'unlisten', id: nextId++, listener });
      };
    },
    close() {
      closed ??= stopped
        ? Promise.resolve()
        : (async () => {
            closing = true;
            try {
              await call({ op: 'close', id: nextId++ });
            } finally {
              await worker.terminate();
            }
          })();
      return closed;
    },
  };
}
