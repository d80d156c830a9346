import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

describe(`GET /api/v1/session (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a visitor with 200 and no user, a learner with the session user', async () => {
    const visitor = await server.client().get('/api/v1/session');
    expect(visitor).toMatchObject({ status: 200, body: { user: null } });
    // /me stays protected.
    expect((await server.client().get('/api/v1/me')).status).toBe(401);

    const { client, user } = await newLearner(server);
    const signedIn = await client.get('/api/v1/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual((await client.get('/api/v1/me')).body);
    expect(signedIn.body.user).toMatchObject({ validKey: user.validKey, level: 'level' });

    await client.post('/api/v1/auth/sign-out');
    expect((await client.get('/api/v1/session')).body).toEqual({ user: null });
  });
});
