import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbMode, signUp, startTestServer, type TestServer } from './support/test-server';

describe(`one learner's records are theirs alone (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('cannot read or change another learner profile or reading record', async () => {
    const alice = server.client();
    const bob = server.client();
    const a = await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    const key = encodeURIComponent(a.user.validKey);

    for (const path of [
      `/api/v1/learners/${key}/profile`,
      `/api/v1/learners/${key}/reading-record`,
    ]) {
      expect((await bob.get(path)).status, path).toBe(404);
    }
    expect((await bob.patch(`/api/v1/learners/${key}/profile`, { name: 'Hacked' })).status).toBe(
      404,
    );
    expect(
      (await bob.patch(`/api/v1/learners/${key}/reading-record`, { topics: ['science'] })).status,
    ).toBe(404);

    const profile = await alice.get(`/api/v1/learners/${key}/profile`);
    expect(profile.body.name).toBe('Alice');
    const record = await alice.get(`/api/v1/learners/${key}/reading-record`);
    expect(record.body.topics).toEqual([]);
  });

  it('lets a learner update their own reading record and refuses unknown topics', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const key = encodeURIComponent(user.validKey);
    const ok = await client.patch(`/api/v1/learners/${key}/reading-record`, {
      topics: ['science', 'animals'],
      age: 14,
      grade: '8',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ topics: ['science', 'animals'], age: 14, grade: '8' });
    const bad = await client.patch(`/api/v1/learners/${key}/reading-record`, {
      topics: ['dragons'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    const extra = await client.patch(`/api/v1/learners/${key}/reading-record`, {
      totalPoints: 9999,
    });
    expect(extra.status).toBe(400);
    const after = await client.get(`/api/v1/learners/${key}/reading-record`);
    expect(after.body.totalPoints).toBe(0);

    const seen = await client.patch(`/api/v1/learners/${key}/profile`, { isNew: false });
    expect(seen.body.isNew).toBe(false);
    expect((await client.get('/api/v1/me')).body.isNew).toBe(false);
  });
});
