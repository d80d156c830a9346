// The thread that owns the embedded database (ADR 0034): PGlite runs its queries here, parses
// their results here, and sends them to the event loop (pglite-thread.ts) by message.
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, TransactionAbortedError, type Transaction } from '@electric-sql/pglite';
import type { Reply, Request, WireError, WireQueryOptions } from './pglite-wire';

interface OpenTransaction {
  tx?: Transaction;
  finish?: (commit: boolean) => void;
  done: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { dataDir } = (workerData ?? {}) as { dataDir?: string };
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

/** Opens a transaction that stays open, taking the queries sent for it, until its `end`. */
function begin(id: number): Promise<number> {
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
      const target = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('That transaction has already ended');
      return target.query(request.sql, request.params, queryOptions(request.options));
    }
    case 'begin':
      return begin(request.id);
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const { listener } = request;
      const stop = client.listen(request.channel, (payload) =>
        send({ op: 'notification', listener, payload }),
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

function send(reply: Reply) {
  port?.postMessage(reply);
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
  handle(request).then(
    (value) => {
      try {
        send({ op: 'reply', id: request.id, ok: true, value });
      } catch (error) {
        // A value structured clone refuses (none of PostgreSQL's types should be).
        send({ op: 'reply', id: request.id, ok: false, error: toWire(error) });
      }
    },
    (error: unknown) => send({ op: 'reply', id: request.id, ok: false, error: toWire(error) }),
  );
});
