import { randomUUID } from 'node:crypto';
import { fillBlankQuestionListSchema } from '@lexora/contracts';
import { scoreGame } from '@lexora/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

interface Question {
  id: string;
  gameId: string;
  correct_answer: string;
  question: string;
}

const correctIndex = (q: Question) => Number(q.correct_answer.slice(-1)) - 1;

describe(`fill-in-the-blank quiz (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // The first game builds the question bank in the worker thread (seconds on a busy machine).
    const { client } = await newLearner(server);
    const warm = await client.post('/api/v1/fillintheblankten', {
      level: 'A2',
      preferences: 'any',
    });
    expect(warm.status).toBe(200);
  }, 240_000);
  afterAll(() => server.close());

  it('refuses anonymous callers', async () => {
    const anonymous = server.client();
    const ask = await anonymous.post('/api/v1/fillintheblankten', {
      level: 'A2',
      preferences: 'any',
    });
    expect(ask.status).toBe(401);
    const results = await anonymous.post('/api/v1/fillintheblankten/results', {
      gameId: randomUUID(),
      answers: [{ choice: 0, secondsLeft: 10 }],
    });
    expect(results.status).toBe(401);
  });

  it('refuses a bad level or bad preferences with a clear message', async () => {
    const { client } = await newLearner(server);
    for (const body of [
      { level: 'Z9', preferences: 'any' },
      { level: '', preferences: 'any' },
      { preferences: 'any' },
      { level: 'A2', preferences: '' },
      { level: 'A2', preferences: 'x'.repeat(41) },
      { level: 'A2', preferences: 7 },
      { level: 'A2', preferences: 'Sports\u0000' },
    ]) {
      const res = await client.post('/api/v1/fillintheblankten', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(0);
    }
  });

  it("serves ten questions in the spec's format, at the level title or label given", async () => {
    const { client } = await newLearner(server);
    for (const level of ['Elementary', 'level', 'B2']) {
      const res = await client.post('/api/v1/fillintheblankten', { level, preferences: 'Sports' });
      expect(res.status).toBe(200);
      const questions = fillBlankQuestionListSchema.parse(res.body);
      expect(questions).toHaveLength(10);
      expect(new Set(questions.map((q) => q.gameId)).size).toBe(1);
      for (const q of questions) {
        expect(q.question).toContain('_____');
        expect(new Set([q.option1, q.option2, q.option3, q.option4]).size).toBe(4);
      }
      if (level !== 'B2') expect(questions.every((q) => ['A1', 'A2'].includes(q.level))).toBe(true);
    }
  });

  it('does not repeat a question seen in the last 7 days', async () => {
    const { client } = await newLearner(server);
    const seen = new Set<string>();
    for (let game = 0; game < 3; game++) {
      const res = await client.post('/api/v1/fillintheblankten', {
        level: 'B1',
        preferences: 'any',
      });
      for (const q of res.body as Question[]) {
        expect(seen.has(q.id), q.id).toBe(false);
        seen.add(q.id);
      }
    }
  });

  it('scores on the server from the answers and times, ignoring a score sent along', async () => {
    const { client, base } = await newLearner(server);
    const questions = (
      await client.post('/api/v1/fillintheblankten', { level: 'A2', preferences: 'any' })
    ).body as Question[];
    const answers = questions.map((q, i) =>
      i === 2
        ? { choice: -1, secondsLeft: 0 }
        : i === 5
          ? { choice: (correctIndex(q) + 1) % 4, secondsLeft: 12 }
          : { choice: correctIndex(q), secondsLeft: 20 - i },
    );
    const expected = scoreGame(questions.map(correctIndex), answers).score;
    const res = await client.post('/api/v1/fillintheblankten/results', {
      gameId: questions[0]!.gameId,
      answers,
      score: 99_999,
    });
    expect(res.status).toBe(200);
    expect(res.body.score).toBe(expected);
    expect(res.body.pointsAwarded).toBe(expected);
    expect(res.body.answers[2]).toMatchObject({ timedOut: true, correct: false, points: 0 });
    expect(res.body.answers[5]).toMatchObject({ timedOut: false, correct: false });
    expect(res.body.rank).toMatch(/Word|Vocabulary/);
    // Ten words practised complete Today's Challenge: its 100 points join the one total (issue 30).
    expect((await client.get(`${base}/profile`)).body.points).toBe(
      expected + res.body.challenge.pointsAwarded,
    );
  });

  it('awards a game once under concurrent retries', async () => {
    const { client, base } = await newLearner(server);
    const questions = (
      await client.post('/api/v1/fillintheblankten', { level: 'B1', preferences: 'any' })
    ).body as Question[];
    const body = {
      gameId: questions[0]!.gameId,
      answers: questions.map((q) => ({ choice: correctIndex(q), secondsLeft: 15 })),
    };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/v1/fillintheblankten/results', body)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.body.firstTime)).toHaveLength(1);
    const total = responses.reduce((sum, r) => sum + r.body.pointsAwarded, 0);
    expect(total).toBe(responses[0]!.body.score);
    // Today's Challenge (ten words practised) pays once too, into the one total (issue 30).
    const challenge = responses.reduce((sum, r) => sum + r.body.challenge.pointsAwarded, 0);
    expect(challenge).toBe(100);
    expect((await client.get(`${base}/profile`)).body.points).toBe(total + challenge);
  });

  it("files missed words as difficult words marked with the game; another learner's game is not found", async () => {
    const { client, base } = await newLearner(server);
    const questions = (
      await client.post('/api/v1/fillintheblankten', { level: 'C1', preferences: 'any' })
    ).body as Question[];
    const res = await client.post('/api/v1/fillintheblankten/results', {
      gameId: questions[0]!.gameId,
      answers: questions.map((q) => ({ choice: (correctIndex(q) + 1) % 4, secondsLeft: 3 })),
    });
    expect(res.status).toBe(200);
    expect(res.body.score).toBe(0);
    expect(res.body.wordsAdded.length).toBeGreaterThan(0);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    const filed = words.filter((w: { source: string }) => w.source === 'fill-blank');
    expect(filed.map((w: { word: string }) => w.word).sort()).toEqual(
      [...res.body.wordsAdded].sort(),
    );

    const other = await newLearner(server);
    const stolen = await other.client.post('/api/v1/fillintheblankten/results', {
      gameId: questions[0]!.gameId,
      answers: [{ choice: 0, secondsLeft: 20 }],
    });
    expect(stolen.status).toBe(404);
  });

  it('refuses a fill-blank score sent to the generic game results', async () => {
    const { client } = await newLearner(server);
    const res = await client.post('/api/v1/games/results', {
      gameId: randomUUID(),
      game: 'fill-blank',
      score: 300,
    });
    expect(res.status).toBe(400);
  });
});
