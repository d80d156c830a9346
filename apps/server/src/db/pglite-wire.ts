// The messages between the server's event loop and the thread that owns the embedded database
// (pglite-thread.ts, pglite-worker.ts). Everything in them crosses threads by structured clone.

export interface WireQueryOptions {
  rowMode?: 'array' | 'object' | undefined;
  /** Types whose values stay the text PostgreSQL sent (what drizzle asks with its parsers). */
  rawTypes?: number[] | undefined;
  paramTypes?: number[] | undefined;
}

export type Request =
  | {
      op: 'query';
      id: number;
      /** The transaction to run in (its `begin` id); none: the database's own queue. */
      tx?: number | undefined;
      sql: string;
      params: unknown[];
      options: WireQueryOptions;
    }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string; listener: number }
  | { op: 'unlisten'; id: number; listener: number }
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

export type Reply =
  | { op: 'reply'; id: number; ok: true; value: unknown }
  | { op: 'reply'; id: number; ok: false; error: WireError }
  | { op: 'notification'; listener: number; payload: string };
