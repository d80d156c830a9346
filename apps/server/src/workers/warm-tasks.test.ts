import { loadPassages } from '@lexora/content/passages';
import { describe, expect, it } from 'vitest';
import { pronunciationTasks, voicedRecording } from '../modules/pronunciation/pronunciation.tasks';
import { passagesToWarmOn } from '../modules/vocabulary/vocabulary.tasks';

// A pool thread warms on work like learners': V8 then compiles the hot code before the first
// learner's task instead of during the first seconds under load.
describe('the worker pool warm-up', () => {
  it('analyses passages of every level and many topics', () => {
    const bank = loadPassages();
    const chosen = passagesToWarmOn(bank);
    expect(chosen).toHaveLength(24);
    expect(new Set(chosen.map((p) => p.id)).size).toBe(24);
    expect(new Set(chosen.map((p) => p.level))).toEqual(new Set(bank.map((p) => p.level)));
    expect(new Set(chosen.map((p) => p.topic)).size).toBeGreaterThanOrEqual(8);
  });

  it('prepares recordings that take the speech path, at both browser rates', () => {
    for (const rate of [44_100, 48_000]) {
      const prepared = pronunciationTasks['speech.prepare'](voicedRecording(rate, () => 0.5));
      expect(prepared.kind).toBe('speech');
      // About the voiced second with its padding and margins, at 16 kHz.
      if (prepared.kind === 'speech') expect(prepared.samples.length / 16_000).toBeGreaterThan(1);
    }
  });
});
