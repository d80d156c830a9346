/**
 * Numeric integration. Abilities live on a fixed grid; the passage effect is integrated with an
 * equally spaced rule on the standard normal (for smooth integrands against a Gaussian weight the
 * trapezoid rule converges very fast; testlet.test.ts checks it against a much finer rule).
 */

/** Ability grid: -12..13 logits in steps of 0.05 (501 points), around the scale's A1 (-2) to C2
 *  (+4.6): 5 SD of the new-learner prior N(0.7, 2.5^2) either side, so the posterior of a learner
 *  who answers everything right (or wrong), which follows the prior's tail, is not cut off. */
export const GRID_MIN = -12;
export const GRID_MAX = 13;
export const GRID_STEP = 0.05;
export const THETA_GRID: readonly number[] = Array.from(
  { length: Math.round((GRID_MAX - GRID_MIN) / GRID_STEP) + 1 },
  (_, i) => GRID_MIN + i * GRID_STEP,
);

export interface Quadrature {
  /** Standard-normal nodes. */
  nodes: readonly number[];
  /** Weights summing to 1. */
  weights: readonly number[];
}

/** `count` equally spaced nodes on [-span, span] with normal-density weights summing to 1. */
export function normalQuadrature(count: number, span = 4.5): Quadrature {
  if (count === 1) return { nodes: [0], weights: [1] };
  const nodes = Array.from({ length: count }, (_, i) => -span + (2 * span * i) / (count - 1));
  const raw = nodes.map((z) => Math.exp(-0.5 * z * z));
  const total = raw.reduce((a, b) => a + b, 0);
  return { nodes, weights: raw.map((w) => w / total) };
}

/** The rule used for the passage effect everywhere. */
export const PASSAGE_EFFECT_RULE = normalQuadrature(21);

/** Unnormalised log density of N(mean, sd^2) at x. */
export function normalLogDensity(x: number, mean: number, sd: number): number {
  const z = (x - mean) / sd;
  return -0.5 * z * z;
}

/** Mean and SD of a distribution given by weights on the grid (normalised here). */
export function gridMoments(weights: readonly number[]): { mean: number; sd: number } {
  let total = 0;
  let mean = 0;
  weights.forEach((w, i) => {
    total += w;
    mean += w * THETA_GRID[i]!;
  });
  mean /= total;
  let variance = 0;
  weights.forEach((w, i) => {
    variance += w * (THETA_GRID[i]! - mean) ** 2;
  });
  return { mean, sd: Math.sqrt(variance / total) };
}
