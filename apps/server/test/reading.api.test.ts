import { randomUUID } from 'node:crypto';
import type { PracticePassage, ReadingOverview, ReadingResults } from '@lexora/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbMode,
  newLearner,
  startTestServer,
  testPassages,
  type TestClient,
  type TestServer,
} from './support/test-server';
import { bankQuestion, rightOption, wrongOption } from './support/reading-answers';

type Pick = 'right' | 'wrong';
/** Answers to every question of `passages`; `choose` decides right or wrong per question. */
function answersFor(
  passages: PracticePassage[],
  choose: (questionId: string) => Pick = () => 'right',
  timeSpent = 4000,
) {
  return passages.flatMap((p) =>
    p.questions.map((q) => ({
      questionId: q.id,
      selectedOption: choose(q.id) === 'right' ? rightOption(q.id) : wrongOption(q.id),
      timeSpent,
    })),
  );
}

const practice = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/v1/reading/practice${query}`);
  expect(res.status).toBe(200);
  return res.body.passages as PracticePassage[];
};
const submit = (client: TestClient, body: object) =>
  client.post<ReadingResults & { error?: { message: string } }>(
    '/api/v1/reading/practice/results',
    body,
  );
const overview = async (client: TestClient) =>
  (await client.get<ReadingOverview>('/api/v1/reading/record')).body;

describe(`reading practice (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The learner's reading awards in the ledger, straight from the database. */
  async function ledgerReadingPoints(userId: string): Promise<number> {
    const result = (await server.database.db.execute(
      sql`select coalesce(sum(amount), 0)::int as total from award_event
          where user_id = ${userId} and reason = 'reading-practice'`,
    )) as unknown as { rows: { total: number }[] };
    return Number(result.rows[0]!.total);
  }

  it('refuses anonymous callers', async () => {
    const anonymous = server.client();
    const calls = [
      anonymous.get('/api/v1/reading/record'),
      anonymous.put('/api/v1/reading/topics', { topics: [] }),
      anonymous.get('/api/v1/reading/practice'),
      anonymous.post('/api/v1/reading/practice/results', {
        submissionId: randomUUID(),
        answers: [{ questionId: 'x', selectedOption: 0, timeSpent: 1 }],
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('saves topics and serves passages on them at the learner level, never the answers', async () => {
    const { client } = await newLearner(server);
    const saved = await client.put('/api/v1/reading/topics', { topics: ['science', 'fiction'] });
    expect(saved.body).toEqual({ topics: ['science', 'fiction'] });
    expect((await overview(client)).record.topics).toEqual(['science', 'fiction']);

    const res = await client.get('/api/v1/reading/practice');
    const passages = res.body.passages as PracticePassage[];
    expect(passages).toHaveLength(3);
    for (const p of passages) {
      expect(['science', 'fiction']).toContain(p.topic);
      // A new learner is reading level 1 with no vocabulary level: A1 passages.
      expect(p.level).toBe('A1');
      expect(p.questions).toHaveLength(3);
      for (const q of p.questions) expect(q.options).toHaveLength(3);
    }
    const raw = JSON.stringify(res.body);
    for (const secret of ['correctIndex', 'correctAnswer', 'explanation', '"word"']) {
      expect(raw).not.toContain(secret);
    }

    // The next set is new passages, not the ones just read.
    const next = await practice(client);
    expect(next.map((p) => p.id).filter((id) => passages.some((p) => p.id === id))).toEqual([]);

    const chosen = await practice(client, '?topic=food-health');
    expect(new Set(chosen.map((p) => p.topic))).toEqual(new Set(['food-health']));
    const chip = await practice(client, '?chip=literature');
    for (const p of chip) expect(['fiction', 'fairytales', 'folktales']).toContain(p.topic);

    // Zero topics are allowed: passages then come from every topic.
    expect((await client.put('/api/v1/reading/topics', { topics: [] })).body).toEqual({
      topics: [],
    });
    expect(await practice(client)).toHaveLength(3);
  });

  it('scores on the server, pays 10 points per right answer into the ledger and updates the record', async () => {
    const { client, user } = await newLearner(server);
    const passages = await practice(client);
    const missed = passages[1]!.questions[0]!.id;
    const answers = answersFor(passages, (id) => (id === missed ? 'wrong' : 'right'), 3000);
    answers[0]!.timeSpent = 6000;
    const res = await submit(client, { submissionId: randomUUID(), answers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 8, total: 9, pointsAwarded: 80 });
    const miss = res.body.results.find((r) => r.questionId === missed)!;
    expect(miss).toMatchObject({
      selectedOption: wrongOption(missed),
      correctAnswer: rightOption(missed),
      isCorrect: false,
      explanation: bankQuestion(missed).explanation,
    });
    expect(res.body.results.filter((r) => r.isCorrect)).toHaveLength(8);

    const profile = await client.get(
      `/api/v1/learners/${encodeURIComponent(user.validKey)}/profile`,
    );
    expect(profile.body.points).toBe(80);
    expect(profile.body.streak).toBe(1);
    expect(await ledgerReadingPoints(user.uid)).toBe(80);

    const { record, progress, history } = await overview(client);
    expect(record).toMatchObject({
      totalPoints: 80,
      correctCount: 8,
      incorrectCount: 1,
      questionCount: 9,
      totalTime: 30_000,
      level: 1,
    });
    expect(record.averageTime).toBeCloseTo(30_000 / 9, 6);
    expect(Date.parse(record.lastAttempt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(progress).toMatchObject({ level: 1, title: 'Beginner', nextLevelAt: 300 });
    expect(progress.pointsToNext).toBe(220);
    expect(history).toEqual([{ at: expect.any(String), score: 8, total: 9 }]);
  });

  it('pays once and answers every retry with the stored result, also when they arrive together', async () => {
    const { client, user } = await newLearner(server);
    const passages = await practice(client);
    const body = { submissionId: randomUUID(), answers: answersFor(passages) };
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit(client, body)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // One paid; every retry says what was scored and that it paid nothing more (issue 26).
    const paid = responses.map((r) => r.body.pointsAwarded).sort((a, b) => b - a);
    expect(paid).toEqual([90, 0, 0, 0, 0, 0]);
    const first = responses.find((r) => r.body.pointsAwarded === 90)!.body;
    // The reading level moved once, told by the answer that paid (ADR 0053), like the points.
    expect(first.levelChange).toMatchObject({ from: null, to: 'A2', evidence: 'practice' });
    const retried = { ...first, pointsAwarded: 0, levelChange: null };
    for (const r of responses) if (r.body !== first) expect(r.body).toEqual(retried);

    const later = await submit(client, body);
    expect(later.body).toEqual(retried);
    expect(await ledgerReadingPoints(user.uid)).toBe(90);
    const { record, history } = await overview(client);
    expect(record).toMatchObject({ totalPoints: 90, questionCount: 9, correctCount: 9 });
    expect(history).toHaveLength(1);
  });

  it('pays for a served passage once, even under different submission ids at the same time', async () => {
    const { client, user } = await newLearner(server);
    const passages = await practice(client);
    const answers = answersFor(passages);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => submit(client, { submissionId: randomUUID(), answers })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    const refused = responses.find((r) => r.status === 400)!;
    expect(refused.body.error!.message).toMatch(/has already been answered/);
    expect(await ledgerReadingPoints(user.uid)).toBe(90);

    const again = await submit(client, { submissionId: randomUUID(), answers });
    expect(again.status).toBe(400);
    expect((await overview(client)).record.questionCount).toBe(9);
  });

  it('adds the word of each missed vocabulary question to the difficult words once', async () => {
    const { client, base } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['science'] });
    const passages = await practice(client);
    const vocabulary = passages
      .flatMap((p) => p.questions)
      .filter((q) => bankQuestion(q.id).tags.includes('vocabulary'));
    expect(vocabulary.length).toBeGreaterThan(0);
    const words = vocabulary.map((q) => bankQuestion(q.id).word!);
    // The learner already has the first word: it is not added again.
    const own = await client.post(`${base}/difficult-words`, {
      word: words[0],
      definition: 'My own note.',
    });
    expect(own.status).toBe(201);

    const res = await submit(client, {
      submissionId: randomUUID(),
      answers: answersFor(passages, () => 'wrong'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 0, pointsAwarded: 0 });
    expect(res.body.wordsAdded).toEqual(words.slice(1));

    const list = (await client.get(`${base}/difficult-words`)).body.words as {
      word: string;
      definition: string;
      category: string;
      source: string;
    }[];
    const keys = list.map((w) => w.word.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(list).toHaveLength(5 + words.length);
    for (const q of vocabulary.slice(1)) {
      const question = bankQuestion(q.id);
      const added = list.find((w) => w.word === question.word);
      expect(added).toMatchObject({ source: 'reading', category: 'science' });
      expect(added!.definition.toLowerCase()).toContain(
        question.options[question.correctIndex]!.toLowerCase(),
      );
    }
    expect(list.find((w) => w.word === words[0])).toMatchObject({ source: 'manual' });
  });

  it('moves the reading level one step per set read well and serves passages around it (ADR 0053)', async () => {
    const { client, base } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['science', 'fiction', 'folktales'] });
    const climb = ['A2', 'B1', 'B2'];
    for (const [round, to] of climb.entries()) {
      const passages = await practice(client);
      const res = await submit(client, {
        submissionId: randomUUID(),
        answers: answersFor(passages),
      });
      expect(res.body.pointsAwarded).toBe(90);
      expect(res.body.levelChange).toMatchObject({
        from: round === 0 ? null : climb[round - 1],
        to,
        evidence: 'practice',
      });
    }
    const levels = (await client.get(`${base}/profile`)).body.levels;
    expect(levels.reading).toMatchObject({ code: 'B2', lastChange: { from: 'B1', to: 'B2' } });
    // The points ladder of the spec's record is unchanged: 270 points is still its level 1.
    const { record, history } = await overview(client);
    expect(record).toMatchObject({ totalPoints: 270, level: 1 });
    expect(history).toHaveLength(3);
    for (const p of await practice(client)) expect(['B1', 'B2', 'C1']).toContain(p.level);
  });

  it('keeps every learner to their own passages and submissions', async () => {
    const alice = await newLearner(server);
    const bob = await newLearner(server);
    const passages = await practice(alice.client);
    const body = { submissionId: randomUUID(), answers: answersFor(passages) };

    const stolen = await submit(bob.client, body);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error!.message).toMatch(/was not given to you/);
    expect((await submit(alice.client, body)).status).toBe(200);
    // Alice's submission id names nothing of Bob's: he gets no copy of her result.
    const replay = await submit(bob.client, body);
    expect(replay.status).toBe(400);
    expect((await overview(bob.client)).record).toMatchObject({ questionCount: 0, totalPoints: 0 });
    expect((await overview(alice.client)).record).toMatchObject({ questionCount: 9 });

    // 'Download my data': all of the learner's reading rows and nobody else's.
    type Row = Record<string, unknown>;
    const exported = async (client: typeof alice.client) =>
      (await client.get('/api/v1/me/data')).body.sections as Record<string, Record<string, Row[]>>;
    const mine = await exported(alice.client);
    expect(mine.profile!.readingRecord![0]).toMatchObject({ questionCount: 9 });
    const served = mine.reading!.servedPassages!;
    expect(served.map((r) => r.passageId).sort()).toEqual(passages.map((p) => p.id).sort());
    expect(served.every((r) => r.submissionId === body.submissionId)).toBe(true);
    expect(mine.reading!.practiceSubmissions).toHaveLength(1);
    expect(mine.reading!.practiceSubmissions![0]).toMatchObject({
      submissionId: body.submissionId,
      score: 9,
    });
    const bobs = await exported(bob.client);
    expect(bobs.reading!.servedPassages).toEqual([]);
    expect(bobs.reading!.practiceSubmissions).toEqual([]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { client, user } = await newLearner(server);
    const passages = await practice(client);
    const good = answersFor(passages);
    const q = good[0]!;
    const cases: [string, object, RegExp][] = [
      [
        'unknown question',
        { answers: [{ ...q, questionId: 'no-such-q1' }, ...good.slice(1)] },
        /no question "no-such-q1"/,
      ],
      ['option 3', { answers: [{ ...q, selectedOption: 3 }, ...good.slice(1)] }, /0, 1 or 2/],
      ['option -1', { answers: [{ ...q, selectedOption: -1 }, ...good.slice(1)] }, /0, 1 or 2/],
      ['option 1.5', { answers: [{ ...q, selectedOption: 1.5 }, ...good.slice(1)] }, /0, 1 or 2/],
      [
        'negative time',
        { answers: [{ ...q, timeSpent: -5 }, ...good.slice(1)] },
        /cannot be negative/,
      ],
      ['too many answers', { answers: [...good, good[0]] }, /At most 9 answers/],
      ['no answers', { answers: [] }, /at least one question/],
      ['a question twice', { answers: [...good.slice(0, 8), good[0]] }, /more than once/],
      ['half a passage', { answers: good.slice(0, 2) }, /Please answer all 3 questions of/],
      ['extra field', { answers: good, score: 9 }, /./],
      [
        'bad submission id',
        { submissionId: 'not-a-uuid', answers: good },
        /submissionId must be a UUID/,
      ],
    ];
    for (const [label, overrides, message] of cases) {
      const res = await submit(client, { submissionId: randomUUID(), ...overrides });
      expect(res.status, label).toBe(400);
      expect(res.body.error!.message, label).toMatch(message);
    }
    // A passage the learner was never given.
    const other = testPassages().find((p) => !passages.some((s) => s.id === p.id))!;
    const foreign = other.questions.map((qq) => ({
      questionId: qq.id,
      selectedOption: qq.correctIndex,
      timeSpent: 1,
    }));
    const notServed = await submit(client, { submissionId: randomUUID(), answers: foreign });
    expect(notServed.status).toBe(400);
    expect(notServed.body.error!.message).toContain(`"${other.title}" was not given to you`);

    const badTopics = [
      { topics: ['dragons'] },
      { topics: ['science', 'science'] },
      { topics: 'science' },
      {},
    ];
    for (const body of badTopics) {
      expect((await client.put('/api/v1/reading/topics', body)).status).toBe(400);
    }
    for (const query of [
      '?topic=dragons',
      '?chip=music',
      '?topic=science&chip=history',
      '?level=B2',
    ]) {
      const res = await client.get(`/api/v1/reading/practice${query}`);
      expect(res.status, query).toBe(400);
    }
    const bothMessage = await client.get('/api/v1/reading/practice?topic=science&chip=history');
    expect(bothMessage.body.error.message).toBe('Choose a topic or a chip, not both.');

    // Nothing changed: no points, no counts, and the served set still pays once.
    const { record, history } = await overview(client);
    expect(record).toMatchObject({
      questionCount: 0,
      totalPoints: 0,
      topics: [],
      lastAttempt: null,
    });
    expect(history).toEqual([]);
    expect(await ledgerReadingPoints(user.uid)).toBe(0);
    const ok = await submit(client, { submissionId: randomUUID(), answers: good });
    expect(ok.status).toBe(200);
    expect(ok.body.pointsAwarded).toBe(90);
  });
});
