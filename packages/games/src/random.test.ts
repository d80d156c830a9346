import { describe, expect, it } from 'vitest';
import { pickIndex, pickOtherIndex, seededRandom, shuffle } from './random';

describe('random helpers', () => {
  it('seededRandom is reproducible and in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('pickIndex clamps a source returning 1 and rejects empty lists', () => {
    expect(pickIndex(3, () => 1)).toBe(2);
    expect(() => pickIndex(0, () => 0)).toThrow(RangeError);
  });

  it('pickOtherIndex never returns the current index', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i++) expect(pickOtherIndex(5, 2, random)).not.toBe(2);
  });

  it('shuffle keeps every item and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const out = shuffle(input, seededRandom(9));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
    expect(out).not.toEqual(input);
  });
});
