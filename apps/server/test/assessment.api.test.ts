import { randomUUID } from 'node:crypto';
import type {
  AssessmentHistory,
  AssessmentRound,
  ReadingOverview,
  RoundResult,
  SessionState,
} from '@lexora/contracts';
import { estimateAbility, NEW_LEARNER_PRIOR, type TimedAnswer } from '@lexora/assessment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbMode,
  newLearner,
  startTestServer,
  type TestClient,
  type TestServer,
  testPassages,
} from './support/test-server';
import { topicsWhereTwoOfThreeAdvances } from './support/advancing-topics';
import { expectBusy, whilePoolFull } from './support/pool';
import {
  bankQuestion,
  CALM_THEN_SAD_READINGS,
  rightOption,
  startRound,
  wrongOption,
  type Reply,
} from './support/reading-answers';

const answer = (client: TestClient, id: string, body: object) =>
  client.post<Reply<AssessmentRound>>(`/api/v1/assessment/rounds/${id}/answers`, body);
const complete = (client: TestClient, id: string) =>
  client.post<Reply<RoundResult>>(`/api/v1/assessment/rounds/${id}/complete`, {});
const record = async (client: TestClient) =>
  (await client.get<ReadingOverview>('/api/v1/reading/record')).body.record;
const history = async (client: TestClient) =>
  (await client.get<AssessmentHistory>('/api/v1/assessment/history')).body;

/** Answers every question of the round one by one (right where `well` says) and completes it. */
async function playRound(client: TestClient, round: AssessmentRound, well: boolean | boolean[]) {
  for (const [i, q] of round.questions.entries()) {
    const isRight = Array.isArray(well) ? well[i] : well;
    const res = await answer(client, round.id, {
      answers: [
        {
          questionId: q.id,
          selectedOption: isRight ? rightOption(q.id) : wrongOption(q.id),
          timeSpent: 9000,
        },
      ],
    });
    expect(res.status).toBe(200);
  }
  const done = await complete(client, round.id);
  expect(done.status).toBe(200);
  return done.body;
}

describe(`reading assessment (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function ledgerAssessmentPoints(userId: string): Promise<number> {
    const result = (await server.database.db.execute(
      sql`select coalesce(sum(amount), 0)::int as total from award_event
          where user_id = ${userId} and reason = 'reading-assessment'`,
    )) as unknown as { rows: { total: number }[] };
    return Number(result.rows[0]!.total);
  }

  it('refuses anonymous callers', async () => {
    const anonymous = server.client();
    const id = randomUUID();
    const calls = [
      anonymous.post('/api/v1/assessment/rounds', { page: 'mcq2' }),
      anonymous.post(`/api/v1/assessment/rounds/${id}/answers`, {
        answers: [{ questionId: 'x', selectedOption: 0, timeSpent: 1 }],
      }),
      anonymous.post(`/api/v1/assessment/rounds/${id}/complete`, {}),
      anonymous.get('/api/v1/assessment/history'),
      anonymous.post('/api/v1/levelPrediction', { answers: [{ is_correct: true }] }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('runs round 1 well and round 2 badly: scored on the server, record and error patterns updated', async () => {
    const { client, user } = await newLearner(server);
    const topics = topicsWhereTwoOfThreeAdvances(testPassages()).slice(0, 2);
    expect(topics, 'two topics where two of three on an A1 passage is A2').toHaveLength(2);
    await client.put('/api/v1/reading/topics', { topics });

    const first = await startRound(client, 'mcq2');
    expect(first.status).toBe(200);
    expect(first.body.round).toBe(1);
    expect(first.body.questions).toHaveLength(3);
    expect(topics).toContain(first.body.passage.topic);
    // A new learner's decision is open, so the first passage is aimed at the A2 cut: an A1 one.
    expect(first.body.passage.level).toBe('A1');
    const raw = JSON.stringify(first.body);
    for (const secret of ['correctIndex', 'correctAnswer', 'explanation']) {
      expect(raw).not.toContain(secret);
    }

    // One answer, then a reload: the same round comes back with that answer.
    const q1 = first.body.questions[0]!;
    const afterOne = await answer(client, first.body.id, {
      answers: [{ questionId: q1.id, selectedOption: rightOption(q1.id), timeSpent: 8000 }],
    });
    expect(afterOne.body.answered).toEqual([
      { questionId: q1.id, selectedOption: rightOption(q1.id) },
    ]);
    expect(afterOne.body.estimate.ability).toBeGreaterThan(first.body.estimate.ability);
    const resumed = await startRound(client, 'mcq2');
    expect(resumed.body.id).toBe(first.body.id);
    expect(resumed.body.answered).toHaveLength(1);

    // 2 of 3 right on an A1 passage: A2 (final_score 2), so the learner goes on.
    const r1 = await playRound(client, resumed.body, [true, true, false]);
    expect(r1.correct).toBe(2);
    expect(r1.final_score).toBe(2);
    expect(r1.advance).toBe(true);
    expect(r1.next).toBe('/mcq3');
    expect(r1.band.label.length).toBeGreaterThan(0);
    expect(r1.errorSummary).toMatch(/^You missed 1 of \d /);
    expect(r1.standard_error).toBeGreaterThan(0.5);

    // Completing twice counts once.
    const again = await complete(client, first.body.id);
    expect(again.body).toEqual(r1);
    let rec = await record(client);
    expect(rec).toMatchObject({
      questionCount: 3,
      correctCount: 2,
      incorrectCount: 1,
      totalPoints: 20,
      level: 1,
    });
    expect(rec.totalTime).toBe(3 * 9000 - 1000);
    expect(rec.lastAttempt).not.toBeNull();
    expect(await ledgerAssessmentPoints(user.uid)).toBe(20);

    // Round 2 continues the same assessment: its estimate starts where round 1 ended.
    const second = await startRound(client, 'mcq3');
    expect(second.body.round).toBe(2);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.passage.id).not.toBe(first.body.passage.id);
    expect(second.body.estimate.ability).toBeCloseTo(r1.ability, 6);

    const r2 = await playRound(client, second.body, false);
    expect(r2.correct).toBe(0);
    expect(r2.final_score).toBeLessThan(2);
    expect(r2.next).toBe('/paragraph');
    expect(r2.ability).toBeLessThan(r1.ability);
    expect(r2.errorSummary).toMatch(/^You missed/);
    expect(r2.practiseNext.length).toBeGreaterThan(0);

    rec = await record(client);
    expect(rec).toMatchObject({
      questionCount: 6,
      correctCount: 2,
      incorrectCount: 4,
      totalPoints: 20,
      level: 1,
    });
    expect(rec.averageTime).toBeCloseTo(rec.totalTime / 6, 6);
    const session = await client.get<SessionState>('/api/v1/session');
    expect(session.body.user?.isNew).toBe(false);

    const past = await history(client);
    expect(past.rounds.map((r) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(past.errorPatterns.entries).toHaveLength(2);
    expect(past.errorPatterns.entries[0]!.wrongAnswers).toHaveLength(1);
    const entry = past.errorPatterns.entries[1]!;
    expect(entry.wrongAnswers).toHaveLength(3);
    const missed = second.body.questions[0]!;
    expect(entry.wrongAnswers[0]).toEqual({
      questionId: missed.id,
      selectedAnswer: missed.options[wrongOption(missed.id)],
      correctAnswer: missed.options[rightOption(missed.id)],
      timeSpent: 9000,
    });
    expect(past.errorPatterns.analysis).toMatch(/^Practise next: /);
    expect(past.practiseNext).toEqual(r2.practiseNext);
  });

  it("hides other learners' rounds (404) and refuses bad input with a clear message (400)", async () => {
    const owner = await newLearner(server);
    const other = await newLearner(server);
    const round = (await startRound(owner.client, 'mcq')).body;
    expect(round.round).toBe(3);
    const q = round.questions[0]!;
    const good = {
      answers: [{ questionId: q.id, selectedOption: rightOption(q.id), timeSpent: 1000 }],
    };

    expect((await answer(other.client, round.id, good)).status).toBe(404);
    expect((await complete(other.client, round.id)).status).toBe(404);
    expect((await answer(owner.client, randomUUID(), good)).status).toBe(404);

    const bad = async (res: Promise<{ status: number; body: Reply<object> }>, text: RegExp) => {
      const reply = await res;
      expect(reply.status).toBe(400);
      expect(reply.body.error?.message).toMatch(text);
    };
    await bad(startRound(owner.client, 'mcq9'), /mcq2, mcq3, mcq4 or mcq/);
    await bad(complete(owner.client, 'not-a-uuid'), /round id/);
    await bad(
      answer(owner.client, round.id, {
        answers: [{ questionId: 'someone-else-q1', selectedOption: 0, timeSpent: 1 }],
      }),
      /no question "someone-else-q1"/,
    );
    await bad(
      answer(owner.client, round.id, {
        answers: [{ questionId: q.id, selectedOption: 3, timeSpent: 1 }],
      }),
      /selectedOption/,
    );
    await bad(
      answer(owner.client, round.id, {
        emotionHistory: [
          {
            timestamp: 1,
            questionIndex: 0,
            source: 'camera',
            emotions: [{ Type: 'BORED', Confidence: 50 }],
          },
        ],
      }),
      /./,
    );
    await bad(answer(owner.client, round.id, {}), /answer or an emotion/);
    await bad(complete(owner.client, round.id), /answer all 3 questions/);

    expect((await answer(owner.client, round.id, good)).status).toBe(200);
    // The same answer again is harmless; a changed one is refused.
    expect((await answer(owner.client, round.id, good)).status).toBe(200);
    await bad(
      answer(owner.client, round.id, {
        answers: [{ questionId: q.id, selectedOption: wrongOption(q.id), timeSpent: 1000 }],
      }),
      /already answered question 1/,
    );
    const rec = await record(owner.client);
    expect(rec.questionCount).toBe(0);

    const done = await playRound(owner.client, (await startRound(owner.client, 'mcq')).body, true);
    expect(done.next).toBe('/paragraph');
    await bad(answer(owner.client, round.id, good), /already complete/);
  });

  it('saves the emotion from the summaries and a SAD learner reads the second topic next', async () => {
    const { client } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['animals', 'sports'] });
    const round = (await startRound(client, 'mcq2')).body;
    const res = await answer(client, round.id, { emotionHistory: CALM_THEN_SAD_READINGS });
    expect(res.status).toBe(200);
    const result = await playRound(client, round, true);
    expect(result.savedEmotion).toBe('SAD');
    expect(result.emotionProfile?.Emotions.map((e) => e.Type)).toContain('SAD');
    expect((await record(client)).emotion).toBe('SAD');

    // Sad: the next round draws from the second saved topic only.
    const next = (await startRound(client, result.next.slice(1))).body;
    expect(next.passage.topic).toBe('sports');
  });

  it('answers the spec-shaped /levelPrediction without storing anything', async () => {
    const { client } = await newLearner(server);
    const body = {
      answers: [
        { is_correct: true, time_spent: 5000, tags: ['detail'] },
        { is_correct: true, time_spent: 7000, tags: ['vocabulary'] },
        { is_correct: false, time_spent: 9000, tags: ['inference'] },
      ],
      response_times: [5000, 7000, 9000],
      emotion_data: { Emotions: [{ Type: 'HAPPY', Confidence: 80 }] },
      difficulty_level: 2,
    };
    const res = await client.post<{ final_score: number; band: { label: string } }>(
      '/api/v1/levelPrediction',
      body,
    );
    expect(res.status).toBe(200);
    expect(res.body.final_score).toBeGreaterThanOrEqual(0);
    expect(res.body.final_score).toBeLessThanOrEqual(6);
    const sad = await client.post('/api/v1/levelPrediction', {
      ...body,
      emotion_data: { Emotions: [{ Type: 'SAD', Confidence: 99 }] },
    });
    expect(sad.body).toEqual(res.body);
    const bad = await client.post<Reply<object>>('/api/v1/levelPrediction', {
      ...body,
      difficulty_level: 7,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/difficulty_level/);
    expect((await record(client)).questionCount).toBe(0);
  });
});

describe(`reading assessment in the worker pool (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // One thread and no waiting room: one held task makes the pool full.
    server = await startTestServer({ pool: { threads: 1, queueLimit: 0 } });
  });
  afterAll(() => server.close());

  const whileFull = (work: () => Promise<void>) => whilePoolFull(server, work);

  it('chooses the passage and scores the round in the pool: 503 while it is full, nothing stored', async () => {
    const { client } = await newLearner(server);
    await whileFull(async () => expectBusy(await startRound(client, 'mcq2')));
    expect((await history(client)).rounds).toEqual([]);

    const round = (await startRound(client, 'mcq2')).body;
    expect(round.round).toBe(1);
    for (const q of round.questions) {
      const res = await answer(client, round.id, {
        answers: [{ questionId: q.id, selectedOption: rightOption(q.id), timeSpent: 9000 }],
      });
      expect(res.status).toBe(200);
    }
    await whileFull(async () => expectBusy(await complete(client, round.id)));
    expect((await record(client)).questionCount).toBe(0);

    const done = await complete(client, round.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ correct: 3, total: 3, advance: true, next: '/mcq3' });
    // A completed round answers from what was stored, without the pool.
    await whileFull(async () => expect((await complete(client, round.id)).body).toEqual(done.body));

    const predict = () =>
      client.post('/api/v1/levelPrediction', {
        answers: [{ is_correct: true, time_spent: 5000, tags: ['detail'] }],
        difficulty_level: 2,
      });
    await whileFull(async () => expectBusy(await predict()));
    expect((await predict()).status).toBe(200);
  });

  it('shows the estimate after each answer and on resume from the pool: 503 while it is full, nothing stored', async () => {
    const { client } = await newLearner(server);
    const first = (await startRound(client, 'mcq2')).body;
    const [q1, q2] = first.questions;
    const answerQ1 = () =>
      answer(client, first.id, {
        answers: [{ questionId: q1!.id, selectedOption: rightOption(q1!.id), timeSpent: 7000 }],
      });

    await whileFull(async () => expectBusy(await answerQ1()));
    await whileFull(async () => expectBusy(await startRound(client, 'mcq2')));
    const resumed = (await startRound(client, 'mcq2')).body;
    expect(resumed.id).toBe(first.id);
    expect(resumed.answered).toEqual([]);

    // The engine's estimate of what was answered, as the server scores it (a round is one item).
    const asScored = (round: AssessmentRound, correct: boolean[]): TimedAnswer[] =>
      correct.map((isRight, i) => ({
        passageId: round.id,
        level: round.passage.level,
        tags: bankQuestion(round.questions[i]!.id).tags,
        correct: isRight,
        timeSpentMs: 7000,
      }));
    const engine = (answers: TimedAnswer[]) => {
      const { ability, standardError } = estimateAbility(answers, NEW_LEARNER_PRIOR);
      return { ability, standardError };
    };

    const afterOne = (await answerQ1()).body;
    expect(afterOne.answered).toHaveLength(1);
    expect(afterOne.estimate).toEqual(engine(asScored(first, [true])));
    const afterTwo = (
      await answer(client, first.id, {
        answers: [{ questionId: q2!.id, selectedOption: wrongOption(q2!.id), timeSpent: 7000 }],
      })
    ).body;
    expect(afterTwo.estimate).toEqual(engine(asScored(first, [true, false])));
    expect((await startRound(client, 'mcq2')).body.estimate).toEqual(afterTwo.estimate);

    // Round 2: the estimate counts round 1's answers too.
    const q3 = first.questions[2]!;
    await answer(client, first.id, {
      answers: [{ questionId: q3.id, selectedOption: rightOption(q3.id), timeSpent: 7000 }],
    });
    expect((await complete(client, first.id)).body.next).toBe('/mcq3');
    const second = (await startRound(client, 'mcq3')).body;
    const p1 = second.questions[0]!;
    const roundTwo = (
      await answer(client, second.id, {
        answers: [{ questionId: p1.id, selectedOption: rightOption(p1.id), timeSpent: 7000 }],
      })
    ).body;
    expect(roundTwo.estimate).toEqual(
      engine([...asScored(first, [true, false, true]), ...asScored(second, [true])]),
    );
  });
});
