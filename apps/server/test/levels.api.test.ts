import { randomUUID } from 'node:crypto';
import type {
  LearnerLevels,
  PracticePassage,
  Profile,
  ReadingResults,
  SavedVocabularyLevel,
} from '@lexora/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocabularyAnalysis } from '../src/db/schema';
import {
  dbMode,
  newLearner,
  startTestServer,
  type TestClient,
  type TestServer,
} from './support/test-server';
import { playRound, rightOption, startRound, wrongOption } from './support/reading-answers';
import { EASY_TEXT, HARD_TEXT } from './support/sample-texts';

/**
 * Issue 30 and ADR 0053: one level story. A vocabulary level moved only by the analyser and a
 * reading level moved only by the reading assessment and practice, each at most one level per
 * piece of evidence (the first evidence places it), each change recorded with its reason.
 */

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

const playRoundOn = async (client: TestClient, page: string, well: boolean) =>
  playRound(client, (await startRound(client, page)).body, well);

async function analyseAndSave(client: TestClient, text: string) {
  const analysis = await client.post<{ analysisId: string; level: string }>(
    '/api/v1/vocabulary/analysis',
    { text },
  );
  expect(analysis.status).toBe(201);
  const saved = await client.put<SavedVocabularyLevel>('/api/v1/me/vocabulary-level', {
    analysisId: analysis.body.analysisId,
  });
  expect(saved.status).toBe(200);
  return { shown: analysis.body.level, saved: saved.body };
}

const levelsOf = async (client: TestClient, base: string) =>
  (await client.get<Profile>(`${base}/profile`)).body.levels;

const practice = async (client: TestClient) => {
  const res = await client.get<{ passages: PracticePassage[] }>('/api/v1/reading/practice');
  expect(res.status).toBe(200);
  return res.body.passages;
};

async function submit(client: TestClient, passages: PracticePassage[], well: boolean) {
  const res = await client.post<ReadingResults>('/api/v1/reading/practice/results', {
    submissionId: randomUUID(),
    answers: passages.flatMap((p) =>
      p.questions.map((q) => ({
        questionId: q.id,
        selectedOption: well ? rightOption(q.id) : wrongOption(q.id),
        timeSpent: 3000,
      })),
    ),
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe(`one level story (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a new learner has two levels, neither measured yet, and only they can read them', async () => {
    const { client, base } = await newLearner(server);
    expect(await levelsOf(client, base)).toEqual<LearnerLevels>({
      vocabulary: { code: null, lastChange: null },
      reading: { code: null, lastChange: null },
    });
    const other = await newLearner(server);
    expect((await other.client.get(`${base}/profile`)).status).toBe(404);
    expect((await server.client().get(`${base}/profile`)).status).toBe(401);
  });

  it('the analyser places the vocabulary level, then moves it one level per text, and says why', async () => {
    const { client, base, user } = await newLearner(server);
    const easy = await analyseAndSave(client, EASY_TEXT);
    const placed = LEVELS.indexOf(easy.shown);
    expect(easy.saved.change).toMatchObject({ from: null, to: easy.shown, evidence: 'analyser' });
    // A text that showed a level three or more above (stored as the analyser stores it): the
    // level moves one step toward it, and says so.
    const far = placed <= 2 ? 'C2' : 'A1';
    const step = far === 'C2' ? 1 : -1;
    const analysisId = randomUUID();
    await server.database.db.insert(vocabularyAnalysis).values({
      id: analysisId,
      userId: user.uid,
      level: far,
      feedback: 'A far text.',
    });
    const saved = await client.put<SavedVocabularyLevel>('/api/v1/me/vocabulary-level', {
      analysisId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.change).toMatchObject({
      from: easy.shown,
      to: LEVELS[placed + step],
      shown: far,
      evidence: 'analyser',
    });

    const levels = await levelsOf(client, base);
    expect(levels.vocabulary.code).toBe(LEVELS[placed + step]);
    expect(levels.vocabulary.lastChange).toEqual(saved.body.change);
    // Vocabulary evidence leaves the reading level alone.
    expect(levels.reading).toEqual({ code: null, lastChange: null });
    const profile = (await client.get<Profile>(`${base}/profile`)).body;
    expect(profile.level).toBe(saved.body.level);
    expect((await client.get<{ level: string }>('/api/v1/me')).body.level).toBe(saved.body.level);

    // The same text again changes nothing: no new reason to show.
    const same = await analyseAndSave(client, EASY_TEXT);
    if (same.shown === LEVELS[placed + step]) expect(same.saved.change).toBeNull();
  }, 60_000);

  it('the reading assessment places the reading level; a C1 text does not send practice to B2 (issue 30)', async () => {
    const { client, base } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['animals'] });
    const result = await playRoundOn(client, 'mcq2', false);
    expect(result.next).toBe('/paragraph');
    const placed = (await levelsOf(client, base)).reading;
    expect(placed.code).toBe('A1');
    expect(placed.lastChange).toMatchObject({ from: null, to: 'A1', evidence: 'assessment' });

    // A hard text moves the vocabulary level, not the reading level, and not practice.
    await analyseAndSave(client, HARD_TEXT);
    const levels = await levelsOf(client, base);
    expect(levels.reading).toEqual(placed);
    for (const passage of await practice(client)) expect(['A1', 'A2']).toContain(passage.level);
  }, 60_000);

  it('practice moves the reading level one step: up when nearly all is right at the level, down when most is wrong', async () => {
    const { client, base } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['science'] });
    // Before any reading evidence, practice starts at A1, and a set read well shows A2.
    const first = await practice(client);
    for (const passage of first) expect(['A1', 'A2']).toContain(passage.level);
    const up = await submit(client, first, true);
    expect(up.levelChange).toMatchObject({ from: null, to: 'A2', evidence: 'practice' });
    expect((await levelsOf(client, base)).reading.code).toBe('A2');

    // Now at A2: a set mostly wrong at or below it shows A1.
    const next = await practice(client);
    for (const passage of next) expect(['A1', 'A2', 'B1']).toContain(passage.level);
    const down = await submit(client, next, false);
    const atOrBelow = next.filter((p) => LEVELS.indexOf(p.level) <= 1).length;
    if (atOrBelow >= 2) {
      expect(down.levelChange).toMatchObject({ from: 'A2', to: 'A1', evidence: 'practice' });
      expect((await levelsOf(client, base)).reading.lastChange).toEqual(down.levelChange);
    } else {
      expect(down.levelChange).toBeNull();
    }
  }, 60_000);

  it('Today’s Challenge pays points into the one total, once a day', async () => {
    const { client, base } = await newLearner(server);
    await client.put(`${base}/preferences`, { dailyGoal: 1 });
    const { words } = (await client.get<{ words: { id: string }[] }>(`${base}/difficult-words`))
      .body;
    const res = await client.post<{ challenge: { pointsAwarded: number; points: number } }>(
      `${base}/difficult-words/reviews`,
      { reviews: [{ wordId: words[0]!.id, correct: true }] },
    );
    expect(res.body.challenge).toMatchObject({ points: 100, pointsAwarded: 100 });
    const later = (await client.get<{ pointsAwarded: number }>(`${base}/daily-challenge`)).body;
    expect(later.pointsAwarded).toBe(0);
    expect((await client.get<Profile>(`${base}/profile`)).body.points).toBe(100);
  });
});
