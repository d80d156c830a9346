import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseMode = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  mode: DatabaseMode;
  migrate(): Promise<void>;
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

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * PGlite keeps its files in `dataDir`; pass `undefined` for an in-memory database (tests).
 * With a `databaseUrl` a PostgreSQL server is used instead, with the same schema and migrations.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
}): DatabaseHandle {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const pgDb = drizzlePg(pool, { schema });
    // Both drivers build the same PgDatabase; only their query-result type parameter differs.
    const db = pgDb as unknown as Database;
    return {
      db,
      mode: 'postgres',
      migrate: () => migratePg(pgDb, { migrationsFolder }),
      ping: () => timed(() => db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const client = new PGlite(options.pgliteDir);
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    mode: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
