// The thread that owns the embedded database (ADR 0034): PGlite runs its queries here, parses
// their results here, and sends them to the event loop (pglite-thread.ts) by message.
import { parentPort, workerData } from 'node:worker_threads';
import { raiseThisThreadPriority, thisThreadNice } from '@lexora/speech/priority';
import { messages, PGlite, TransactionAbortedError, type Transaction } from '@electric-sql/pglite';
import {
  EXITED,
  READY,
  REPLIED,
  type Notification,
  type Reply,
  type Request,
  type SyncChannel,
  type WireError,
  type WireQueryOptions,
} from './pglite-wire';

interface OpenTransaction {
  tx?: Transaction;
  finish?: (commit: boolean) => void;
  done: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { dataDir, sync, nice } = (workerData ?? {}) as {
  dataDir?: string;
  sync?: SyncChannel;
  nice?: number;
};
// Every request that reads or writes waits for this thread: it runs at the event loop's priority
// (ADR 0044), before PGlite loads.
if (nice !== undefined) raiseThisThreadPriority(nice);
const flags = sync && new Int32Array(sync.flags);
// Whatever ends the thread (a crash included) wakes an event loop waiting for a sync answer.
process.on('exit', () => {
  if (!flags) return;
  Atomics.store(flags, EXITED, 1);
  Atomics.store(flags, REPLIED, 1);
  Atomics.notify(flags, REPLIED);
});
if (flags) Atomics.store(flags, READY, 1);
const client = new PGlite(dataDir);
const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, Promise<() => Promise<void>>>();
const rolledBack = Symbol('rolled back');

const identity = (value: string) => value;
const parserSets = new Map<string, Record<number, (value: string) => string>>();
function passThrough(types: number[]): Record<number, (value: string) => string> {
  const key = types.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, identity]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

function queryOptions(options: WireQueryOptions) {
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.rawTypes ? { parsers: passThrough(options.rawTypes) } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
  };
}

/**
 * The database's turns: one query, or one transaction from its begin to its end, at a time, in
 * the order they came. A transaction the event loop is waiting to begin goes first: its statements
 * follow at once, so it holds the database only while they run. PGlite runs a query to its end
 * within the message that asked for it, so a turn is given in a later turn of this thread's event
 * loop: by then every message that has arrived has taken its place in the line.
 */
const waiting: (() => void)[] = [];
let taken = false;
let giving = false;
function giveNextTurn() {
  if (giving) return;
  giving = true;
  setImmediate(() => {
    giving = false;
    if (!taken) waiting.shift()?.();
  });
}
function turn(first: boolean): Promise<() => void> {
  return new Promise((granted) => {
    const grant = () => {
      taken = true;
      let released = false;
      granted(() => {
        if (released) return;
        released = true;
        taken = false;
        giveNextTurn();
      });
    };
    if (first && !taken) grant();
    else {
      if (first) waiting.unshift(grant);
      else waiting.push(grant);
      giveNextTurn();
    }
  });
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const release = await turn(false);
  try {
    return await work();
  } finally {
    release();
  }
}

/** Opens a transaction that stays open, taking the queries sent for it, until its `end`. */
async function begin(id: number, first: boolean): Promise<number> {
  const release = await turn(first);
  const open: Partial<OpenTransaction> = {};
  return new Promise<number>((started, failed) => {
    open.done = client.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          open.tx = tx;
          open.finish = (commit) => (commit ? resolve() : reject(rolledBack));
          started(id);
        }),
    );
    transactions.set(id, open as OpenTransaction);
    open.done.then(release, release);
    // BEGIN itself failed (the database is closed, or did not start): nothing is open.
    open.done.catch((error: unknown) => {
      transactions.delete(id);
      failed(error);
    });
  });
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open?.finish) throw new Error('That transaction has already ended');
  transactions.delete(txId);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { sql, params, options } = request;
      if (request.tx === undefined)
        return inTurn(() => client.query(sql, params, queryOptions(options)));
      const target = transactions.get(request.tx)?.tx;
      if (!target) throw new Error('That transaction has already ended');
      return target.query(sql, params, queryOptions(options));
    }
    case 'begin':
      return begin(request.id, request.sync === true);
    case 'ping': {
      const release = await turn(true);
      try {
        await client.query('select 1');
        return undefined;
      } finally {
        release();
      }
    }
    case 'status':
      return { nice: thisThreadNice() };
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const { listener } = request;
      const stop = client.listen(request.channel, (payload) =>
        notify({ op: 'notification', listener, payload }),
      );
      listeners.set(listener, stop);
      await stop;
      return undefined;
    }
    case 'unlisten': {
      const stop = listeners.get(request.listener);
      listeners.delete(request.listener);
      if (stop) await (await stop)();
      return undefined;
    }
    case 'close':
      await client.close();
      return undefined;
  }
}

/** Notices raised while a sync request runs: they go with its answer, ahead of it. */
let syncNotices: Notification[] | undefined;
function notify(notification: Notification) {
  if (syncNotices) syncNotices.push(notification);
  else port?.postMessage(notification);
}

function send(request: Request, reply: Reply) {
  if (!('sync' in request && request.sync && sync && flags)) {
    port?.postMessage(reply);
    return;
  }
  const notices = syncNotices ?? [];
  sync.port.postMessage(notices.length > 0 ? { ...reply, notices } : reply);
  syncNotices = undefined;
  Atomics.store(flags, REPLIED, 1);
  Atomics.notify(flags, REPLIED);
}

function toWire(error: unknown): WireError {
  if (!(error instanceof Error))
    return { kind: 'other', name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  // PGlite attaches the query's options (functions, which do not cross) and parameters (which the
  // other side still has) to its errors: that side puts its own back.
  for (const [key, value] of Object.entries(error))
    if (key !== 'queryOptions' && key !== 'params') fields[key] = value;
  return {
    kind:
      error instanceof TransactionAbortedError
        ? 'transaction-aborted'
        : error instanceof messages.DatabaseError
          ? 'database'
          : 'other',
    name: error.name,
    message: error.message,
    stack: error.stack,
    fields,
  };
}

port.on('message', (request: Request) => {
  // The event loop waits for a sync answer, so nothing else of its runs meanwhile.
  if ('sync' in request && request.sync) syncNotices = [];
  handle(request).then(
    (value) => {
      try {
        send(request, { op: 'reply', id: request.id, ok: true, value });
      } catch (error) {
        // A value structured clone refuses (none of PostgreSQL's types should be).
        send(request, { op: 'reply', id: request.id, ok: false, error: toWire(error) });
      }
    },
    (error: unknown) =>
      send(request, { op: 'reply', id: request.id, ok: false, error: toWire(error) }),
  );
});
