import { adamStep, createAdam } from './adam';

/**
 * Ordinal logistic regression (cumulative logit): P(y <= k) = sigmoid(threshold_k - w . z),
 * where z are the standardised features. Pure: training is deterministic full-batch Adam.
 */
export interface OrdinalModel {
  featureNames: string[];
  /** Standardisation (absent once folded into weights and thresholds for shipping). */
  means?: number[];
  scales?: number[];
  weights: number[];
  /** K-1 increasing cut points for K classes. */
  thresholds: number[];
  /** Optional per-class log-odds added before picking a class (prior correction). */
  decisionBias?: number[];
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export function latentScore(model: OrdinalModel, features: number[]): number {
  let sum = 0;
  for (let i = 0; i < model.weights.length; i++) {
    const z = ((features[i] ?? 0) - (model.means?.[i] ?? 0)) / (model.scales?.[i] ?? 1);
    sum += (model.weights[i] ?? 0) * z;
  }
  return sum;
}

export function classProbabilities(model: OrdinalModel, latent: number): number[] {
  const probabilities: number[] = [];
  let previous = 0;
  for (const threshold of model.thresholds) {
    const cumulative = sigmoid(threshold - latent);
    probabilities.push(Math.max(0, cumulative - previous));
    previous = cumulative;
  }
  probabilities.push(Math.max(0, 1 - previous));
  return probabilities;
}

/** Class decision: most probable class after the model's optional prior correction. */
export function decideClass(model: OrdinalModel, probabilities: number[]): number {
  const bias = model.decisionBias;
  if (!bias) return mostLikelyClass(probabilities);
  return mostLikelyClass(
    probabilities.map((p, k) => Math.log(Math.max(p, 1e-12)) + (bias[k] ?? 0)),
  );
}

/** The same model with standardisation folded into weights and thresholds (fewer numbers). */
export function foldStandardisation(model: OrdinalModel): OrdinalModel {
  const weights = model.weights.map((w, i) => w / (model.scales?.[i] ?? 1));
  const shift = model.weights.reduce(
    (s, w, i) => s + (w * (model.means?.[i] ?? 0)) / (model.scales?.[i] ?? 1),
    0,
  );
  const folded: OrdinalModel = {
    featureNames: model.featureNames,
    weights,
    thresholds: model.thresholds.map((t) => t + shift),
  };
  if (model.decisionBias) folded.decisionBias = model.decisionBias;
  return folded;
}

export function mostLikelyClass(probabilities: number[]): number {
  let best = 0;
  for (let k = 1; k < probabilities.length; k++) {
    if ((probabilities[k] ?? 0) > (probabilities[best] ?? 0)) best = k;
  }
  return best;
}

export interface TrainOptions {
  classes: number;
  l2: number;
  iterations: number;
  learningRate: number;
  /** Optional per-row weights (e.g. to balance data sets). */
  rowWeights?: number[];
}

export function standardise(rows: number[][]): { means: number[]; scales: number[] } {
  const width = rows[0]?.length ?? 0;
  const means = new Array<number>(width).fill(0);
  const scales = new Array<number>(width).fill(0);
  for (const row of rows) row.forEach((v, i) => (means[i]! += v / rows.length));
  for (const row of rows) row.forEach((v, i) => (scales[i]! += (v - means[i]!) ** 2 / rows.length));
  return { means, scales: scales.map((s) => (s > 1e-12 ? Math.sqrt(s) : 1)) };
}

export function trainOrdinal(
  featureNames: string[],
  rows: number[][],
  labels: number[],
  options: TrainOptions,
): OrdinalModel {
  const { means, scales } = standardise(rows);
  const z = rows.map((row) => row.map((v, i) => (v - means[i]!) / scales[i]!));
  const width = featureNames.length;
  const cuts = options.classes - 1;
  // Parameters: weights, then the first threshold and log-gaps (keeps thresholds ordered).
  const params = new Array<number>(width + cuts).fill(0);
  for (let k = 1; k < cuts; k++) params[width + k] = Math.log(1);
  params[width] = -(cuts - 1) / 2;
  const adam = createAdam(params.length);
  const rowWeights = options.rowWeights ?? labels.map(() => 1);
  const weightSum = rowWeights.reduce((a, b) => a + b, 0);

  for (let step = 1; step <= options.iterations; step++) {
    const thresholds: number[] = [params[width]!];
    for (let k = 1; k < cuts; k++)
      thresholds.push(thresholds[k - 1]! + Math.exp(params[width + k]!));
    const gradW = new Array<number>(width).fill(0);
    const gradT = new Array<number>(cuts).fill(0);
    z.forEach((row, r) => {
      const y = labels[r]!;
      const rw = rowWeights[r]! / weightSum;
      let eta = 0;
      for (let i = 0; i < width; i++) eta += params[i]! * row[i]!;
      // Likelihood of class y: F(t_y - eta) - F(t_{y-1} - eta).
      const upper = y < cuts ? sigmoid(thresholds[y]! - eta) : 1;
      const lower = y > 0 ? sigmoid(thresholds[y - 1]! - eta) : 0;
      const p = Math.max(upper - lower, 1e-12);
      const dUpper = y < cuts ? upper * (1 - upper) : 0;
      const dLower = y > 0 ? lower * (1 - lower) : 0;
      // d(-log p)/d eta = (dUpper - dLower) / p ; d/d t_y = -dUpper/p ; d/d t_{y-1} = dLower/p
      const dEta = (dUpper - dLower) / p;
      for (let i = 0; i < width; i++) gradW[i]! += rw * dEta * row[i]!;
      if (y < cuts) gradT[y]! -= (rw * dUpper) / p;
      if (y > 0) gradT[y - 1]! += (rw * dLower) / p;
    });
    const grad = new Array<number>(params.length).fill(0);
    for (let i = 0; i < width; i++) grad[i] = gradW[i]! + options.l2 * params[i]!;
    // Chain rule through the cumulative parameterisation of the thresholds.
    for (let k = 0; k < cuts; k++) {
      let tail = 0;
      for (let j = k; j < cuts; j++) tail += gradT[j]!;
      grad[width + k] = k === 0 ? tail : tail * Math.exp(params[width + k]!);
    }
    adamStep(params, grad, adam, step, options.learningRate);
  }
  const thresholds: number[] = [params[width]!];
  for (let k = 1; k < cuts; k++) thresholds.push(thresholds[k - 1]! + Math.exp(params[width + k]!));
  return { featureNames, means, scales, weights: params.slice(0, width), thresholds };
}
