import { describe, expect, it } from 'vitest';
import { excerpt } from './text-data';
import { evaluate, lenientGold } from './metrics';
import { nearestAllowedLevel } from './level-word';

describe('evaluation helpers', () => {
  it('maps levels to the nearest allowed one, ties going down (OneStop bands)', () => {
    const bands = ['A2', 'B1', 'C1'] as const;
    expect(nearestAllowedLevel('A1', [...bands])).toBe('A2');
    expect(nearestAllowedLevel('B2', [...bands])).toBe('B1');
    expect(nearestAllowedLevel('C2', [...bands])).toBe('C1');
    expect(nearestAllowedLevel('B2', [])).toBe('B2');
  });

  it('cuts excerpts after the 150th word-character run', () => {
    const text = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ') + '.';
    const cut = excerpt(text);
    expect(cut.match(/\w+/g)).toHaveLength(150);
    expect(cut.endsWith('w149')).toBe(true);
  });

  it('computes score.py metrics and the lenient CEFR-SP protocol', () => {
    const m = evaluate([0, 1, 2, 3], [0, 1, 3, 5], 6);
    expect(m.exact).toBe(0.5);
    expect(m.withinOne).toBe(0.75);
    expect(m.qwk).toBeGreaterThan(0);
    expect(m.qwk).toBeLessThan(1);
    // predictions 2 and 3 each match one annotator: both count as correct.
    expect(lenientGold([2, 3], [2, 2], [3, 3])).toEqual([2, 3]);
  });
});
