import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { rowsOf } from './support/database-probes';
import { dbMode, suiteDatabase } from './support/test-server';

async function txid(database: DatabaseHandle): Promise<string | null> {
  const [row] = rowsOf(
    await database.db.execute(sql`select txid_current_if_assigned()::text as id`),
  );
  return (row?.id as string | null | undefined) ?? null;
}

async function assignedTxid(database: DatabaseHandle): Promise<string> {
  const [row] = rowsOf(await database.db.execute(sql`select txid_current()::text as id`));
  return String(row?.id);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// Every query through `db` goes to the transaction running in its async context, none other.
describe(`ambient transactions (${dbMode})`, () => {
  const opened = suiteDatabase();

  it('one transaction after another: each query joins the running one, none outside', async () => {
    const database = opened();
    for (let round = 0; round < 3; round += 1) {
      const ids = await database.transaction(async () => {
        const first = await assignedTxid(database);
        await new Promise((r) => setTimeout(r, 5));
        return [first, await txid(database)];
      });
      expect(ids[1]).toBe(ids[0]);
      expect(database.inTransaction()).toBe(false);
      expect(await txid(database)).toBeNull();
    }
  });
});

// Only PostgreSQL runs transactions side by side (PGlite has one connection), so this case opens
// a PostgreSQL database in both test legs.
describe('ambient transactions side by side (postgres)', () => {
  const opened = suiteDatabase({ mode: 'postgres', migrate: false });

  it('a transaction that ends while another runs leaves the other its queries', async () => {
    const database = opened();
    const longStarted = deferred();
    const shortEnded = deferred();
    const long = database.transaction(async () => {
      const before = await assignedTxid(database);
      longStarted.resolve();
      await shortEnded.promise;
      return [before, await txid(database)];
    });
    await longStarted.promise;
    const short = await database.transaction(() => assignedTxid(database));
    shortEnded.resolve();
    const [before, after] = await long;
    expect(short).not.toBe(before);
    expect(after).toBe(before);
    expect(await txid(database)).toBeNull();
  });
});
