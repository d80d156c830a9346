import type {
  BadgeList,
  EmotionDataDeleted,
  LearnerDataExport,
  LevelHistory,
  Profile,
  RoundResult,
} from '@lexora/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALM_THEN_SAD_READINGS, playRound, startRound } from './support/reading-answers';
import {
  dbMode,
  newLearner,
  startTestServer,
  type TestClient,
  type TestServer,
} from './support/test-server';

/**
 * Issue 30: the profile page's records (level history, badges) and "Delete my emotion data" on
 * the settings page. Each is the signed-in learner's own, and refused to visitors.
 */

/** One assessment round with two emotion readings, every answer right. */
async function roundWithEmotions(client: TestClient, page = 'mcq2'): Promise<RoundResult> {
  const round = (await startRound(client, page)).body;
  const sent = await client.post(`/api/v1/assessment/rounds/${round.id}/answers`, {
    emotionHistory: CALM_THEN_SAD_READINGS,
  });
  expect(sent.status).toBe(200);
  return playRound(client, round, true);
}

async function exported(client: TestClient) {
  const res = await client.get<LearnerDataExport>('/api/v1/me/data');
  expect(res.status).toBe(200);
  const rounds = res.body.sections.assessment!.rounds! as Array<{
    emotionHistory: unknown[];
    answers: unknown[];
    result: (RoundResult & Record<string, unknown>) | null;
  }>;
  const record = res.body.sections.profile!.readingRecord![0] as { emotion: string | null };
  return { rounds, record };
}

describe(`profile page records and emotion data (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses visitors on every new endpoint', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/v1/me/level-changes')).status).toBe(401);
    expect((await visitor.get('/api/v1/me/badges')).status).toBe(401);
    expect((await visitor.request('DELETE', '/api/v1/me/emotion-data')).status).toBe(401);
  });

  it('the level history lists every change with its kind and reason, newest first', async () => {
    const { client, base } = await newLearner(server);
    expect((await client.get<LevelHistory>('/api/v1/me/level-changes')).body).toEqual({
      changes: [],
    });
    const analysis = await client.post<{ analysisId: string; level: string }>(
      '/api/v1/vocabulary/analysis',
      {
        text:
          'I like my family very much. We often go to the park on Sunday and play football ' +
          'together. My brother is older than me, and he always wins, but I do not mind.',
      },
    );
    expect(analysis.status).toBe(201);
    const saved = await client.put('/api/v1/me/vocabulary-level', {
      analysisId: analysis.body.analysisId,
    });
    expect(saved.status).toBe(200);
    // The assessment to its last round: that round sets the reading level.
    let page = 'mcq2';
    for (let round = 0; round < 4 && page !== 'paragraph'; round += 1)
      page = (await roundWithEmotions(client, page)).next.slice(1);
    expect(page).toBe('paragraph');

    const history = await client.get<LevelHistory>('/api/v1/me/level-changes');
    expect(history.status).toBe(200);
    const { levels } = (await client.get<Profile>(`${base}/profile`)).body;
    expect(history.body.changes).toEqual([
      expect.objectContaining({
        kind: 'reading',
        from: null,
        to: levels.reading.code,
        evidence: 'assessment',
      }),
      expect.objectContaining({
        kind: 'vocabulary',
        from: null,
        to: levels.vocabulary.code,
        shown: analysis.body.level,
        evidence: 'analyser',
      }),
    ]);

    const other = await newLearner(server);
    expect((await other.client.get<LevelHistory>('/api/v1/me/level-changes')).body).toEqual({
      changes: [],
    });
  });

  it('badges come from the points ledger: the earned ones are the profile’s badgesEarned', async () => {
    const { client, base } = await newLearner(server);
    const before = (await client.get<BadgeList>('/api/v1/me/badges')).body.badges;
    expect(before.filter((b) => b.earned).map((b) => b.id)).toEqual(['new_adventurer']);
    expect(before.find((b) => b.id === 'word_collector')).toMatchObject({
      earned: false,
      current: 0,
      target: 10,
      toEarn: expect.stringMatching(/10 words/),
    });

    // A real flow: ten difficult words added, +10 points each.
    for (const word of [
      'harbour',
      'meadow',
      'lantern',
      'pebble',
      'orchard',
      'thimble',
      'quarry',
      'saddle',
      'furnace',
      'ledger',
    ]) {
      const added = await client.post(`${base}/difficult-words`, {
        word,
        definition: 'A word to practise.',
      });
      expect(added.status).toBe(201);
    }
    const profile = (await client.get<Profile>(`${base}/profile`)).body;
    expect(profile.points).toBe(100);
    const after = (await client.get<BadgeList>('/api/v1/me/badges')).body.badges;
    const earned = after.filter((b) => b.earned).map((b) => b.id);
    expect(earned).toEqual(['new_adventurer', 'word_collector', 'century']);
    expect(earned).toEqual(profile.badgesEarned);
    expect(after.find((b) => b.id === 'thousand_club')).toMatchObject({
      earned: false,
      current: 100,
      target: 1000,
    });

    // Another learner's badges are their own.
    const other = await newLearner(server);
    const theirs = (await other.client.get<BadgeList>('/api/v1/me/badges')).body.badges;
    expect(theirs.filter((b) => b.earned).map((b) => b.id)).toEqual(['new_adventurer']);
  });

  it('deletes only the learner’s own emotion readings; answers and the other learner’s stay', async () => {
    const owner = await newLearner(server);
    const other = await newLearner(server);
    const ownerResult = await roundWithEmotions(owner.client);
    await roundWithEmotions(other.client);
    expect(ownerResult.savedEmotion).toBe('SAD');
    const ownerBefore = await exported(owner.client);
    expect(ownerBefore.rounds[0]!.emotionHistory).toHaveLength(2);
    expect(ownerBefore.record.emotion).toBe('SAD');

    const deleted = await owner.client.request<EmotionDataDeleted>(
      'DELETE',
      '/api/v1/me/emotion-data',
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ readingsDeleted: 2, summariesDeleted: 1 });

    const ownerAfter = await exported(owner.client);
    expect(ownerAfter.rounds.map((r) => r.emotionHistory)).toEqual([[]]);
    expect(ownerAfter.rounds[0]!.result).toMatchObject({
      emotionProfile: null,
      savedEmotion: null,
      correct: ownerResult.correct,
      final_score: ownerResult.final_score,
    });
    expect(ownerAfter.rounds[0]!.answers).toEqual(ownerBefore.rounds[0]!.answers);
    expect(ownerAfter.record.emotion).toBeNull();

    const otherAfter = await exported(other.client);
    expect(otherAfter.rounds[0]!.emotionHistory).toHaveLength(2);
    expect(otherAfter.rounds[0]!.result?.savedEmotion).toBe('SAD');
    expect(otherAfter.record.emotion).toBe('SAD');

    // Nothing left: a second deletion deletes nothing.
    const again = await owner.client.request<EmotionDataDeleted>(
      'DELETE',
      '/api/v1/me/emotion-data',
    );
    expect(again.body).toEqual({ readingsDeleted: 0, summariesDeleted: 0 });
  });
});
