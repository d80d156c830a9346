import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, questionDifficulty, validateModel } from './model';

describe('the difficulty table', () => {
  it('adds the tag offset to the level, averaging several tags and ignoring unknown ones', () => {
    expect(questionDifficulty('B1', ['inference'])).toBeCloseTo(1.1, 12);
    expect(questionDifficulty('A1', ['detail', 'vocabulary'])).toBeCloseTo(-2.1, 12);
    expect(questionDifficulty('A2', ['no-such-tag'])).toBeCloseTo(-0.7, 12);
    expect(questionDifficulty('B2', [])).toBe(2);
    expect(questionDifficulty('C2', ['detail'])).toBeCloseTo(4.2, 12);
  });

  it('has seed offsets that sum to zero, so they do not move the levels', () => {
    const sum = Object.values(DEFAULT_MODEL.tagOffsets).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(0, 12);
  });

  it('accepts a model file that is complete and refuses one that is not', () => {
    expect(validateModel(JSON.parse(JSON.stringify(DEFAULT_MODEL)))).toEqual(DEFAULT_MODEL);
    // A table from before C1 and C2 were written is incomplete: refit it with the new levels.
    expect(() =>
      validateModel({ ...DEFAULT_MODEL, levels: { A1: 0, A2: 1, B1: 2, B2: 3 } }),
    ).toThrow('Invalid scoring model: levels.C1');
    expect(() =>
      validateModel({ ...DEFAULT_MODEL, levels: { ...DEFAULT_MODEL.levels, C2: 3 } }),
    ).toThrow(/levels must increase/);
    expect(() => validateModel({ ...DEFAULT_MODEL, guessing: 1 })).toThrow(/guessing/);
  });
});
