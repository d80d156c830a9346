import { describe, expect, it } from 'vitest';
import { assessmentScore, emptyScores, levelAt } from './levels';

describe('assessmentScore (spec 000 section 9)', () => {
  it('weights each level and floors the sum', () => {
    expect(assessmentScore({ ...emptyScores(), A1: 1 })).toBe(1);
    expect(assessmentScore({ ...emptyScores(), C2: 1 })).toBe(200);
    expect(assessmentScore({ ...emptyScores(), A1: 0.5, B2: 0.5 })).toBe(50);
    expect(assessmentScore({ ...emptyScores(), A2: 0.33, B1: 0.67 })).toBe(40);
    expect(assessmentScore({ A1: 0.1, A2: 0.2, B1: 0.3, B2: 0.2, C1: 0.1, C2: 0.1 })).toBe(
      Math.floor(0.1 + 4 + 15 + 20 + 15 + 20),
    );
  });

  it('does not lose a point to floating-point noise', () => {
    expect(assessmentScore({ ...emptyScores(), B1: 0.1 + 0.2 + 0.7 })).toBe(50);
  });

  it('clamps level indexes', () => {
    expect(levelAt(-3)).toBe('A1');
    expect(levelAt(2.4)).toBe('B1');
    expect(levelAt(9)).toBe('C2');
  });
});
