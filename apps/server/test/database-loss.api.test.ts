import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../../e2e/support/app-server';
import { isConnectionLoss, resilientPool } from '../src/db/client';
import { buildServerBundle } from './support/server-pair';
import { dbMode, openTestDatabase, signUp, TestClient } from './support/test-server';

/** Ends every connection to `database` but the caller's, as a restart or failover would. */
async function terminateBackends(adminUrl: string, database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PostgreSQL ends connections (restart, failover, pg_terminate_backend); the embedded database is
// a thread of the process and has no connection to lose, so this runs in the PostgreSQL leg.
describe.runIf(dbMode === 'postgres')('when PostgreSQL ends our connections', () => {
  let url: string;
  let name: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase('postgres');
    await opened.database.close();
    url = opened.url!;
    name = new URL(url).pathname.slice(1);
    drop = opened.drop;
  });
  afterAll(() => drop());

  it('a read in flight is sent again on a fresh connection; a write fails as a lost connection', async () => {
    const lost: string[] = [];
    const pool = resilientPool(new pg.Pool({ connectionString: url, max: 2 }), (m) => lost.push(m));
    pool.on('error', () => undefined);
    try {
      const read = pool.query('select pg_sleep(0.6), 1 as one');
      await sleep(200);
      expect(await terminateBackends(url, name)).toBeGreaterThan(0);
      expect((await read).rows[0].one).toBe(1);

      const write = pool.query(`do $$ begin perform pg_sleep(0.6); end $$`).then(
        () => null,
        (e: unknown) => e,
      );
      await sleep(200);
      await terminateBackends(url, name);
      const error = await write;
      expect(isConnectionLoss(error)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('a client held outside a query whose connection ends does not end the process', async () => {
    const lost: string[] = [];
    const pool = resilientPool(new pg.Pool({ connectionString: url, max: 1 }), (m) => lost.push(m));
    try {
      const held = await pool.connect(); // as a transaction holds it between two queries
      await terminateBackends(url, name);
      // Without a listener the client's 'error' event would be thrown from the socket's handler.
      for (let i = 0; i < 20 && lost.length === 0; i++) await sleep(50);
      expect(lost.length).toBeGreaterThan(0);
      held.release(true);
      expect((await pool.query('select 2 as two')).rows[0].two).toBe(2);
    } finally {
      await pool.end();
    }
  });

  describe('the built server under load', () => {
    let server: AppServer;
    beforeAll(async () => {
      server = await startAppServer(
        {
          DATABASE_URL: url,
          BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
          SPEECH_ENGINE: 'http',
          SPEECH_HTTP_URL: 'http://127.0.0.1:9',
        },
        { entry: buildServerBundle('database-loss-test.js') },
      );
    }, 180_000);
    afterAll(() => server?.stop());

    it('keeps serving through six terminations 1.5 s apart: no 500, 503 with Retry-After, and the process lives', async () => {
      const learners = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const client = new TestClient(server.baseUrl);
          const { user } = await signUp(client);
          return { client, base: `/api/v1/learners/${encodeURIComponent(user.validKey)}` };
        }),
      );
      const statuses = new Map<number, number>();
      const without503RetryAfter: string[] = [];
      let running = true;
      const loops = learners.flatMap(({ client, base }, n) =>
        [0, 1].map(async (k) => {
          for (let i = 0; running; i++) {
            const res =
              (i + k) % 3 === 0
                ? await client.patch(`${base}/profile`, { name: `Learner ${n} ${i}` })
                : (i + k) % 3 === 1
                  ? await client.get('/api/v1/me')
                  : await client.get(`${base}/preferences`);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status === 503 && !res.headers.get('retry-after')) {
              without503RetryAfter.push(JSON.stringify(res.body));
            }
            if (res.status === 503) await sleep(100);
          }
        }),
      );
      let ended = 0;
      for (let round = 0; round < 6; round++) {
        await sleep(1_500);
        ended += await terminateBackends(url, name);
      }
      await sleep(1_000);
      running = false;
      await Promise.all(loops);

      // The figures docs/benchmarks.md records ("Faults and abuse").
      console.info(
        `database loss: ${ended} connections ended in 6 rounds; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(ended).toBeGreaterThan(6);
      const seen = Object.fromEntries(statuses);
      expect(seen[200]).toBeGreaterThan(50);
      // Every answer was a success or "busy, try again": no server error.
      expect(Object.keys(seen).filter((s) => s !== '200' && s !== '503')).toEqual([]);
      expect(without503RetryAfter).toEqual([]);
      expect(server.output()).not.toMatch(/Unhandled 'error' event|Unhandled error on/);
      // The process is alive and every learner is served again.
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      for (const { client, base } of learners) {
        expect((await client.get('/api/v1/me')).status).toBe(200);
        expect((await client.patch(`${base}/profile`, { name: 'After' })).status).toBe(200);
      }
    }, 60_000);
  });
});
