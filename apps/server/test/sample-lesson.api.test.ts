import {
  sampleAnswerSchema,
  sampleLessonSchema,
  sampleWordExplanationSchema,
  type SampleLesson,
} from '@lexora/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearnerLimits, DEFAULT_LEARNER_LIMITS } from '../src/limits/learner-limits';
import { MemoryUsageCounter } from '../src/limits/usage-counter';
import { SAMPLE_QUIZ_SETS } from '@lexora/quiz/sample-lesson';
import { SAMPLE_PASSAGES } from '../src/modules/sample-lesson/sample-lesson.service';
import {
  dbMode,
  startTestServer,
  testPassages,
  type TestClient,
  type TestServer,
} from './support/test-server';

/** Each test is its own visitor, behind the one trusted proxy hop, with its own allowance. */
let visitors = 0;
const visitor = (server: TestServer) =>
  server.client({ 'x-forwarded-for': `198.51.100.${(visitors += 1)}` });

async function lessonAt(client: TestClient, level: 'A2' | 'B1'): Promise<SampleLesson> {
  const res = await client.get(`/api/v1/sample-lesson?level=${level}`);
  expect(res.status).toBe(200);
  return sampleLessonSchema.parse(res.body);
}

/** The right option of a question, found by answering each option in turn. */
async function rightOptions(client: TestClient, id: string, options: number) {
  const answers = [];
  for (let choice = 0; choice < options; choice++) {
    const res = await client.post('/api/v1/sample-lesson/check', { questionId: id, choice });
    expect(res.status).toBe(200);
    answers.push(sampleAnswerSchema.parse(res.body));
  }
  return answers;
}

describe(`the visitor's sample lesson (${dbMode})`, { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: { hops: 1 } });
  });
  afterAll(() => server.close());

  it('serves the chosen passage and the quiz engines’ stored questions to a visitor, without keys', async () => {
    const client = visitor(server);
    for (const level of ['A2', 'B1'] as const) {
      const raw = await client.get(`/api/v1/sample-lesson?level=${level}`);
      expect(raw.status).toBe(200);
      // No key, explanation or answer field anywhere in what the browser gets.
      expect(JSON.stringify(raw.body)).not.toMatch(/"(correct\w*|explanation|answer)":/i);
      const lesson = sampleLessonSchema.parse(raw.body);
      const passage = testPassages().find((p) => p.id === SAMPLE_PASSAGES[level])!;
      expect(passage.level).toBe(level);
      expect(lesson.reading.text).toBe(passage.text);
      expect(lesson.reading.questions.map((q) => q.prompt)).toEqual(
        passage.questions.map((q) => q.question),
      );
      expect(lesson.blanks.map((q) => q.prompt)).toEqual(
        SAMPLE_QUIZ_SETS[level].blanks.map((q) => q.prompt),
      );
      for (const blank of lesson.blanks) {
        expect(blank.prompt).toContain('_____');
        expect(blank.options).toHaveLength(4);
      }
      expect(lesson.connections.map((q) => q.clues)).toEqual(
        SAMPLE_QUIZ_SETS[level].connections.map((q) => q.clues),
      );
      for (const connection of lesson.connections) expect(connection.clues).toHaveLength(3);
    }
    // The same lesson again: every visitor meets the same questions.
    expect(await lessonAt(client, 'A2')).toEqual(await lessonAt(visitor(server), 'A2'));
  });

  it("checks each answer on the server against the bank's key, one right option each", async () => {
    const client = visitor(server);
    const lesson = await lessonAt(client, 'A2');
    const passage = testPassages().find((p) => p.id === SAMPLE_PASSAGES.A2)!;
    for (const [i, question] of lesson.reading.questions.entries()) {
      const answers = await rightOptions(client, question.id, question.options.length);
      const right = answers.filter((a) => a.correct).map((a) => a.choice);
      expect(right).toEqual([passage.questions[i]!.correctIndex]);
      expect(answers.every((a) => a.correctIndex === right[0])).toBe(true);
      expect(answers[0]!.explanation).toBe(passage.questions[i]!.explanation);
    }
    const quizQuestions = [...lesson.blanks, ...lesson.connections];
    const keys = [...SAMPLE_QUIZ_SETS.A2.blanks, ...SAMPLE_QUIZ_SETS.A2.connections];
    const quizClient = visitor(server);
    for (const [i, question] of quizQuestions.entries()) {
      const answers = await rightOptions(quizClient, question.id, question.options.length);
      expect(answers.filter((a) => a.correct).map((a) => a.choice)).toEqual([
        keys[i]!.correctIndex,
      ]);
      expect(answers[0]!.explanation).toBe(keys[i]!.explanation);
    }
  });

  it('refuses a question it never served and an option that is not there', async () => {
    const client = visitor(server);
    const unknown = await client.post('/api/v1/sample-lesson/check', {
      questionId: 'c2-reading-1',
      choice: 0,
    });
    expect(unknown.status).toBe(404);
    const outside = await client.post('/api/v1/sample-lesson/check', {
      questionId: 'a2-reading-1',
      choice: 4,
    });
    expect(outside.status).toBe(400);
    expect((await client.get('/api/v1/sample-lesson?level=C2')).status).toBe(400);
  });

  it("explains a word of the passage from the learner's dictionary, and only such words", async () => {
    const client = visitor(server);
    const res = await client.post('/api/v1/sample-lesson/word', { word: 'market', level: 'A2' });
    expect(res.status).toBe(200);
    const explained = sampleWordExplanationSchema.parse(res.body);
    expect(explained).toMatchObject({ kind: 'explanation', word: 'market', source: 'lexora' });
    if (explained.kind !== 'explanation') throw new Error('not explained');
    expect(explained.learnerLevel).toBe('A2');
    expect(explained.definition.length).toBeGreaterThan(5);
    expect(explained.question).toBeNull();

    const elsewhere = await client.post('/api/v1/sample-lesson/word', {
      word: 'resilient',
      level: 'A2',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toMatch(/word of the sample passage/);
  });
});

describe(`the sample lesson's allowance per address (${dbMode})`, { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: { hops: 1 },
      learnerLimits: createLearnerLimits(new MemoryUsageCounter(), {
        ...DEFAULT_LEARNER_LIMITS,
        // A window longer than any stall of a busy machine between the four requests.
        'sample-lesson': { limit: 3, windowSeconds: 3600 },
      }),
    });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past the allowance, and serves another address', async () => {
    const flooding = server.client({ 'x-forwarded-for': '203.0.113.7' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await flooding.get('/api/v1/sample-lesson?level=A2')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await flooding.post('/api/v1/sample-lesson/check', {
      questionId: 'a2-reading-1',
      choice: 0,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = server.client({ 'x-forwarded-for': '203.0.113.8' });
    expect((await other.get('/api/v1/sample-lesson?level=A2')).status).toBe(200);
  });
});
