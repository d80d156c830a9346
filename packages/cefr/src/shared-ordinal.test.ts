import { describe, expect, it } from 'vitest';
import { classProbabilities, latentScore, mostLikelyClass } from './ordinal';
import { trainSharedOrdinal } from './shared-ordinal';

// Two kinds of text rate the same difficulty scale differently: kind 1 is one class harsher.
const xs = Array.from({ length: 60 }, (_, i) => i / 10);
const rows = [...xs, ...xs].map((x) => [x]);
const kinds = [...xs.map(() => 0), ...xs.map(() => 1)];
const labels = [
  ...xs.map((x) => Math.min(3, Math.floor(x / 1.5))),
  ...xs.map((x) => Math.min(4, Math.floor(x / 1.5) + 1)),
];
const options = { classes: 5, sharedL2: 0.001, kindL2: 0.01, iterations: 600, learningRate: 0.05 };
const predict = (model: ReturnType<typeof trainSharedOrdinal>[number], x: number) =>
  mostLikelyClass(classProbabilities(model, latentScore(model, [x])));

describe('shared ordinal experts', () => {
  it('gives each kind of text its own level scale over a shared direction', () => {
    const [first, second] = trainSharedOrdinal(['x'], rows, labels, kinds, 2, options);
    expect(predict(first!, 0.5)).toBe(0);
    expect(predict(second!, 0.5)).toBe(1);
    expect(predict(first!, 5.5)).toBe(3);
    expect(predict(second!, 5.5)).toBe(4);
  });

  it('ties the kinds to one weight vector when deviations are expensive', () => {
    const [first, second] = trainSharedOrdinal(['x'], rows, labels, kinds, 2, {
      ...options,
      kindL2: 1e6,
    });
    expect(first!.weights[0]).toBeGreaterThan(0);
    expect(first!.weights[0]).toBeCloseTo(second!.weights[0]!, 4);
    expect(first!.thresholds[0]).toBeGreaterThan(second!.thresholds[0]!);
  });
});
