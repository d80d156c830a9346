import { describe, expect, it } from 'vitest';
import { normalQuadrature } from './grid';
import { DEFAULT_MODEL, probabilityCorrect } from './model';
import {
  passageCategoryProbabilities,
  passageInformation,
  passageLikelihood,
  sumScoreDistribution,
} from './testlet';

const bs = [-0.9, -0.3, 0.5];

describe('the passage as one 0..m item', () => {
  it('gives category probabilities that sum to 1 and shift up with ability', () => {
    const low = passageCategoryProbabilities(bs, -2, DEFAULT_MODEL);
    const high = passageCategoryProbabilities(bs, 2, DEFAULT_MODEL);
    expect(low.reduce((a, b) => a + b)).toBeCloseTo(1, 12);
    expect(high.reduce((a, b) => a + b)).toBeCloseTo(1, 12);
    expect(high[3]!).toBeGreaterThan(low[3]!);
    expect(low[0]!).toBeGreaterThan(high[0]!);
  });

  it('computes the sum-score distribution exactly (two questions by hand)', () => {
    const [p, q] = [probabilityCorrect(0, 0, 1 / 3), probabilityCorrect(0, 1, 1 / 3)];
    expect(sumScoreDistribution([0, 1], 0, 1 / 3)).toEqual([
      expect.closeTo((1 - p) * (1 - q), 12),
      expect.closeTo(p * (1 - q) + (1 - p) * q, 12),
      expect.closeTo(p * q, 12),
    ]);
  });

  it('integrates the passage effect as accurately as a much finer rule', () => {
    const fine = normalQuadrature(401, 8);
    for (const theta of [-3, -0.4, 1.7]) {
      const reference = [0, 1, 2, 3].map((k) =>
        fine.nodes.reduce(
          (sum, z, r) =>
            sum +
            fine.weights[r]! *
              sumScoreDistribution(bs, theta + DEFAULT_MODEL.testletSd * z, 1 / 3)[k]!,
          0,
        ),
      );
      passageCategoryProbabilities(bs, theta, DEFAULT_MODEL).forEach((p, k) =>
        expect(p).toBeCloseTo(reference[k]!, 6),
      );
    }
  });

  it("gives a one-question item the textbook information p'^2 / (p (1 - p))", () => {
    const model = { ...DEFAULT_MODEL, testletSd: 0 };
    for (const theta of [-1, 0, 2]) {
      const s = 1 / (1 + Math.exp(-(theta - 0.3)));
      const p = 1 / 3 + (2 / 3) * s;
      const slope = (2 / 3) * s * (1 - s);
      expect(passageInformation([0.3], theta, model)).toBeCloseTo(
        (slope * slope) / (p * (1 - p)),
        6,
      );
    }
  });

  it('carries less information with a passage effect than three independent questions', () => {
    const independent = { ...DEFAULT_MODEL, testletSd: 0 };
    expect(passageInformation(bs, 0, DEFAULT_MODEL)).toBeLessThan(
      passageInformation(bs, 0, independent),
    );
  });

  it('refuses a score the passage cannot have', () => {
    expect(() => passageLikelihood(bs, 4, DEFAULT_MODEL)).toThrow(/0\.\.3/);
  });
});
