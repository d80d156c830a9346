import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  messages,
  TransactionAbortedError,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import type { Reply, Request, WireError, WireQueryOptions } from './pglite-wire';

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

interface Pending {
  request: Request;
  options?: QueryOptions | undefined;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the thread that owns the database in `dataDir` (in memory without one). A thread that
 * stops unasked (a crash) fails every call waiting for it, and every later one, with one error.
 * `entry` replaces the thread's code (tests).
 */
export function startPgliteThread(
  dataDir: string | undefined,
  options: { entry?: string } = {},
): ThreadedPglite {
  const worker = new Worker(options.entry ?? findPgliteWorkerEntry(), { workerData: { dataDir } });
  // Like PGlite in this thread, the database alone does not keep the process running: only the
  // calls waiting for it do (ref() below).
  worker.unref();
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
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
    return call({ op: 'query', id: nextId++, tx, sql, params, options: wire }, options);
  }

  return {
    query: (sql, params, options) => query(undefined, sql, params, options),
    running: () => !stopped,
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin', id: nextId++ });
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
        await call({ op: 'end', id: nextId++, tx, commit: false });
        throw error;
      }
      ended = true;
      await call({ op: 'end', id: nextId++, tx, commit: true });
      return result;
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
