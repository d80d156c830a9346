import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dbMode, suiteDatabase } from './support/test-server';

// The database runs beside the event loop in both modes (PGlite in a thread of its own, ADR
// 0034): while one query works, the server keeps answering.
describe(`the event loop while a long query runs (${dbMode})`, () => {
  const opened = suiteDatabase({ migrate: false });

  it('a timer set after a long query started fires before the query ends', async () => {
    const database = opened();
    await database.ping();
    const order: string[] = [];
    const long = database.db
      .execute(sql`select count(*) from generate_series(1, 1000000)`)
      .then(() => order.push('query'));
    await new Promise<void>((resolve) => setTimeout(resolve, 1));
    order.push('timer');
    await long;
    expect(order).toEqual(['timer', 'query']);
  });
});
