import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionQuizSchema,
  difficultWordListSchema,
  type ConnectionQuiz,
} from '@lexora/contracts';
import { loadDictionary } from '@lexora/dictionary';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

type Client = Awaited<ReturnType<typeof newLearner>>['client'];

/** Waits so that the answer times sent fit in the time the game has really existed. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newGame(client: Client, body: object = { level: 'Elementary', preferences: 'any' }) {
  const res = await client.post<ConnectionQuiz>('/api/v1/relatedmcq', body);
  expect(res.status).toBe(200);
  return connectionQuizSchema.parse(res.body);
}

describe(`Find the connection API (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(() => server.close());

  it('refuses anonymous callers', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/api/v1/relatedmcq', { level: 'A1' })).status).toBe(401);
    const results = { gameId: randomUUID(), answers: [] };
    expect((await anonymous.post('/api/v1/relatedmcq/results', results)).status).toBe(401);
  });

  it('serves 10 questions in the spec format, at the level asked and around the interest', async () => {
    const { client } = await newLearner(server);
    const quiz = await newGame(client, { level: 'Intermediate', preferences: 'Cooking' });
    expect(quiz.questions).toHaveLength(10);
    for (const q of quiz.questions) {
      expect(q.question).toMatch(/\[[a-z]+, [a-z]+, [a-z]+\]$/);
      const options = [q.option1, q.option2, q.option3, q.option4];
      expect(new Set(options).size).toBe(4);
      expect(options).toContain(q[q.correct_answer]);
      expect(q.explanation).toContain(q[q.correct_answer]);
    }
    // The profile's level and interests when the request names none.
    expect((await client.post('/api/v1/relatedmcq', {})).status).toBe(200);
    // The first request starts and warms a worker thread: slow on a busy machine.
  }, 120_000);

  it('refuses a bad level or preferences with 400 and a clear message', async () => {
    const { client } = await newLearner(server);
    const badLevel = await client.post('/api/v1/relatedmcq', {
      level: 'Expert',
      preferences: 'any',
    });
    expect(badLevel.status).toBe(400);
    expect(JSON.stringify(badLevel.body)).toContain('level must be');
    for (const preferences of ['', '   ', 'x'.repeat(41), 42, ['Sports']]) {
      const res = await client.post('/api/v1/relatedmcq', { level: 'A2', preferences });
      expect(res.status, String(preferences)).toBe(400);
    }
    expect((await client.post('/api/v1/relatedmcq', { level: 'A2', extra: 1 })).status).toBe(400);
    expect((await client.post('/api/v1/relatedmcq', { level: 'A2\u0000' })).status).toBe(400);
  });

  it('scores on the server, ignores a forged score and awards once under concurrent retries', async () => {
    const { client, base } = await newLearner(server);
    const quiz = await newGame(client);
    // The answers claim 11.1 s; the server allows 5 s of clock slack.
    await pause(6_500);
    // Right at 1 s (9 s left: 190), wrong, a time-up, then right at 0.3 s (10 s left: 200).
    const answers = quiz.questions.map((q, i) => {
      if (i === 0) return { choice: q.correct_answer, elapsedMs: 1_000 };
      if (i === 3) return { choice: q.correct_answer, elapsedMs: 100 };
      if (i === 2) return { choice: null, elapsedMs: 10_000 };
      const wrong = (['option1', 'option2', 'option3', 'option4'] as const).find(
        (f) => f !== q.correct_answer,
      )!;
      return { choice: wrong, elapsedMs: 0 };
    });
    // 12 s of claimed time needs the game to have existed that long (minus the slack).
    const tooSoon = await client.post('/api/v1/relatedmcq/results', {
      gameId: quiz.gameId,
      answers: answers.map((a) => ({ ...a, elapsedMs: 9_000 })),
    });
    expect(tooSoon.status).toBe(400);
    const forged = await client.post('/api/v1/relatedmcq/results', {
      gameId: quiz.gameId,
      answers,
      score: 5000,
    });
    expect(forged.status).toBe(400);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/v1/relatedmcq/results', { gameId: quiz.gameId, answers }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.body.firstTime)).toHaveLength(1);
    expect(responses.reduce((sum, r) => sum + r.body.pointsAwarded, 0)).toBe(390);
    for (const r of responses) {
      expect(r.body).toMatchObject({
        points: 390,
        correct: 2,
        total: 10,
        percent: 20,
        bestStreak: 1,
        message: 'Keep practising!',
      });
    }
    // Ten words practised complete Today's Challenge: its 100 points join the one total (issue 30).
    const challenge = (await client.get(`${base}/daily-challenge`)).body;
    expect((await client.get(`${base}/profile`)).body.points).toBe(
      390 + (challenge.complete ? challenge.points : 0),
    );
    // Recorded and awarded like every other game: one result, one ledger entry of the game.
    const { games, progress } = (await client.get('/api/v1/me/data')).body.sections;
    expect(games.results).toEqual([
      expect.objectContaining({ gameId: quiz.gameId, game: 'connection', score: 390 }),
    ]);
    expect(
      progress.pointsLedger.filter((e: { sourceId: string }) => e.sourceId.includes(quiz.gameId)),
    ).toEqual([expect.objectContaining({ sourceId: `game:${quiz.gameId}`, amount: 390 })]);
  });

  it('files the missed answers as difficult words marked with the game', async () => {
    const { client, base } = await newLearner(server);
    const quiz = await newGame(client, { level: 'Upper Intermediate', preferences: 'any' });
    const answers = quiz.questions.map(() => ({ choice: null, elapsedMs: 0 }));
    const res = await client.post('/api/v1/relatedmcq/results', { gameId: quiz.gameId, answers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ points: 0, correct: 0, message: 'Keep practising!' });
    // Filed as our dictionary's headword ("ceremony" for the label "ceremonies"); a label the
    // dictionary does not hold ("musical instruments") is not filed.
    const dictionary = loadDictionary();
    const missed = quiz.questions.map((q) => {
      const answer = q[q.correct_answer];
      return dictionary.lookup(answer)?.entry.word ?? answer;
    });
    expect(res.body.wordsAdded.length).toBeGreaterThan(0);
    // The list keeps to its contract, which names the game as a source.
    const { words } = difficultWordListSchema.parse(
      (await client.get(`${base}/difficult-words`)).body,
    );
    const fromGame = words.filter((w) => w.source === 'connection');
    expect(fromGame.map((w) => w.word).sort()).toEqual([...res.body.wordsAdded].sort());
    for (const w of fromGame) {
      expect(missed).toContain(w.word);
      expect(w.definition).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('refuses a connection score sent to the generic game results', async () => {
    const { client } = await newLearner(server);
    const res = await client.post('/api/v1/games/results', {
      gameId: randomUUID(),
      game: 'connection',
      score: 300,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'A connection game is scored by the server from its answers.',
    );
  });

  it("keeps another learner's game out of reach and repeats no connection in a week", async () => {
    const one = await newLearner(server);
    const other = await newLearner(server);
    const quiz = await newGame(one.client);
    const answers = quiz.questions.map(() => ({ choice: null, elapsedMs: 0 }));
    const res = await other.client.post('/api/v1/relatedmcq/results', {
      gameId: quiz.gameId,
      answers,
    });
    expect(res.status).toBe(404);
    const again = await newGame(one.client);
    const answersOf = (q: ConnectionQuiz) => q.questions.map((x) => `${x.question}`);
    // Same connection means same answer and clue style; none of the first game's answers return.
    const firstAnswers = new Set(quiz.questions.map((q) => q[q.correct_answer]));
    expect(again.questions.filter((q) => firstAnswers.has(q[q.correct_answer]))).toEqual([]);
    expect(answersOf(again)).not.toEqual(answersOf(quiz));
  });
});
