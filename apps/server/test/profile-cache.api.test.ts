import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
