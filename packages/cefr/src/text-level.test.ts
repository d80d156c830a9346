import { describe, expect, it } from 'vitest';
import type { OrdinalModel } from './ordinal';
import type { SoftmaxModel } from './softmax';
import { expertProbabilities, mixExperts } from './text-level';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('mixture of text experts', () => {
  it('lets a band-only expert choose the band and the other experts the level inside it', () => {
    const full = [0, 0, 0.1, 0.7, 0.2, 0]; // B2 within band B
    const bandOnly = [0, 0, 0.8, 0, 0.2, 0]; // says B (as B1) or C (as C1)
    const mixed = mixExperts([full, bandOnly], [0.5, 0.5], [false, true]);
    expect(sum(mixed)).toBeCloseTo(1, 9);
    expect(mixed.indexOf(Math.max(...mixed))).toBe(3);
    expect(mixed[2]! + mixed[3]!).toBeCloseTo(0.5 * 0.8 + 0.5 * 0.8, 9);
  });

  it('keeps the band-only expert as it is when it has all the weight', () => {
    const bandOnly = [0.1, 0.2, 0.6, 0, 0.1, 0];
    const mixed = mixExperts([[0, 0, 0, 1, 0, 0], bandOnly], [0, 1], [false, true]);
    mixed.forEach((p, k) => expect(p).toBeCloseTo(bandOnly[k]!, 9));
  });

  it('is the plain weighted mixture without band-only experts', () => {
    const a = [0.5, 0.5, 0, 0, 0, 0];
    const b = [0, 0, 0, 0, 0.5, 0.5];
    expect(mixExperts([a, b], [0.25, 0.75], [false, false])).toEqual([
      0.125, 0.125, 0, 0, 0.375, 0.375,
    ]);
  });
});

describe('blended expert', () => {
  const ordinal: OrdinalModel = {
    featureNames: ['x'],
    weights: [1],
    thresholds: [-2, -1, 0, 1, 2],
  };
  // Sparse multinomial: only C1 depends on the feature.
  const multinomial: SoftmaxModel = {
    featureNames: ['x'],
    classWeights: [
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 2],
      [0, 0],
    ],
  };

  it('averages the ordinal and multinomial probabilities by the blend weight', () => {
    const features = [0.5];
    const fromOrdinal = expertProbabilities(ordinal, features);
    const blended = expertProbabilities({ ordinal, multinomial, multinomialWeight: 0.3 }, features);
    expect(sum(blended)).toBeCloseTo(1, 12);
    const e = Math.exp(1);
    const fromMultinomial = [1, 1, 1, 1, e, 1].map((v) => v / (5 + e));
    blended.forEach((p, k) =>
      expect(p).toBeCloseTo(0.7 * fromOrdinal[k]! + 0.3 * fromMultinomial[k]!, 12),
    );
    expect(blended.indexOf(Math.max(...blended))).toBe(4);
    expect(fromOrdinal.indexOf(Math.max(...fromOrdinal))).toBe(3);
  });
});
