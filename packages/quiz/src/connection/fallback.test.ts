import { beforeAll, describe, expect, it } from 'vitest';
import { testWords } from './test-engine';
import { FALLBACK_CONNECTION_QUESTIONS } from './fallback';
import { createFitsTest, type FitsTest } from './relations';
import { toWire } from './wire';

describe('our fallback questions', () => {
  let test: FitsTest;
  beforeAll(() => {
    test = createFitsTest(testWords());
  }, 60_000);

  it('are at least 20, each connection once', () => {
    expect(FALLBACK_CONNECTION_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    const ids = FALLBACK_CONNECTION_QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const kinds = new Set(FALLBACK_CONNECTION_QUESTIONS.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['category', 'compound', 'synonym']);
  });

  it.each(FALLBACK_CONNECTION_QUESTIONS.map((q) => [q.id, q] as const))(
    '%s: the answer fits every clue and no other option does',
    (_, q) => {
      expect(new Set(q.options).size).toBe(4);
      expect(q.options).toContain(q.answer);
      expect(test.fits(q.answer, q.clues)).toBe(true);
      for (const option of q.options.filter((o) => o !== q.answer)) {
        expect(test.fits(option, q.clues), option).toBe(false);
      }
      // The explanation names the answer and every clue, and ends a sentence.
      expect(q.explanation.toLowerCase()).toContain(q.answer);
      for (const clue of q.clues) expect(q.explanation.toLowerCase()).toContain(clue);
      expect(q.explanation).toMatch(/[.!]$/);
      expect(toWire(q).question).toContain(`[${q.clues.join(', ')}]`);
    },
  );

  it('spread the answer over all four option places', () => {
    const places = new Set(FALLBACK_CONNECTION_QUESTIONS.map((q) => q.options.indexOf(q.answer)));
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
  });
});
