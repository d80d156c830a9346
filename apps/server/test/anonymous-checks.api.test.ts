import { PocketsphinxEngine } from '@lexora/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearnerLimits, DEFAULT_LEARNER_LIMITS } from '../src/limits/learner-limits';
import { MemoryUsageCounter } from '../src/limits/usage-counter';
import { spokenWordWav } from './support/speech-audio';
import {
  dbMode,
  signUp,
  startTestServer,
  TEST_ORIGIN,
  type TestClient,
  type TestServer,
} from './support/test-server';

// Real pocketsphinx on espeak-ng speech, as in pronunciation.api.test.ts.
async function check(client: TestClient, audio: Uint8Array) {
  const form = new FormData();
  form.set('audio', new Blob([Buffer.from(audio)], { type: 'audio/wav' }), 'recording.wav');
  form.set('expected_word', 'elephant');
  return client.request('POST', '/api/v1/pronunciation/check', form, {
    headers: { origin: TEST_ORIGIN },
  });
}

/**
 * A server behind one trusted proxy hop with real speech helpers, letting each visitor's
 * address check `perAddress` recordings a minute; closed after the suite.
 */
function suiteWithSpeech(engineOptions: { size: number; queueLimit?: number }, perAddress: number) {
  const engine = new PocketsphinxEngine(engineOptions);
  const suite = {} as { server: TestServer; audio: Uint8Array };
  beforeAll(async () => {
    await engine.warmUp();
    suite.audio = await spokenWordWav('elephant');
    suite.server = await startTestServer({
      speech: engine,
      trustProxy: { hops: 1 },
      learnerLimits: createLearnerLimits(new MemoryUsageCounter(), {
        ...DEFAULT_LEARNER_LIMITS,
        'anonymous-check': { limit: perAddress, windowSeconds: 60 },
      }),
    });
  });
  afterAll(async () => {
    await suite.server.close();
    await engine.close();
  });
  return suite;
}

describe(`visitors' pronunciation checks (${dbMode})`, { timeout: 120_000 }, () => {
  // Per-address allowance large enough for the flood; the next suite reaches a small one.
  const suite = suiteWithSpeech({ size: 2, queueLimit: 8 }, 1000);

  it('a flood of anonymous checks from 16 addresses leaves a signed-in learner served', async () => {
    const learner = suite.server.client({ 'x-forwarded-for': '203.0.113.200' });
    await signUp(learner);
    let flooding = true;
    const visitorStatuses: number[] = [];
    const visitors = Array.from({ length: 16 }, async (_, i) => {
      const visitor = suite.server.client({ 'x-forwarded-for': `198.51.100.${i + 1}` });
      while (flooding) visitorStatuses.push((await check(visitor, suite.audio)).status);
    });
    const learnerStatuses: number[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 6; i++) learnerStatuses.push((await check(learner, suite.audio)).status);
    } finally {
      flooding = false;
      await Promise.all(visitors);
    }
    const count = (list: number[]) =>
      JSON.stringify(
        Object.fromEntries([...new Set(list)].map((s) => [s, list.filter((x) => x === s).length])),
      );
    // The figures docs/benchmarks.md records ("Faults and abuse").
    console.info(
      `anonymous flood: learner ${count(learnerStatuses)}, visitors ${count(visitorStatuses)}`,
    );
    expect(learnerStatuses).toEqual([200, 200, 200, 200, 200, 200]);
    // Visitors were served too, one at a time, and told "busy" past their share.
    expect(visitorStatuses).toContain(200);
    expect(visitorStatuses).toContain(503);
    expect(visitorStatuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});

describe(`visitors' allowance per address (${dbMode})`, { timeout: 60_000 }, () => {
  const suite = suiteWithSpeech({ size: 1 }, 3);

  it('refuses an address past its allowance with 429, while another address and learners go on', async () => {
    const visitor = suite.server.client({ 'x-forwarded-for': '198.51.100.77' });
    for (let i = 0; i < 3; i++) expect((await check(visitor, suite.audio)).status).toBe(200);
    const refused = await check(visitor, suite.audio);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Sign in to keep practising/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const neighbour = suite.server.client({ 'x-forwarded-for': '198.51.100.78' });
    expect((await check(neighbour, suite.audio)).status).toBe(200);
    const learner = suite.server.client({ 'x-forwarded-for': '198.51.100.77' });
    await signUp(learner);
    expect((await check(learner, suite.audio)).status).toBe(200);
  });
});
