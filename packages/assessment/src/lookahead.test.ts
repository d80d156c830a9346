import { describe, expect, it } from 'vitest';
import { estimateAbility, type ScoredAnswer } from './ability';
import { CEFR_LEVELS, type CefrLevel } from './bank';
import { levelAim, nextPassageLevel } from './lookahead';
import { DEFAULT_MODEL } from './model';
import { passageInformation } from './testlet';

/** Answers: one passage per step, `right` of its 3 questions right. */
const answers = (...steps: [CefrLevel, number][]): ScoredAnswer[] =>
  steps.flatMap(([level, right], p) =>
    [0, 1, 2].map((q) => ({ passageId: `p${p}`, level, tags: [], correct: q < right })),
  );
const rank = (level: CefrLevel) => CEFR_LEVELS.indexOf(level);

describe('nextPassageLevel (expected placement loss over the rounds left)', () => {
  it('climbs after right answers and comes down after wrong ones', () => {
    const up = nextPassageLevel(estimateAbility(answers(['A1', 3])), 2).level;
    const down = nextPassageLevel(estimateAbility(answers(['A1', 3], ['B2', 0])), 3).level;
    const high = nextPassageLevel(estimateAbility(answers(['A1', 3], ['C1', 3])), 3).level;
    expect(rank(up)).toBeGreaterThanOrEqual(rank('B1'));
    expect(rank(down)).toBeLessThanOrEqual(rank('A2'));
    expect(rank(high)).toBeGreaterThanOrEqual(rank('B2'));
  });

  it('returns an expected loss (a probability-weighted share) and the same answer when asked again', () => {
    const estimate = estimateAbility(answers(['A1', 3]));
    const best = nextPassageLevel(estimate, 2);
    expect(best.expectedLoss).toBeGreaterThan(0);
    expect(best.expectedLoss).toBeLessThan(1);
    // Asking again (memoised) gives the same answer.
    expect(nextPassageLevel(estimate, 2)).toEqual(best);
  });

  it('aims each level where a passage of it tells most', () => {
    for (const level of CEFR_LEVELS) {
      const b = DEFAULT_MODEL.levels[level];
      const aim = levelAim(level);
      const info = (theta: number) => passageInformation([b, b, b], theta, DEFAULT_MODEL);
      expect(aim).toBeGreaterThan(b);
      expect(info(aim)).toBeGreaterThan(info(aim - 0.3));
      expect(info(aim)).toBeGreaterThan(info(aim + 0.3));
    }
  });
});
