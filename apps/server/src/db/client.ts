import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgListener, type Listener } from './pg-listener';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseMode = 'pglite' | 'postgres';

export type Transaction = <T>(work: () => Promise<T>) => Promise<T>;

export interface DatabaseHandle {
  /** Joins the transaction of `transaction()` when one is running in this async context. */
  db: Database;
  mode: DatabaseMode;
  /**
   * Runs `work` in one transaction: every query through `db` inside it (repositories and
   * better-auth alike) takes part, so a failure anywhere stores nothing. A nested call joins the
   * outer transaction. A deadlock or serialization failure re-runs `work` (twice at most).
   */
  transaction: Transaction;
  inTransaction(): boolean;
  /**
   * Runs `work` once what was written so far is committed: at once outside a transaction, and
   * inside one after its commit, before `transaction()` returns (not at all on a rollback).
   */
  afterCommit(work: () => Promise<void>): Promise<void>;
  /** Waits for, then holds until the transaction ends, a lock on `key` (across servers too). */
  lock(key: string): Promise<void>;
  /** Sends `payload` to every listener of `channel`, in every process (NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` with each payload sent on `channel` (LISTEN); closed with the database.
   * `onListening` runs each time listening starts, the first time and after a reconnection (what
   * was sent in between was missed).
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening?: () => void): Listener;
  migrate(): Promise<void>;
  /** The embedded database thread's nice value (ADR 0044); undefined with PostgreSQL. */
  threadNice(): Promise<number | undefined>;
  /**
   * Milliseconds for `select 1`, asked ahead of the app's queries (ADR 0041): on a connection of
   * its own (PostgreSQL), or before whatever waits for the embedded database's next turn. It
   * tells whether the database answers, not how long the app's queries wait in line.
   */
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** Finds drizzle/ whether we run from src/ (tsx, vitest) or from the bundled dist/. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations folder (drizzle/) not found');
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * SQLSTATEs of a connection the server ended or refused (admin or crash shutdown, cannot connect
 * now, too many connections) and of the connection-exception class 08.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES =
  /Connection terminated|ECONNREFUSED|ECONNRESET|EPIPE|connect ETIMEDOUT|Client has encountered a connection error|timeout exceeded when trying to connect/;

/**
 * Whether `error` means the database connection was lost or could not be made (a restart, a
 * failover, a proxy's idle timeout, `pg_terminate_backend`), not that the query was wrong: the
 * request may succeed if sent again in a moment.
 */
export function isConnectionLoss(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return CONNECTION_STATES.has(state) || state.startsWith('08');
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const message = (e as { message?: unknown }).message;
    const code = (e as { code?: unknown }).code;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    if (typeof code === 'string' && CONNECTION_MESSAGES.test(code)) return true;
  }
  return false;
}

type PoolQuery = (...args: unknown[]) => Promise<unknown>;

/**
 * A pool that survives its connections being ended by the server. A client in use when its
 * connection dies emits 'error' with no listener of pg-pool's (that one is only on idle clients),
 * which would end the process; ours logs it, and the pool drops the client when it comes back.
 * A read outside a transaction that fails for a lost connection is sent once more, on a fresh
 * connection: a SELECT changes nothing, so sending it twice is safe. Writes are not retried (one
 * may have committed before its answer was lost); they fail, and the API answers 503.
 */
export function resilientPool(pool: pg.Pool, onLost: (message: string) => void): pg.Pool {
  pool.on('connect', (client) => {
    client.on('error', (error) => onLost(error.message));
  });
  const query = pool.query.bind(pool) as unknown as PoolQuery;
  const isRead = (args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    return typeof text === 'string' && /^\s*select\b/i.test(text);
  };
  (pool as unknown as { query: PoolQuery }).query = (...args: unknown[]) => {
    // A callback-style call is left as it is (drizzle and better-auth use promises).
    if (typeof args[args.length - 1] === 'function' || !isRead(args)) return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isConnectionLoss(error)) throw error;
      return query(...args);
    });
  };
  return pool;
}
const MIGRATION_LOCK = 'lexora:migrations';

/** The SQLSTATE of a database error, also when the driver or drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A database whose every call goes to the ambient transaction when there is one. PGlite has a
 * single connection: a query outside the running transaction would wait for it forever.
 */
function ambient(root: Database, current: AsyncLocalStorage<Database>) {
  const committed = new WeakMap<Database, (() => Promise<void>)[]>();
  const db = new Proxy(root, {
    get(target, property) {
      const base = current.getStore() ?? target;
      const value: unknown = Reflect.get(base, property, base);
      return typeof value === 'function' ? value.bind(base) : value;
    },
  });
  async function transaction<T>(work: () => Promise<T>): Promise<T> {
    if (current.getStore()) return work();
    const after: (() => Promise<void>)[] = [];
    const run = (tx: Database) => {
      after.length = 0; // a retried attempt starts afresh
      committed.set(tx, after);
      return current.run(tx, work);
    };
    let result: T;
    for (let attempt = 1; ; attempt += 1) {
      try {
        result = await root.transaction((tx) => run(tx as unknown as Database));
        break;
      } catch (error) {
        if (attempt >= 3 || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
      }
    }
    for (const committedWork of after) await committedWork();
    return result;
  }
  async function lock(key: string): Promise<void> {
    if (!current.getStore()) throw new Error('lock() needs a transaction');
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  async function notify(channel: string, payload: string): Promise<void> {
    await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }
  async function afterCommit(work: () => Promise<void>): Promise<void> {
    const tx = current.getStore();
    const after = tx && committed.get(tx);
    if (after) after.push(work);
    else await work();
  }
  return {
    db,
    transaction,
    lock,
    notify,
    afterCommit,
    inTransaction: () => current.getStore() !== undefined,
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * PGlite keeps its files in `dataDir`; pass `undefined` for an in-memory database (tests).
 * With a `databaseUrl` a PostgreSQL server is used instead, with the same schema and migrations.
 * `threadNice`: the priority the embedded database's thread raises itself to (ADR 0044).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  threadNice?: number | undefined;
}): DatabaseHandle {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    let closing = false;
    // At most one line a second: six terminations under load would otherwise write hundreds.
    let lastLostLog = 0;
    const lost = (message: string) => {
      if (closing || Date.now() - lastLostLog < 1_000) return;
      lastLostLog = Date.now();
      console.error(`Database connection lost: ${message}`);
    };
    const pool = resilientPool(
      new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
      lost,
    );
    // The server ended an idle connection (a restart; on close, a test dropping its database):
    // the pool has already let it go and connects anew when needed. Unheard, this error would
    // end the process.
    pool.on('error', (error) => lost(error.message));
    // Health's pings (ADR 0041): one connection, so that they never wait for a busy pool's.
    const pingPool = resilientPool(
      new pg.Pool({ connectionString: options.databaseUrl, max: 1 }),
      () => undefined, // the next ping reconnects, or reports the failure
    );
    pingPool.on('error', () => undefined);
    const pgDb = drizzlePg(pool, { schema });
    // Both drivers build the same PgDatabase; only their query-result type parameter differs.
    const { db, ...transactions } = ambient(pgDb as unknown as Database, new AsyncLocalStorage());
    const listeners: Listener[] = [];
    const { databaseUrl } = options;
    return {
      db,
      ...transactions,
      mode: 'postgres',
      async migrate() {
        // Servers started together migrate one after the other: the rest find nothing to do.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
          await migratePg(pgDb, { migrationsFolder });
        } finally {
          await holder
            .query('select pg_advisory_unlock(hashtextextended($1, 0))', [MIGRATION_LOCK])
            .catch(() => undefined);
          holder.release();
        }
      },
      ping: () => timed(() => pingPool.query('select 1')),
      threadNice: () => Promise.resolve(undefined),
      listen(channel, onMessage, onListening) {
        const listener = pgListener(databaseUrl, channel, onMessage, onListening);
        listeners.push(listener);
        return listener;
      },
      close: async () => {
        closing = true;
        await Promise.all(listeners.map((l) => l.close()));
        await Promise.all([pool.end(), pingPool.end()]);
      },
    };
  }
  // In a thread of its own: its queries and their results' parsing leave the event loop free
  // (ADR 0034). drizzle calls only the part of PGlite's interface the thread offers.
  const client = startPgliteThread(options.pgliteDir, { nice: options.threadNice });
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
  const { db, ...transactions } = ambient(pgliteDb as unknown as Database, new AsyncLocalStorage());
  return {
    db,
    ...transactions,
    mode: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => timed(() => client.ping()),
    threadNice: async () => (await client.status()).nice,
    listen(channel, onMessage, onListening) {
      // One process owns an embedded database: its LISTEN reaches every app instance on it.
      let subscribed = false;
      const unsubscribe = client.listen(channel, onMessage).then((stop) => {
        subscribed = true;
        onListening?.();
        return stop;
      });
      return {
        listening: () => subscribed && client.running(),
        // One process: PGlite calls every listener while it reads the result of the query that
        // sent the message, and its thread posts each notice before that query's result.
        sync: async () => {},
        close: async () => {
          subscribed = false;
          await (await unsubscribe)().catch(() => undefined);
        },
      };
    },
    close: () => client.close(),
  };
}
