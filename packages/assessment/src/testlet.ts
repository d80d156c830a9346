import { PASSAGE_EFFECT_RULE, THETA_GRID } from './grid';
import { probabilityCorrect, type ScoringModel } from './model';

/**
 * A passage is scored as ONE polytomous item: its score is the number of its answered questions
 * that were right (0..m, m <= 3). The category probabilities are the sum-score distribution of
 * the questions under the testlet model (model.ts), with the passage effect integrated out:
 *   P(S = k | theta) = E_u[ P(k of m right | theta + u) ],  u ~ N(0, testletSd^2).
 * The shared u is what makes 3 right answers on one passage weaker evidence than 3 right answers
 * on 3 passages. A passage with only some questions answered is the same item over those
 * questions (a smaller partial-credit item).
 */

/** P(S = k), k = 0..m, for independent questions at effective ability `eta` (a convolution). */
export function sumScoreDistribution(
  difficulties: readonly number[],
  eta: number,
  guessing: number,
): number[] {
  let dist = [1];
  for (const difficulty of difficulties) {
    const p = probabilityCorrect(eta, difficulty, guessing);
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  return dist;
}

/** P(S = k | theta), k = 0..m, with the passage effect integrated out. */
export function passageCategoryProbabilities(
  difficulties: readonly number[],
  theta: number,
  model: ScoringModel,
): number[] {
  const out = new Float64Array(difficulties.length + 1);
  const scratch = new Float64Array(difficulties.length + 1);
  accumulateCategories(difficulties, theta, model, out, scratch);
  return [...out];
}

/**
 * Adds the integrated category probabilities at `theta` into `out`. Allocation-free: the ability
 * estimate calls it for every grid point, passage-effect node and passage.
 */
function accumulateCategories(
  difficulties: readonly number[],
  theta: number,
  model: ScoringModel,
  out: Float64Array,
  scratch: Float64Array,
): void {
  const { nodes, weights } = model.testletSd === 0 ? NO_EFFECT : PASSAGE_EFFECT_RULE;
  const m = difficulties.length;
  for (let r = 0; r < nodes.length; r++) {
    const eta = theta + model.testletSd * nodes[r]!;
    scratch.fill(0);
    scratch[0] = 1;
    for (let i = 0; i < m; i++) {
      const p = probabilityCorrect(eta, difficulties[i]!, model.guessing);
      for (let k = i + 1; k > 0; k--) scratch[k] = scratch[k]! * (1 - p) + scratch[k - 1]! * p;
      scratch[0] = scratch[0]! * (1 - p);
    }
    for (let k = 0; k <= m; k++) out[k]! += weights[r]! * scratch[k]!;
  }
}

const NO_EFFECT = { nodes: [0], weights: [1] };

/** Likelihood of the passage score `score` at every point of THETA_GRID. */
export function passageLikelihood(
  difficulties: readonly number[],
  score: number,
  model: ScoringModel,
): number[] {
  if (!Number.isInteger(score) || score < 0 || score > difficulties.length)
    throw new RangeError(`A passage score must be 0..${difficulties.length}, got ${score}`);
  const out = new Float64Array(difficulties.length + 1);
  const scratch = new Float64Array(difficulties.length + 1);
  return THETA_GRID.map((theta) => {
    out.fill(0);
    accumulateCategories(difficulties, theta, model, out, scratch);
    return out[score]!;
  });
}

/**
 * Fisher information of the passage item at `theta`: sum over k of P_k'(theta)^2 / P_k(theta),
 * with the derivative by central difference (h = 1e-4; error ~1e-8, far below what matters).
 */
export function passageInformation(
  difficulties: readonly number[],
  theta: number,
  model: ScoringModel,
): number {
  const h = 1e-4;
  const p = passageCategoryProbabilities(difficulties, theta, model);
  const up = passageCategoryProbabilities(difficulties, theta + h, model);
  const down = passageCategoryProbabilities(difficulties, theta - h, model);
  return p.reduce((sum, pk, k) => {
    const slope = (up[k]! - down[k]!) / (2 * h);
    return pk > 0 ? sum + (slope * slope) / pk : sum;
  }, 0);
}
