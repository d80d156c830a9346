import { seededRandom } from '@lexora/games';
import { loadWordData } from '@lexora/words/load';
import { describe, expect, it } from 'vitest';
import bankData from '../../data/fill-blank-bank.json';
import { createFillBlankEngine } from './engine';
import { WRITTEN_FILL_BLANK_QUESTIONS } from './fallback';
import { questionProblems } from './validate';
import { WRITTEN_BANK } from './written-bank';

const engine = createFillBlankEngine(loadWordData());

describe('written bank (data/fill-blank-bank.json)', () => {
  it('is read from the data file, every entry with an answer and three wrong options', () => {
    expect(WRITTEN_BANK.length).toBe(bankData.length);
    expect(WRITTEN_BANK.length).toBeGreaterThanOrEqual(150);
    for (const q of WRITTEN_BANK)
      expect(q.options[q.correctIndex], q.id).toBe(bankData.find((e) => e.id === q.id)!.answer);
  });

  it('has unique ids and sentences, none shared with the fallback questions', () => {
    const all = [...WRITTEN_BANK, ...WRITTEN_FILL_BLANK_QUESTIONS];
    const repeated = (keys: string[]) => keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(repeated(all.map((q) => q.id))).toEqual([]);
    expect(repeated(all.map((q) => q.sentence.toLowerCase()))).toEqual([]);
  });

  it('passes the validator the generated questions pass (level, content rules, one blank)', () => {
    const problems = WRITTEN_BANK.flatMap((q) =>
      questionProblems(
        { ...q, answer: q.options[q.correctIndex]!, options: q.options },
        engine.validator,
      ).map((p) => `${q.id}: ${p}`),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('stores the sense each sentence was written for, and explains with its definition', () => {
    const items = new Map(
      engine
        .bank()
        .filter((i) => i.written)
        .map((i) => [i.key, i]),
    );
    for (const entry of bankData) expect(Number.isInteger(entry.senseNumber), entry.id).toBe(true);
    // Served: all but the few whose definition names the word ("warm: keeping you warm").
    expect(items.size).toBeGreaterThanOrEqual(bankData.length - 10);
    // At A1-A2 the sense's simple definition when it has one (ADR 0055, 2026-11-29e).
    for (const [id, item] of items) {
      expect([item.sense.simple, item.sense.definition], id).toContain(item.definition);
    }
    // A planted entry without its sense is refused.
    const { senseNumber: _, ...unsensed } = WRITTEN_BANK[0]!;
    expect(engine.writtenItem({ ...unsensed, id: 'planted' })).toBeNull();
    expect(engine.writtenItem(WRITTEN_BANK[0]!)).not.toBeNull();
  }, 180_000);

  it("has exactly one option that fits by the engine's own check (as bench:quiz counts)", () => {
    const fitting = WRITTEN_BANK.flatMap((w) => {
      const item = engine.writtenItem(w);
      const q = item && engine.fromItem(item, seededRandom(1));
      if (!q) return [];
      const fit = q.options!.filter((o) => engine.fits(q, o));
      return fit.length === 1 && fit[0] === q.answer ? [] : [`${w.id}: ${fit.join(', ')}`];
    });
    expect(fitting).toEqual([]);
  }, 120_000);

  it('names every option in its explanation', () => {
    for (const q of WRITTEN_BANK) {
      for (const option of q.options) expect(q.explanation.toLowerCase(), q.id).toContain(option);
    }
  });
});
