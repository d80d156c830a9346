import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgressRepository } from '../src/modules/progress/progress.repository';
import { createProgressService } from '../src/modules/progress/progress.service';
import { dbMode, signUp, startTestServer, type TestServer } from './support/test-server';

describe(`points ledger (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('awards once per source id, even under concurrent duplicates, and the profile shows the totals', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const progress = createProgressService(createProgressRepository(server.database.db));
    const award = {
      reason: 'matching-completed' as const,
      amount: 50,
      sourceId: `matching:${user.uid}:g1`,
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => progress.award(user.uid, award)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    await progress.award(user.uid, {
      reason: 'word-added',
      amount: 10,
      sourceId: `word-added:${user.uid}:w1`,
    });

    const profile = await client.get(
      `/api/v1/learners/${encodeURIComponent(user.validKey)}/profile`,
    );
    expect(profile.body).toMatchObject({ points: 60, xp: 60, streak: 1 });
    expect(profile.body.badgesEarned).toContain('new_adventurer');
  });

  it('refuses an amount the reason does not allow', async () => {
    const { user } = await signUp(server.client());
    const progress = createProgressService(createProgressRepository(server.database.db));
    await expect(
      progress.award(user.uid, { reason: 'word-added', amount: 999, sourceId: 'x:1' }),
    ).rejects.toThrow(/must be 10/);
  });

  it('lets a learner set a valid time zone only', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const key = encodeURIComponent(user.validKey);
    expect(
      (await client.patch(`/api/v1/learners/${key}/profile`, { timeZone: 'Asia/Tokyo' })).body
        .timeZone,
    ).toBe('Asia/Tokyo');
    const bad = await client.patch(`/api/v1/learners/${key}/profile`, { timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Unknown time zone.');
  });
});
