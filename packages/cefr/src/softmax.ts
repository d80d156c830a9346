import { adamStep, createAdam, type ProximalL1 } from './adam';
import { standardise } from './ordinal';

/**
 * Multinomial logistic regression over standardised features. Pure and deterministic
 * (full-batch Adam from zero weights).
 */
export interface SoftmaxModel {
  featureNames: string[];
  /** Standardisation (absent once folded into the weights for shipping). */
  means?: number[];
  scales?: number[];
  /** One row per class: bias followed by one weight per feature. */
  classWeights: number[][];
}

export function softmaxProbabilities(model: SoftmaxModel, features: number[]): number[] {
  const z = features.map((v, i) => (v - (model.means?.[i] ?? 0)) / (model.scales?.[i] ?? 1));
  const logits = model.classWeights.map((row) => {
    let sum = row[0] ?? 0;
    for (let i = 0; i < z.length; i++) sum += (row[i + 1] ?? 0) * z[i]!;
    return sum;
  });
  const max = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

export interface SoftmaxTrainOptions {
  classes: number;
  l2: number;
  /** L1 on the weights (not the biases), applied as a proximal step: weights can become 0. */
  l1?: number;
  iterations: number;
  learningRate: number;
  rowWeights?: number[];
}

export function trainSoftmax(
  featureNames: string[],
  rows: number[][],
  labels: number[],
  options: SoftmaxTrainOptions,
): SoftmaxModel {
  const width = featureNames.length;
  const { means, scales } = standardise(rows);
  const model: SoftmaxModel = {
    featureNames,
    means,
    scales,
    classWeights: Array.from({ length: options.classes }, () =>
      new Array<number>(width + 1).fill(0),
    ),
  };
  const rowWeights = options.rowWeights ?? labels.map(() => 1);
  const weightSum = rowWeights.reduce((a, b) => a + b, 0);
  const adam = createAdam(options.classes * (width + 1));
  // Flat parameters, class by class: bias, then one weight per feature.
  const l1: ProximalL1 = { strength: options.l1 ?? 0, applies: (i) => i % (width + 1) !== 0 };
  for (let step = 1; step <= options.iterations; step++) {
    const grad = model.classWeights.map((row) => row.map(() => 0));
    rows.forEach((row, r) => {
      const p = softmaxProbabilities(model, row);
      const rw = rowWeights[r]! / weightSum;
      for (let k = 0; k < options.classes; k++) {
        const error = rw * ((p[k] ?? 0) - (labels[r] === k ? 1 : 0));
        const g = grad[k]!;
        g[0]! += error;
        for (let i = 0; i < width; i++) g[i + 1]! += (error * (row[i]! - means[i]!)) / scales[i]!;
      }
    });
    const params = model.classWeights.flat();
    const flatGrad = grad.flatMap((row, k) =>
      row.map((g, i) => g + (i === 0 ? 0 : options.l2 * model.classWeights[k]![i]!)),
    );
    adamStep(params, flatGrad, adam, step, options.learningRate, l1);
    model.classWeights = model.classWeights.map((_, k) =>
      params.slice(k * (width + 1), (k + 1) * (width + 1)),
    );
  }
  return model;
}

/** The same model with standardisation folded into the weights and biases. */
export function foldSoftmax(model: SoftmaxModel): SoftmaxModel {
  return {
    featureNames: model.featureNames,
    classWeights: model.classWeights.map((row) => {
      const weights = row.slice(1).map((w, i) => w / (model.scales?.[i] ?? 1));
      const bias = (row[0] ?? 0) - weights.reduce((s, w, i) => s + w * (model.means?.[i] ?? 0), 0);
      return [bias, ...weights];
    }),
  };
}
