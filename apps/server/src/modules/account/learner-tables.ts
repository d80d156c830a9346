import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** One table holding a learner's rows, as the export and the account deletion see it. */
export interface LearnerTable {
  table: PgTable;
  /** The column naming the learner (user_id, or id for the user row itself). */
  owner: PgColumn;
  /** Fields never exported: secrets such as password hashes and session tokens. */
  secret?: readonly string[];
}

/** A feature's part of the learner's data: its name in the export and its tables by name. */
export interface LearnerDataSection {
  name: string;
  tables: Record<string, LearnerTable>;
}
