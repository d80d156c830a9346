// The messages between the server's event loop and the thread that owns the embedded database
// (pglite-thread.ts, pglite-worker.ts). Everything in them crosses threads by structured clone.
import type { MessagePort } from 'node:worker_threads';

export interface WireQueryOptions {
  rowMode?: 'array' | 'object' | undefined;
  /** Types whose values stay the text PostgreSQL sent (what drizzle asks with its parsers). */
  rawTypes?: number[] | undefined;
  paramTypes?: number[] | undefined;
}

/**
 * A transaction's statements and its end are answered on a port of their own while the event loop
 * waits (Atomics.wait on the shared flags): the transaction holds the database from its begin to
 * its end, and waiting for turns of a busy event loop in between kept every other query waiting
 * too.
 */
export interface SyncChannel {
  flags: SharedArrayBuffer;
  port: MessagePort;
}
export const REPLIED = 0;
export const EXITED = 1;
/** Set once the thread will set EXITED when it ends: only then may the event loop wait. */
export const READY = 2;

export type Request =
  | {
      op: 'query';
      id: number;
      /** The transaction to run in (its `begin` id); none: the database's own queue. */
      tx?: number | undefined;
      sql: string;
      params: unknown[];
      options: WireQueryOptions;
      /** Answer on the sync channel (a transaction's statement). */
      sync?: boolean;
    }
  | { op: 'begin'; id: number; sync?: boolean }
  | { op: 'end'; id: number; tx: number; commit: boolean; sync?: boolean }
  | { op: 'listen'; id: number; channel: string; listener: number }
  | { op: 'unlisten'; id: number; listener: number }
  /** `select 1` ahead of every query and transaction waiting for a turn (health, ADR 0041). */
  | { op: 'ping'; id: number }
  /** The thread's nice value (ADR 0044), answered at once. */
  | { op: 'status'; id: number }
  | { op: 'close'; id: number };

export interface WireError {
  /** PostgreSQL's errors are rebuilt as PGlite's classes of them on the other side. */
  kind: 'database' | 'transaction-aborted' | 'other';
  name: string;
  message: string;
  stack?: string | undefined;
  /** Its own fields: code, constraint, detail, severity, table… */
  fields: Record<string, unknown>;
}

export interface Notification {
  op: 'notification';
  listener: number;
  payload: string;
}

/** A sync answer carries the notices its statement raised (a commit's), to be heard first. */
export type Reply =
  | { op: 'reply'; id: number; ok: true; value: unknown; notices?: Notification[] }
  | { op: 'reply'; id: number; ok: false; error: WireError; notices?: Notification[] }
  | Notification;
