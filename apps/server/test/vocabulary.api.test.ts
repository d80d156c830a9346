import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbMode, signUp, startTestServer, type TestServer } from './support/test-server';
import { EASY_TEXT, HARD_TEXT } from './support/sample-texts';

describe(`vocabulary predictor API (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses anonymous callers on every vocabulary endpoint', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/api/v1/predict', { texts: [EASY_TEXT] })).status).toBe(401);
    expect((await anonymous.post('/api/v1/vocabulary/analysis', { text: EASY_TEXT })).status).toBe(
      401,
    );
    expect((await anonymous.put('/api/v1/me/vocabulary-level', { analysisId: 'x' })).status).toBe(
      401,
    );
  });

  it('predicts a level, distribution, score, tokens and feedback for each text', async () => {
    const client = server.client();
    await signUp(client);
    const res = await client.post('/api/v1/predict', { texts: [EASY_TEXT, HARD_TEXT] });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [easy, hard] = res.body;
    expect(easy.dominantLevel).toBe(easy.level);
    expect(['A1', 'A2', 'B1']).toContain(easy.level);
    expect(['B2', 'C1', 'C2']).toContain(hard.level);
    const sum = Object.values(easy.scores as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 6);
    const s = easy.scores;
    expect(easy.score).toBe(
      Math.floor(s.A1 + s.A2 * 20 + s.B1 * 50 + s.B2 * 100 + s.C1 * 150 + s.C2 * 200 + 1e-9),
    );
    expect(easy.wordCount).toBe(EASY_TEXT.match(/\w+/g)!.length);
    expect(easy.uniqueWords).toBeGreaterThan(10);
    expect(easy.uniqueWords).toBeLessThanOrEqual(easy.wordCount);
    expect(easy.feedback.length).toBeGreaterThan(20);
    const family = easy.tokens.find((t: { text: string }) => t.text === 'family');
    expect(EASY_TEXT.slice(family.start, family.end)).toBe('family');
    expect(family.level).toMatch(/^[ABC][12]$/);
  });

  it('answers rule-breaking texts with 400 and the rule messages in order', async () => {
    const client = server.client();
    await signUp(client);
    const cases: Array<[string, string]> = [
      ['Too short.', 'Text should be at least 50 characters long for accurate analysis.'],
      [
        'Extraordinarily sophisticated vocabulary demonstrates considerable proficiency.',
        'Please write at least 10 words for meaningful analysis.',
      ],
      [
        'I really like going to the park with my friends and family every weekend in summer',
        'Please write at least 2 complete sentences.',
      ],
      [
        'I really enjoy reading books in the evening. My favourite author writes about 東京 and its people.',
        'Please write only in English using standard characters.',
      ],
    ];
    for (const [text, message] of cases) {
      const res = await client.post('/api/v1/predict', { texts: [text] });
      expect(res.status, text).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.messages[0]).toBe(message);
    }
    const repeated = 'The house is big. The house is red. The house is old. The house is mine.';
    const res = await client.post('/api/v1/predict', { texts: [repeated] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Avoid excessive repetition of words: house/);
  });

  it('refuses empty text, 11 texts, oversized texts and malformed JSON', async () => {
    const client = server.client();
    await signUp(client);
    const empty = await client.post('/api/v1/predict', { texts: ['   '] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please write some text to analyse.');

    const eleven = await client.post('/api/v1/predict', { texts: Array(11).fill(EASY_TEXT) });
    expect(eleven.status).toBe(400);
    expect(eleven.body.error.message).toBe('Send at most 10 texts at once.');
    expect((await client.post('/api/v1/predict', { texts: [] })).status).toBe(400);

    const long = await client.post('/api/v1/predict', { texts: [EASY_TEXT.repeat(40)] });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Text is too long. Please keep it under 5000 characters.');

    const huge = await client.post('/api/v1/predict', { texts: ['a'.repeat(100_000)] });
    expect(huge.status).toBe(413);

    const malformed = await client.post('/api/v1/predict', '{"texts": [');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('BAD_REQUEST');
  });

  it('stores an analysis and saves its level title and feedback, ignoring forged fields', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const before = await client.get('/api/v1/me');
    expect(before.body.level).toBe('level');

    const analysis = await client.post('/api/v1/vocabulary/analysis', { text: HARD_TEXT });
    expect(analysis.status).toBe(201);
    expect(analysis.body.analysisId).toEqual(expect.any(String));
    expect(analysis.body.tokens.length).toBeGreaterThan(20);
    const titles: Record<string, string> = {
      A1: 'Beginner',
      A2: 'Elementary',
      B1: 'Intermediate',
      B2: 'Upper Intermediate',
      C1: 'Advanced',
      C2: 'Proficient',
    };
    const expected = titles[analysis.body.level]!;
    expect(analysis.body.levelTitle).toBe(expected);

    const forgedLevel = expected === 'Beginner' ? 'Proficient' : 'Beginner';
    const saved = await client.put('/api/v1/me/vocabulary-level', {
      analysisId: analysis.body.analysisId,
      level: forgedLevel,
      vocabularyFeedback: 'forged',
      score: 999,
    });
    expect(saved.status).toBe(200);
    // The first analysis places the vocabulary level (ADR 0053).
    expect(saved.body).toEqual({
      level: expected,
      vocabularyFeedback: analysis.body.feedback,
      change: {
        from: null,
        to: analysis.body.level,
        shown: analysis.body.level,
        evidence: 'analyser',
        at: expect.any(String),
      },
    });

    expect((await client.get('/api/v1/me')).body.level).toBe(expected);
    const profile = await client.get(
      `/api/v1/learners/${encodeURIComponent(user.validKey)}/profile`,
    );
    expect(profile.body.level).toBe(expected);
    expect(profile.body.vocabularyFeedback).toBe(analysis.body.feedback);
  });

  it("refuses to save another learner's analysis or an unknown id (404)", async () => {
    const owner = server.client();
    await signUp(owner);
    const analysis = await owner.post('/api/v1/vocabulary/analysis', { text: EASY_TEXT });
    expect(analysis.status).toBe(201);

    const intruder = server.client();
    await signUp(intruder);
    const stolen = await intruder.put('/api/v1/me/vocabulary-level', {
      analysisId: analysis.body.analysisId,
    });
    expect(stolen.status).toBe(404);
    expect((await intruder.get('/api/v1/me')).body.level).toBe('level');
    const unknown = await intruder.put('/api/v1/me/vocabulary-level', { analysisId: 'nope' });
    expect(unknown.status).toBe(404);
    expect((await intruder.put('/api/v1/me/vocabulary-level', {})).status).toBe(400);
  });

  it('answers an invalid modal text with 400 and stores nothing to save', async () => {
    const client = server.client();
    await signUp(client);
    const res = await client.post('/api/v1/vocabulary/analysis', { text: 'Too short.' });
    expect(res.status).toBe(400);
    expect(res.body.error.messages).toContain(
      'Text should be at least 50 characters long for accurate analysis.',
    );
  });
});
