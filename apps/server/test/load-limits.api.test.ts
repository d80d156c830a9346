import { encodeWav } from '@lexora/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEARNER_LIMITS } from '../src/limits/learner-limits';
import {
  dbMode,
  newLearner,
  startTestServer,
  TEST_ORIGIN,
  type TestClient,
  type TestServer,
} from './support/test-server';

const TEXT =
  'I like my family very much. We often go to the park on Sunday and play football together. ' +
  'My brother is older than me, and he always wins, but I do not mind because it is fun.';

/** One second of silence: prepared in the pool, answered without the recogniser. */
const SILENCE = encodeWav(new Int16Array(16_000), 16_000);

function check(client: TestClient) {
  const form = new FormData();
  form.set('audio', new Blob([Buffer.from(SILENCE)], { type: 'audio/wav' }), 'recording.wav');
  form.set('expected_word', 'computer');
  return client.request('POST', '/api/v1/pronunciation/check', form, {
    headers: { origin: TEST_ORIGIN },
  });
}

const analyse = (client: TestClient) => client.post('/api/v1/vocabulary/analysis', { text: TEXT });

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe(`worker pool queue bound (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // One thread and no waiting room: one held task makes the pool full.
    server = await startTestServer({ pool: { threads: 1, queueLimit: 0 } });
  });
  afterAll(() => server.close());

  it('answers 503 "busy" with Retry-After while the pool is full, and works again after', async () => {
    const { client } = await newLearner(server);
    const flag = new SharedArrayBuffer(4);
    const held = server.tasks.run('pool.hold', flag);
    try {
      const busy = await analyse(client);
      expect(busy.status).toBe(503);
      expect(busy.body.error.code).toBe('SERVICE_BUSY');
      expect(busy.body.error.message).toBe('Lexora is busy, try again in a moment.');
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);

      const busyCheck = await check(client);
      expect(busyCheck.status).toBe(503);
      expect(busyCheck.headers.get('retry-after')).not.toBeNull();

      // Practice words fall back to the built-in lists rather than failing.
      const words = await client.post('/api/v1/pronunciation/practice-words', {
        phonemes: ['TH'],
        level: 'B1',
      });
      expect(words.status).toBe(200);
      expect(words.body.words.TH).toHaveLength(5);
    } finally {
      Atomics.store(new Int32Array(flag), 0, 1);
      Atomics.notify(new Int32Array(flag), 0);
      await held;
    }
    expect((await analyse(client)).status).toBe(201);
    expect((await check(client)).status).toBe(200);
  });
});

describe(`per-learner limits (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Room for every request in the queue: only the learner limit refuses.
    server = await startTestServer({ pool: { threads: 1, queueLimit: 100 } });
  });
  afterAll(() => server.close());

  it('lets the allowance of 50 parallel analyses through and refuses the rest with 429', async () => {
    const { client } = await newLearner(server);
    const responses = await Promise.all(Array.from({ length: 50 }, () => analyse(client)));
    const allowed = DEFAULT_LEARNER_LIMITS.analysis.limit;
    expect(statusCounts(responses.map((r) => r.status))).toEqual({
      201: allowed,
      429: 50 - allowed,
    });
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toMatch(/many analyses.*try again in \d+ seconds/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // /predict draws on the same allowance.
    expect((await client.post('/api/v1/predict', { texts: [TEXT] })).status).toBe(429);

    // Another learner is not affected.
    const other = await newLearner(server);
    expect((await analyse(other.client)).status).toBe(201);
  });

  it('counts every text of a /predict batch', async () => {
    const { client } = await newLearner(server);
    const limit = DEFAULT_LEARNER_LIMITS.analysis.limit;
    const batches = Math.floor(limit / 10);
    for (let i = 0; i < batches; i += 1) {
      const ok = await client.post('/api/v1/predict', { texts: Array(10).fill(TEXT) });
      expect(ok.status).toBe(200);
    }
    const over = await client.post('/api/v1/predict', {
      texts: Array(limit - batches * 10 + 1).fill(TEXT),
    });
    expect(over.status).toBe(429);
  });

  it('limits a learner’s pronunciation checks, not a guest’s or another learner’s', async () => {
    const { client } = await newLearner(server);
    const responses = await Promise.all(Array.from({ length: 50 }, () => check(client)));
    const allowed = DEFAULT_LEARNER_LIMITS['pronunciation-check'].limit;
    expect(statusCounts(responses.map((r) => r.status))).toEqual({
      200: allowed,
      429: 50 - allowed,
    });
    // Only the allowed checks were counted in the learner's stats.
    const stats = await client.get('/api/v1/pronunciation/stats');
    expect(stats.body.correct + stats.body.practice).toBe(allowed);

    expect((await check(server.client())).status).toBe(200);
    expect((await check((await newLearner(server)).client)).status).toBe(200);
  });
});
