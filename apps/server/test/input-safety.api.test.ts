import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbMode,
  newLearner,
  startTestServer,
  uniqueEmail,
  type TestClient,
  type TestServer,
} from './support/test-server';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'smile \uD83D';

/** Every text field of every JSON body, with a body that is otherwise valid. */
function textFieldCases(base: string): Array<[string, string, string, (bad: string) => unknown]> {
  const game = (field: string) => (bad: string) => ({
    gameId: randomUUID(),
    game: 'taboo',
    score: 1,
    [field]: [bad],
  });
  return [
    ['POST', '/api/v1/auth/sign-up', 'name', (bad) => signUpBody({ name: bad })],
    ['POST', '/api/v1/auth/sign-up', 'email', (bad) => signUpBody({ email: `${bad}@x.io` })],
    [
      'POST',
      '/api/v1/auth/sign-up',
      'password',
      (bad) => signUpBody({ password: `${bad}-long-pw` }),
    ],
    ['POST', '/api/v1/auth/sign-in', 'password', (bad) => ({ email: 'a@b.io', password: bad })],
    ['PATCH', `${base}/profile`, 'name', (bad) => ({ name: bad })],
    ['PATCH', `${base}/profile`, 'timeZone', (bad) => ({ timeZone: bad })],
    ['PUT', `${base}/preferences`, 'contextInterests', (bad) => ({ contextInterests: [bad] })],
    ['PATCH', `${base}/reading-record`, 'grade', (bad) => ({ grade: bad })],
    ['POST', '/api/v1/vocabulary/analysis', 'text', (bad) => ({ text: `Hello there ${bad}` })],
    ['POST', '/api/v1/predict', 'texts', (bad) => ({ texts: [`Hello there ${bad}`] })],
    ['PUT', '/api/v1/me/vocabulary-level', 'analysisId', (bad) => ({ analysisId: bad })],
    ['POST', `${base}/difficult-words`, 'word', (bad) => ({ word: bad, definition: 'd' })],
    ['POST', `${base}/difficult-words`, 'definition', (bad) => ({ word: 'w', definition: bad })],
    [
      'POST',
      `${base}/difficult-words/reviews`,
      'wordId',
      (bad) => ({ reviews: [{ wordId: bad, correct: true }] }),
    ],
    ['POST', '/api/v1/games/results', 'missedWords', game('missedWords')],
    ['POST', '/api/v1/games/results', 'correctWords', game('correctWords')],
    [
      'POST',
      '/api/v1/games/results',
      'matchedWordIds',
      (bad) => ({ gameId: randomUUID(), game: 'matching', score: 50, matchedWordIds: [bad, bad] }),
    ],
    [
      'POST',
      '/api/v1/pronunciation/practice-words',
      'level',
      (bad) => ({ phonemes: ['TH'], level: bad }),
    ],
    [
      'POST',
      '/api/v1/pronunciation/practice-words',
      'exclude',
      (bad) => ({ phonemes: ['TH'], exclude: [bad] }),
    ],
    ['POST', '/api/v1/wordexplanation', 'word', (bad) => ({ word: `house ${bad}` })],
    ['POST', '/api/v1/wordexplanation', 'level', (bad) => ({ word: 'house', level: bad })],
    [
      'POST',
      '/api/v1/wordexplanation',
      'preferences',
      (bad) => ({ word: 'house', preferences: bad }),
    ],
    [
      'POST',
      '/api/v1/wordexplanation/answer',
      'questionId',
      (bad) => ({ questionId: bad, choice: 0 }),
    ],
  ];
}

function signUpBody(override: Record<string, string>) {
  return { name: 'Safe Name', email: uniqueEmail(), password: 'correct-horse-1', ...override };
}

describe(`text that PostgreSQL cannot store is refused with a 400 (${dbMode})`, () => {
  let server: TestServer;
  let learner: { client: TestClient; base: string };
  beforeAll(async () => {
    server = await startTestServer();
    learner = await newLearner(server);
  });
  afterAll(() => server.close());

  it('refuses a NUL character or a lone surrogate in every text field', async () => {
    const failures: string[] = [];
    for (const [method, path, field, body] of textFieldCases(learner.base)) {
      for (const [kind, bad] of [
        ['NUL', NUL],
        ['lone surrogate', LONE_SURROGATE],
      ]) {
        // Auth calls go from a fresh browser, so a wrongly accepted sign-up cannot swap sessions.
        const client = path.startsWith('/api/v1/auth/') ? server.client() : learner.client;
        const res = await client.request(method, path, body(bad as string));
        const ok =
          res.status === 400 &&
          res.body.error.code === 'VALIDATION_FAILED' &&
          /cannot be saved/.test(res.body.error.message);
        if (!ok) failures.push(`${method} ${path} ${field} (${kind}): ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    const me = await learner.client.get('/api/v1/me');
    expect(me.body.name).toBe('Test Learner');
  });

  it('refuses such a character in the learner key of a URL', async () => {
    const res = await learner.client.get('/api/v1/learners/a%00b/profile');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers an empty PATCH with 400 "Nothing to change." and changes nothing', async () => {
    for (const path of [`${learner.base}/profile`, `${learner.base}/reading-record`]) {
      const res = await learner.client.patch(path, {});
      expect(res.status, path).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Nothing to change.',
      });
    }
    const empty = await learner.client.put(`${learner.base}/preferences`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Nothing to change.');
    const record = await learner.client.get(`${learner.base}/reading-record`);
    expect(record.body).toMatchObject({ topics: [], grade: null });
  });
});
