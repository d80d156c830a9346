import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileRepository } from '../src/modules/profile/profile.repository';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

describe(`profile rows kept in memory (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('/me shows a change of the profile row made outside the app at once', async () => {
    const { client, user } = await newLearner(server);
    expect((await client.get('/api/v1/me')).body.name).toBe('Test Learner');
    expect((await client.get('/api/v1/me')).body.name).toBe('Test Learner');
    // Another writer (an operator, a script, a server of another version): the database itself
    // announces the change.
    await server.database.db.execute(
      sql`update profile set name = 'Changed Elsewhere', is_new = false where user_id = ${user.uid}`,
    );
    expect((await client.get('/api/v1/me')).body).toMatchObject({
      name: 'Changed Elsewhere',
      isNew: false,
    });
  });

  it('a busy row is read again by one reader shortly before it expires, not by all at its end', async () => {
    const { user } = await newLearner(server);
    const clock = { now: 0 };
    // Notices never arrive here, so the repository can tell only by reading what is stored.
    const repo = createProfileRepository(server.database.db, {
      notices: { listen: () => ({ listening: () => true, close: async () => undefined }) },
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
