import { analyzeText } from '@lexora/cefr';
import { BACKGROUND_NICE, currentThreadId, encodeWav, prepareRecording } from '@lexora/speech';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { voicedRecording } from '../modules/pronunciation/pronunciation.tasks';
import { sharedEngineHolder } from '../modules/vocabulary/vocabulary-engine';
import { createTaskPool, type TaskPool } from './task-pool';

const TEXTS = [
  'I like my family very much. We often go to the park on Sunday and play football together.',
  'Although the committee acknowledged the considerable merits of the proposal, its members ' +
    'remained sceptical about the feasibility of implementing such an ambitious framework. ' +
    'Consequently, they recommended a comprehensive evaluation before allocating resources.',
  'Too short.',
  '   ',
];

// Threads load TypeScript and the analyser on a shared machine: generous limits, no timings.
describe('worker task pool', { timeout: 60_000 }, () => {
  let pool: TaskPool;
  beforeAll(async () => {
    pool = createTaskPool({ threads: 1, queueLimit: 1 });
    await pool.warmUp();
  }, 60_000);
  afterAll(() => pool.close());

  it('returns the same CEFR analyses as the analyser in this thread', async () => {
    const engine = sharedEngineHolder().get();
    for (const text of TEXTS) {
      expect(await pool.run('cefr.analyse', text)).toEqual(analyzeText(text, engine));
    }
  });

  it('prepares recordings like the engine does in-process, and reports bad files as data', async () => {
    const wav = voicedRecording(44_100, Math.random);
    const local = prepareRecording(wav, Math.random);
    const copy = wav.slice();
    const prepared = await pool.run('speech.prepare', copy, { transfer: [copy.buffer] });
    expect(prepared.kind).toBe('speech');
    if (prepared.kind === 'speech') {
      expect(prepared.samples).toBeInstanceOf(Int16Array);
      // Same cut and length; only the added noise (dither) differs between runs.
      expect(prepared.samples.length).toBe(local?.length);
    }
    expect(await pool.run('speech.prepare', encodeWav(new Int16Array(16_000), 16_000))).toEqual({
      kind: 'silence',
    });
    expect(await pool.run('speech.prepare', new Uint8Array([1, 2, 3]))).toEqual({
      kind: 'invalid',
      code: 'not_wav',
      message: 'The recording is not a WAV file.',
    });
  });

  it('answers SERVICE_BUSY with a retry delay once the thread and its queue are taken', async () => {
    const flag = new SharedArrayBuffer(4);
    const running = pool.run('pool.hold', flag);
    const queued = pool.run('pool.hold', flag);
    const refused = await pool.run('cefr.analyse', TEXTS[0]!).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('SERVICE_BUSY');
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).extra.retryAfterSeconds).toBeGreaterThan(0);
    // Releasing the thread lets both held tasks finish and the pool take work again.
    Atomics.store(new Int32Array(flag), 0, 1);
    Atomics.notify(new Int32Array(flag), 0);
    await Promise.all([running, queued]);
    const after = await pool.run('cefr.analyse', TEXTS[0]!);
    expect(after.kind).toBe('ok');
  });

  it('warms the analyser in every thread first, then the rest one thread at a time', async () => {
    const warm = createTaskPool({ threads: 2, warm: true });
    try {
      const first = await warm.warmUp();
      expect(first).toHaveLength(2);
      for (const status of first) {
        expect(status.warmMs.first).toBeGreaterThan(0);
        expect(status.heapUsedMb).toBeGreaterThan(10);
      }
      // One thread loads the other engines; the other is free, so a learner's analysis is
      // answered before the second stage is done everywhere.
      const order: string[] = [];
      const [rest, analysis] = await Promise.all([
        warm.fullyWarm().then((statuses) => (order.push('fully warm'), statuses)),
        warm.run('cefr.analyse', TEXTS[1]!).then((result) => (order.push('analysis'), result)),
      ]);
      expect(analysis.kind).toBe('ok');
      expect(order).toEqual(['analysis', 'fully warm']);
      expect(rest.map((s) => s.threadId).sort()).toEqual(first.map((s) => s.threadId).sort());
      // The second stage ran in one thread at a time: one's window ended before the other's began.
      const windows = rest.map((s) => s.restWindow!).sort((a, b) => a.from - b.from);
      expect(windows[0]!.to).toBeLessThanOrEqual(windows[1]!.from);
      for (const status of rest) expect(status.warmMs.rest).toBeGreaterThan(0);
    } finally {
      await warm.close();
    }
  }, 180_000);

  it('runs its threads below the priority of the thread that made the pool (Linux)', async () => {
    const [status] = await pool.warmUp();
    const here = currentThreadId();
    if (process.platform !== 'linux' || here === undefined)
      return expect(status?.nice).toBeUndefined();
    // ADR 0028: the event loop wins the CPU over analyses and recording preparation.
    expect(status?.nice).toBe(BACKGROUND_NICE);
    expect(getPriority(here)).toBe(0);
  });

  it('leaves its threads at the priority they started with when told nice 0', async () => {
    const unlowered = createTaskPool({ threads: 1, nice: 0 });
    try {
      const [status] = await unlowered.warmUp();
      if (process.platform === 'linux') expect(status?.nice).toBe(0);
    } finally {
      await unlowered.close();
    }
  });
});
