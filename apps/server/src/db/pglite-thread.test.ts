import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRaisePriority, thisThreadNice } from '@lexora/speech/priority';
import { startPgliteThread, type ThreadedPglite } from './pglite-thread';

// One value of each type the app stores, and of the types PGlite parses in its own way.
const EVERY_TYPE = `select
  1::int2 as i2, 2::int4 as i4, 9007199254740993::int8 as i8, 1.50::numeric(6,2) as num,
  1.25::float4 as f4, 2.5::float8 as f8, true as bool, 'é'::text as txt, 'v'::varchar as vc,
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as uid, '{"a":[1,{"b":null}]}'::json as js,
  '{"k":"v","n":1.5}'::jsonb as jsb, '2024-02-29'::date as d, '12:34:56'::time as t,
  '2024-02-29 12:34:56.789'::timestamp as ts, '2024-02-29 12:34:56.789+02'::timestamptz as tstz,
  '1 day 02:03:04'::interval as iv, '\\xdeadbeef'::bytea as bin,
  array[1,2,null]::int4[] as ints, array['x','y']::text[] as texts,
  array[1.5,2]::numeric[] as nums, array['2024-01-01']::date[] as dates,
  array['2024-01-01 00:00:00']::timestamp[] as tss, array['2024-01-01 00:00:00+00']::timestamptz[] as tstzs,
  array['1 hour']::interval[] as ivs, array['{"a":1}']::jsonb[] as jsbs,
  null::text as nothing, null::int8 as no_number`;

const kinds = pgTable('kinds', {
  id: integer('id').primaryKey(),
  big: bigint('big', { mode: 'number' }),
  bigText: bigint('big_text', { mode: 'bigint' }),
  num: numeric('num'),
  real: doublePrecision('real'),
  flag: boolean('flag'),
  label: text('label').unique(),
  data: jsonb('data'),
  day: date('day'),
  dayAsDate: date('day_as_date', { mode: 'date' }),
  at: timestamp('at', { withTimezone: true }),
  atString: timestamp('at_string', { withTimezone: true, mode: 'string' }),
  local: timestamp('local'),
  span: interval('span'),
});
const CREATE_KINDS = `create table kinds (id int primary key, big int8, big_text int8, num numeric,
  real float8, flag bool, label text unique, data jsonb, day date, day_as_date date,
  at timestamptz, at_string timestamptz, local timestamp, span interval)`;

describe('PGlite in its own thread', () => {
  let direct: PGlite;
  let threaded: ThreadedPglite;
  beforeAll(async () => {
    direct = new PGlite();
    threaded = startPgliteThread(undefined);
    await direct.exec(CREATE_KINDS);
    await threaded.query(CREATE_KINDS);
    // Two PGlite starts: seconds each on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await direct.close();
    await threaded.close();
  });
  const onBoth = <T>(run: (db: ReturnType<typeof drizzle>) => Promise<T>) =>
    Promise.all([run(drizzle(direct)), run(drizzle(threaded as unknown as PGlite))]);

  it("runs at the priority it is given where allowed, else at its starter's (ADR 0044)", async () => {
    const ours = thisThreadNice();
    expect(await threaded.status()).toEqual({ nice: ours });
    const mayRaise = canRaisePriority((ours ?? 0) - 1);
    const raised = startPgliteThread(undefined, { nice: (ours ?? 0) - 1 });
    try {
      expect(await raised.status()).toEqual({ nice: mayRaise ? (ours ?? 0) - 1 : ours });
      expect(thisThreadNice()).toBe(ours);
    } finally {
      await raised.close();
    }
  }, 60_000);

  it('returns every type exactly as PGlite does in this thread, with and without options', async () => {
    const drizzleRaw = {
      rowMode: 'object' as const,
      parsers: Object.fromEntries(
        [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, (v: string) => v]),
      ),
    };
    for (const options of [undefined, drizzleRaw, { ...drizzleRaw, rowMode: 'array' as const }]) {
      const [mine, theirs] = await Promise.all([
        threaded.query(EVERY_TYPE, [], options),
        direct.query(EVERY_TYPE, [], options),
      ]);
      expect(mine).toStrictEqual(theirs);
    }
  });

  it('gives drizzle the same rows, parameters and results through a table of every kind', async () => {
    const row = {
      id: 1,
      big: 2 ** 40,
      bigText: 2n ** 62n,
      num: '12345678901234567890.123',
      real: 0.1,
      flag: false,
      label: 'first',
      data: { nested: [1, 'two', { three: null }], when: '2024-01-01' },
      day: '2024-02-29',
      dayAsDate: new Date('2024-02-29T00:00:00Z'),
      at: new Date('2024-02-29T12:34:56.789Z'),
      atString: '2024-02-29 12:34:56.789+00',
      local: new Date('2024-02-29T12:34:56.789Z'),
      span: '1 day 02:00:00',
    };
    const [inserted, inserted2] = await onBoth((db) => db.insert(kinds).values(row).returning());
    expect(inserted2).toStrictEqual(inserted);
    const [selected, selected2] = await onBoth((db) => db.select().from(kinds));
    expect(selected2).toStrictEqual(selected);
    const [executed, executed2] = await onBoth((db) =>
      db.execute(sql`select *, ${row.at}::timestamptz as param from kinds where id = ${1}`),
    );
    expect(executed2).toStrictEqual(executed);
  });

  it('throws the errors PGlite throws, with their SQLSTATE and constraint', async () => {
    const [mine, theirs] = await onBoth((db) =>
      db
        .insert(kinds)
        .values({ id: 2, label: 'first' })
        .then(
          () => undefined,
          (error: unknown) => error as Error & { cause: Error },
        ),
    );
    expect(mine?.cause).toBeInstanceOf(theirs?.cause.constructor as typeof Error);
    expect({ ...mine?.cause, stack: undefined, queryOptions: undefined }).toStrictEqual({
      ...theirs?.cause,
      stack: undefined,
      queryOptions: undefined,
    });
    expect(mine?.cause.message).toBe(theirs?.cause.message);
    expect((mine?.cause as { code?: string }).code).toBe('23505');
    expect((mine?.cause as { constraint?: string }).constraint).toBe('kinds_label_key');
  });

  it('commits a transaction, rolls back a failed one and its failed savepoints', async () => {
    const db = drizzle(threaded as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.insert(kinds).values({ id: 10, label: 'kept' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(kinds).values({ id: 11, label: 'savepoint' });
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(kinds).values({ id: 12, label: 'dropped' });
        throw new Error('undo it all');
      }),
    ).rejects.toThrow('undo it all');
    const ids = (await db.select({ id: kinds.id }).from(kinds)).map((r) => r.id).sort();
    expect(ids).toEqual([1, 10]);
  });

  it('refuses to commit a transaction whose statement failed, as PGlite does', async () => {
    const attempts = await Promise.all(
      [direct, threaded].map((client) =>
        client
          .transaction(async (tx) => {
            await tx.query('select 1/0').catch(() => undefined);
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          ),
      ),
    );
    expect(attempts[1]).toBeInstanceOf((attempts[0] as object).constructor);
    expect((attempts[1] as { code?: string }).code).toBe('25P02');
  });

  it('runs queries from outside a transaction after it, in the order they came', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = threaded.transaction(async (tx) => {
      await tx.query(`insert into kinds (id, label) values (20, 'in tx')`);
      await held;
      order.push('commit');
    });
    const outside = threaded
      .query<{ n: number }>('select count(*)::int as n from kinds where id = 20')
      .then((result) => {
        order.push('outside');
        return result.rows[0]?.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['commit', 'outside']);
  });

  it('runs a transaction to its end without waiting for turns of a busy event loop', async () => {
    // Other requests keep the event loop busy: a task of 5 ms after another, without end.
    let turns = 0;
    let busy = true;
    const keepBusy = () => {
      if (!busy) return;
      turns += 1;
      const until = performance.now() + 5;
      while (performance.now() < until);
      setImmediate(keepBusy);
    };
    setImmediate(keepBusy);
    let turnsInside = -1;
    await threaded.transaction(async (tx) => {
      const first = turns;
      await tx.query(`insert into kinds (id, label) values (30, 'a')`);
      await tx.query(`update kinds set label = 'b' where id = 30`);
      await tx.query(`select label from kinds where id = 30`);
      turnsInside = turns - first;
    });
    busy = false;
    // Each statement waiting for its answer to come through the event loop would let the
    // database stay held across several of those tasks, with every other query waiting.
    expect(turnsInside).toBe(0);
    expect((await threaded.query('select label from kinds where id = 30')).rows).toEqual([
      { label: 'b' },
    ]);
  });

  it('begins a transaction ahead of the queries waiting for their turn', async () => {
    await threaded.query('create table turns (n serial primary key, who text)');
    const queued = Array.from({ length: 20 }, () =>
      threaded.query(`insert into turns (who) select 'query' from pg_sleep(0.005)`),
    );
    await threaded.transaction(async (tx) => {
      await tx.query(`insert into turns (who) values ('transaction')`);
    });
    await Promise.all(queued);
    const order = (await threaded.query<{ who: string }>('select who from turns order by n')).rows;
    expect(order).toHaveLength(21);
    // After the query under way when it came, at most, and not after the twenty in line.
    expect(order.findIndex((row) => row.who === 'transaction')).toBeLessThanOrEqual(1);
  });

  it('refuses a parameter that cannot cross threads and goes on answering', async () => {
    await expect(threaded.query('select $1::text', [() => 'x'])).rejects.toThrow();
    expect((await threaded.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('forwards notifications to listeners until they stop', async () => {
    const heard: string[] = [];
    const stop = await threaded.listen('news', (payload) => heard.push(payload));
    await threaded.query(`select pg_notify('news', 'one')`);
    await threaded.transaction(async (tx) => {
      await tx.query(`select pg_notify('news', 'two')`);
    });
    // A commit's notices are heard before the transaction returns, as with PGlite in this thread.
    expect(heard).toEqual(['one', 'two']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    await threaded.query(`select pg_notify('news', 'three')`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(['one', 'two']);
  });
});

describe('a database thread that stops unasked', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lexora-pglite-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails the calls waiting for it and every later one, instead of leaving them hanging', async () => {
    // A stand-in for the thread that never answers, then crashes on the second query.
    const entry = path.join(dir, 'crashing-worker.mjs');
    writeFileSync(
      entry,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', (m) => { if (m.sql === 'crash') throw new Error('boom'); });`,
    );
    const threaded = startPgliteThread(undefined, { entry });
    const waiting = threaded.query('select 1');
    const crashing = threaded.query('crash');
    await expect(waiting).rejects.toThrow('The embedded database thread stopped: boom');
    await expect(crashing).rejects.toThrow('The embedded database thread stopped: boom');
    await expect(threaded.query('select 1')).rejects.toThrow('stopped: boom');
    expect(threaded.running()).toBe(false);
    await threaded.close();
  });

  it('fails a transaction whose statement the thread dies on, instead of waiting for it', async () => {
    // The real thread, which then dies on one statement of a transaction.
    const entry = path.join(dir, 'dying-worker.mjs');
    const real = pathToFileURL(path.join(import.meta.dirname, 'pglite-worker.ts')).href;
    writeFileSync(
      entry,
      `import { parentPort } from 'node:worker_threads';
       import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
       register();
       await import(${JSON.stringify(real)});
       parentPort.on('message', (m) => { if (m.sql === 'die') throw new Error('gone'); });`,
    );
    const threaded = startPgliteThread(undefined, { entry });
    let answered = false;
    await expect(
      threaded.transaction(async (tx) => {
        answered = (await tx.query('select 1 as one')).rows.length === 1;
        await tx.query('die');
      }),
    ).rejects.toThrow('The embedded database thread stopped');
    expect(answered).toBe(true);
    expect(threaded.running()).toBe(false);
    await threaded.close();
  }, 60_000);

  it('fails a transaction on a thread that does not load, instead of waiting for it', async () => {
    const entry = path.join(dir, 'broken-worker.mjs');
    writeFileSync(entry, `import 'no-such-package-anywhere';`);
    const threaded = startPgliteThread(undefined, { entry });
    await expect(threaded.transaction(async () => undefined)).rejects.toThrow(
      'The embedded database thread stopped',
    );
    await threaded.close();
  }, 60_000);
});
