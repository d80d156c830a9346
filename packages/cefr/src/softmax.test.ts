import { describe, expect, it } from 'vitest';
import { mostLikelyClass } from './ordinal';
import { foldSoftmax, softmaxProbabilities, trainSoftmax } from './softmax';

// Three classes decided by feature 0 alone; features 1 and 2 are noise.
let state = 5;
const noise = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648 - 0.5;
};
const rows = Array.from({ length: 90 }, (_, i) => [i / 30, noise(), noise()]);
const labels = rows.map((row) => Math.floor(row[0]!));
const train = (l1: number) =>
  trainSoftmax(['signal', 'noiseA', 'noiseB'], rows, labels, {
    classes: 3,
    l2: 0.001,
    l1,
    iterations: 600,
    learningRate: 0.05,
  });
const noiseWeights = (model: ReturnType<typeof train>) =>
  model.classWeights.flatMap((row) => [row[2]!, row[3]!]);

describe('multinomial model', () => {
  it('learns the classes and sets uninformative weights to exactly 0 under L1', () => {
    const sparse = train(0.05);
    expect(noiseWeights(sparse).every((w) => w === 0)).toBe(true);
    expect(sparse.classWeights.some((row) => row[1] !== 0)).toBe(true);
    const correct = rows.filter(
      (row, i) => mostLikelyClass(softmaxProbabilities(sparse, row)) === labels[i],
    ).length;
    expect(correct / rows.length).toBeGreaterThan(0.9);
  });

  it('keeps every weight without L1, and folding keeps the probabilities and the zeros', () => {
    expect(noiseWeights(train(0)).some((w) => w !== 0)).toBe(true);
    const sparse = train(0.05);
    const folded = foldSoftmax(sparse);
    expect(noiseWeights(folded).every((w) => w === 0)).toBe(true);
    const probe = [1.3, 0.2, -0.4];
    softmaxProbabilities(folded, probe).forEach((p, k) =>
      expect(p).toBeCloseTo(softmaxProbabilities(sparse, probe)[k]!, 9),
    );
  });
});
