import { adamStep, createAdam } from './adam';
import { standardise, type OrdinalModel } from './ordinal';

/**
 * Ordinal models for several kinds of text that share strength: each kind's weights are a
 * shared vector plus the kind's own deviation, both L2-penalised, and each kind keeps its own
 * thresholds (its own level scale). A small kind (Cambridge: 194 texts) borrows the direction of
 * difficulty from the larger ones instead of fitting it alone. Training is deterministic
 * full-batch Adam from zero; every kind's rows weigh as much in total as in a separate fit.
 * The result is one ordinary OrdinalModel per kind (same shape and size as separate experts).
 */
export interface SharedOrdinalOptions {
  classes: number;
  /** Penalty on the shared weights. */
  sharedL2: number;
  /** Penalty on each kind's deviation from the shared weights (larger: more sharing). */
  kindL2: number;
  iterations: number;
  learningRate: number;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Increasing thresholds from a first cut point and log-gaps (keeps them ordered). */
function thresholdsAt(params: number[], offset: number, cuts: number): number[] {
  const thresholds: number[] = [params[offset]!];
  for (let k = 1; k < cuts; k++)
    thresholds.push(thresholds[k - 1]! + Math.exp(params[offset + k]!));
  return thresholds;
}

export function trainSharedOrdinal(
  featureNames: string[],
  rows: number[][],
  labels: number[],
  kinds: number[],
  kindCount: number,
  options: SharedOrdinalOptions,
): OrdinalModel[] {
  const { means, scales } = standardise(rows);
  const z = rows.map((row) => row.map((v, i) => (v - means[i]!) / scales[i]!));
  const width = featureNames.length;
  const cuts = options.classes - 1;
  // Parameters: shared weights, then per kind: deviation weights, first threshold, log-gaps.
  const block = width + cuts;
  const at = (kind: number) => width + kind * block;
  const params = new Array<number>(width + kindCount * block).fill(0);
  for (let kind = 0; kind < kindCount; kind++) params[at(kind) + width] = -(cuts - 1) / 2;
  const adam = createAdam(params.length);
  const rowsOfKind = new Array<number>(kindCount).fill(0);
  for (const kind of kinds) rowsOfKind[kind]!++;

  for (let step = 1; step <= options.iterations; step++) {
    const thresholds = Array.from({ length: kindCount }, (_, kind) =>
      thresholdsAt(params, at(kind) + width, cuts),
    );
    const grad = new Array<number>(params.length).fill(0);
    const gradT = Array.from({ length: kindCount }, () => new Array<number>(cuts).fill(0));
    z.forEach((row, r) => {
      const kind = kinds[r]!;
      const y = labels[r]!;
      const rw = 1 / rowsOfKind[kind]!;
      const own = at(kind);
      let eta = 0;
      for (let i = 0; i < width; i++) eta += (params[i]! + params[own + i]!) * row[i]!;
      const t = thresholds[kind]!;
      // Likelihood of class y: F(t_y - eta) - F(t_{y-1} - eta).
      const upper = y < cuts ? sigmoid(t[y]! - eta) : 1;
      const lower = y > 0 ? sigmoid(t[y - 1]! - eta) : 0;
      const p = Math.max(upper - lower, 1e-12);
      const dUpper = y < cuts ? upper * (1 - upper) : 0;
      const dLower = y > 0 ? lower * (1 - lower) : 0;
      const dEta = (rw * (dUpper - dLower)) / p;
      for (let i = 0; i < width; i++) {
        grad[i]! += dEta * row[i]!;
        grad[own + i]! += dEta * row[i]!;
      }
      if (y < cuts) gradT[kind]![y]! -= (rw * dUpper) / p;
      if (y > 0) gradT[kind]![y - 1]! += (rw * dLower) / p;
    });
    for (let i = 0; i < width; i++) grad[i]! += options.sharedL2 * params[i]!;
    for (let kind = 0; kind < kindCount; kind++) {
      const own = at(kind);
      for (let i = 0; i < width; i++) grad[own + i]! += options.kindL2 * params[own + i]!;
      // Chain rule through the cumulative parameterisation of the thresholds.
      for (let k = 0; k < cuts; k++) {
        let tail = 0;
        for (let j = k; j < cuts; j++) tail += gradT[kind]![j]!;
        grad[own + width + k] = k === 0 ? tail : tail * Math.exp(params[own + width + k]!);
      }
    }
    adamStep(params, grad, adam, step, options.learningRate);
  }
  return Array.from({ length: kindCount }, (_, kind) => ({
    featureNames,
    means,
    scales,
    weights: params.slice(0, width).map((w, i) => w + params[at(kind) + i]!),
    thresholds: thresholdsAt(params, at(kind) + width, cuts),
  }));
}
