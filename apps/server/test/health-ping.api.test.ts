import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { dbMode, suiteDatabase } from './support/test-server';

// Health's ping asks whether the database answers, ahead of the app's queries (ADR 0041): it
// does not wait for the line of queries a busy server has sent before it.
describe(`the database ping goes ahead of waiting queries (${dbMode})`, () => {
  const opened = suiteDatabase({ migrate: false });

  it('answers before the queries sent ahead of it that had to wait', async () => {
    const database = opened();
    await database.ping();
    const finished: string[] = [];
    // PostgreSQL: twelve sleepers for a pool of ten connections, so two wait for one. PGlite: one
    // database, so the second and third long query wait for the first.
    const slow =
      dbMode === 'postgres'
        ? Array.from({ length: 12 }, () => sql`select pg_sleep(0.4)`)
        : Array.from({ length: 3 }, () => sql`select count(*) from generate_series(1, 1000000)`);
    const queries = slow.map((query, i) =>
      database.db.execute(query).then(() => finished.push(`query ${i + 1}`)),
    );
    // Let the queries reach the pool or the database thread first.
    await new Promise<void>((resolve) => setTimeout(resolve, 20));
    const pinged = database.ping().then(() => finished.push('ping'));
    await Promise.all([...queries, pinged]);
    const ping = finished.indexOf('ping');
    // At most the queries holding a connection (the database) when it came finish first.
    expect(ping).toBeLessThanOrEqual(dbMode === 'postgres' ? 0 : 1);
    expect(finished).toHaveLength(slow.length + 1);
  });

  it('fails when the database does not answer', async () => {
    const gone =
      dbMode === 'postgres'
        ? openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/test' })
        : openDatabase({ pgliteDir: undefined });
    if (dbMode === 'pglite') {
      await gone.ping();
      await gone.close();
    }
    await expect(gone.ping()).rejects.toThrow();
    if (dbMode === 'postgres') await gone.close();
  });
});
