import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_CHANNEL } from '../src/modules/profile/profile-cache';
import { createProfileRepository } from '../src/modules/profile/profile.repository';
import { foreignListener } from './support/foreign-listener';
import {
  dbMode,
  newLearner,
  startTestServer,
  suiteDatabase,
  type TestServer,
} from './support/test-server';

describe(`profile rows kept in memory (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('/me shows a change of the profile row made outside the app once the database told it', async () => {
    const { client, user } = await newLearner(server);
    expect((await client.get('/api/v1/me')).body.name).toBe('Test Learner');
    expect((await client.get('/api/v1/me')).body.name).toBe('Test Learner');
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const probe = server.database.listen(PROFILE_CHANNEL, () => {}, listening);
    try {
      await ready;
      // Another writer (an operator, a script, a server of another version): the database itself
      // announces the change. Nobody waits for the servers to hear it, so the probe does.
      await server.database.db.execute(
        sql`update profile set name = 'Changed Elsewhere', is_new = false where user_id = ${user.uid}`,
      );
      await probe.sync();
      expect((await client.get('/api/v1/me')).body).toMatchObject({
        name: 'Changed Elsewhere',
        isNew: false,
      });
    } finally {
      await probe.close();
    }
  });

  it('a busy row is read again by one reader shortly before it expires, not by all at its end', async () => {
    const { user } = await newLearner(server);
    const clock = { now: 0 };
    // Notices never arrive here, so the repository can tell only by reading what is stored.
    const repo = createProfileRepository(server.database.db, {
      notices: {
        listen: () => ({ listening: () => true, sync: async () => {}, close: async () => {} }),
        afterCommit: (work) => work(),
      },
      maxAgeMs: 5_000,
      now: () => clock.now,
    });
    const readers = async () =>
      (await Promise.all(Array.from({ length: 10 }, () => repo.findByUserId(user.uid)))).map(
        (row) => row?.name,
      );
    expect(await readers()).toEqual(Array(10).fill('Test Learner'));
    const rename = (name: string) =>
      server.database.db.execute(
        sql`update profile set name = ${name} where user_id = ${user.uid}`,
      );

    await rename('Second');
    clock.now = 4_500;
    const names = await readers();
    expect(names.filter((n) => n === 'Second')).toHaveLength(1);
    expect(names.filter((n) => n === 'Test Learner')).toHaveLength(9);

    await rename('Third');
    clock.now = 5_500; // the first read's row has expired, the one read again at 4.5 s has not
    expect(await readers()).toEqual(Array(10).fill('Second'));
  });
});

// A learner's next request after a change may reach another server, which keeps the old row until
// it hears the database's notice. Only PostgreSQL has other servers, so this opens a PostgreSQL
// database in both test legs.
describe('a profile change waits until every server has heard it (postgres)', () => {
  const opened = suiteDatabase({ mode: 'postgres' });

  it('returns only after another, busy server has answered the sync, also in a transaction', async () => {
    const database = opened();
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const repo = createProfileRepository(database.db, {
      inTransaction: database.inTransaction,
      notices: {
        listen: (channel, onMessage) => database.listen(channel, onMessage, listening),
        afterCommit: database.afterCommit,
      },
      maxAgeMs: 10_000,
    });
    await ready;
    await database.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'One', 'one@example.com')`,
    );
    await database.db.execute(
      sql`insert into profile (user_id, name, valid_key, email, preferences)
          values ('u1', 'One', 'key-1', 'one@example.com', '{}'::jsonb)`,
    );
    const other = await foreignListener(opened.url(), PROFILE_CHANNEL);
    try {
      for (const inTransaction of [false, true]) {
        const name = inTransaction ? 'In a transaction' : 'Renamed';
        let returned = false;
        const change = (
          inTransaction
            ? database.transaction(() => repo.update('u1', { name }))
            : repo.update('u1', { name })
        ).then(() => (returned = true));
        await other.syncRequested();
        // The change's notice came first; the answer is still to come.
        expect(other.beforeSync()).toEqual(['u1']);
        await database.ping();
        expect(returned).toBe(false);
        await other.answer();
        await change;
        expect(returned).toBe(true);
        other.received.length = 0;
      }
    } finally {
      await other.close();
    }
  });
});
