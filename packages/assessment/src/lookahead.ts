import type { AbilityEstimate } from './ability';
import { ADVANCE_SCORE, bandCuts } from './bands';
import { CEFR_LEVELS, type CefrLevel } from './bank';
import { THETA_GRID } from './grid';
import { DEFAULT_MODEL, type ScoringModel } from './model';
import { passageCategoryProbabilities } from './testlet';

/**
 * Choosing the next passage's level by expected loss (issue 29). What the assessment is judged on
 * is the placement at its end: final_score within one level of the reader's level, for readers
 * of every level. Information at the current estimate serves a precise ability, not that; and a
 * new learner's first passage is spent on the A1/A2 advance decision, after which a C2 reader has
 * only two passages left. So the next level is the one that minimises the expected loss of the
 * final placement over all the rounds still to come (at most three: a tree of 6 levels x 4 scores
 * per round), with the server's stopping rule (the next round only while final_score >= 2) and
 * its placement (final_score of the posterior mean under the learner's prior). Each future
 * passage is taken as 3 questions at its level's difficulty.
 *
 * The loss is weighed over six typical readers, one at each level's difficulty, each counting as
 * the posterior says (the learner's prior included). Weighing them equally instead (the posterior
 * divided by the new-learner prior) placed more C2 readers within one level (about 88% against
 * 81%) but 8-10% of B1 readers at C1 or above, because it keeps strong readers on B1 passages
 * whose right answers lift the posterior mean into C1 by the prior's tail alone
 * (docs/reading-assessment.md section 5).
 */

/** Placed more than one level off costs 1 (what the target counts); one level off this much, so
 *  that among levels equally safe from a wide miss the nearer placement wins. */
export const OFF_BY_ONE_LOSS = 0.2;

/** The scoring posterior is followed on every second point of THETA_GRID (0.1 logit): half the
 *  work, and the posterior mean moves by far less than a band (1.3 logits). */
const STRIDE = 2;

interface LookaheadTables {
  /** The coarse grid. */
  theta: Float64Array;
  /** likelihood[level][score][point] of a 3-question passage at the level's difficulty. */
  likelihood: Float64Array[][];
  /** chance[reader][level][score]: the same for a typical reader of each level. */
  chance: number[][][];
}

const tables = new WeakMap<ScoringModel, LookaheadTables>();

function tablesFor(model: ScoringModel): LookaheadTables {
  let t = tables.get(model);
  if (t) return t;
  const theta = Float64Array.from(THETA_GRID.filter((_, i) => i % STRIDE === 0));
  const difficulty = CEFR_LEVELS.map((level) => model.levels[level]);
  const likelihood = difficulty.map((b) => {
    const rows = [0, 1, 2, 3].map(() => new Float64Array(theta.length));
    theta.forEach((x, i) =>
      passageCategoryProbabilities([b, b, b], x, model).forEach((p, k) => (rows[k]![i] = p)),
    );
    return rows;
  });
  const chance = difficulty.map((reader) =>
    difficulty.map((b) => passageCategoryProbabilities([b, b, b], reader, model)),
  );
  t = { theta, likelihood, chance };
  tables.set(model, t);
  return t;
}

/** Expected loss of `placement` over the typical readers (weights summing to 1). */
function placementLoss(readers: readonly number[], placement: number): number {
  return readers.reduce((loss, w, r) => {
    const off = Math.abs(r + 1 - placement);
    return loss + (off > 1 ? w : off === 1 ? OFF_BY_ONE_LOSS * w : 0);
  }, 0);
}

/**
 * Expected final loss with the best level for `round` and every later one. `post` is the
 * scoring posterior on the coarse grid (it decides the placements, as the server's will);
 * `readers` weighs the six typical readers (it decides the chances of each score and the loss).
 */
function bestLevel(
  post: Float64Array,
  readers: readonly number[],
  round: 1 | 2 | 3,
  t: LookaheadTables,
  cuts: number[],
): { level: number; loss: number } {
  let best = { level: 0, loss: Infinity };
  t.likelihood.forEach((rows, level) => {
    let loss = 0;
    rows.forEach((row, score) => {
      const joint = readers.map((w, r) => w * t.chance[r]![level]![score]!);
      const chance = joint.reduce((a, b) => a + b, 0);
      if (chance <= 0) return;
      const nextReaders = joint.map((w) => w / chance);
      // The posterior mean first, without storing the posterior: the last round needs no more.
      let total = 0;
      let mean = 0;
      for (let i = 0; i < post.length; i++) {
        const w = post[i]! * row[i]!;
        total += w;
        mean += w * t.theta[i]!;
      }
      mean /= total;
      const placement = cuts.filter((cut) => mean >= cut).length;
      if (round === 3 || placement < ADVANCE_SCORE) {
        loss += chance * placementLoss(nextReaders, placement);
        return;
      }
      const next = post.map((w, i) => (w * row[i]!) / total);
      loss += chance * bestLevel(next, nextReaders, (round + 1) as 2 | 3, t, cuts).loss;
    });
    if (loss < best.loss - 1e-12) best = { level, loss };
  });
  return best;
}

/** Results by posterior, so that the many learners starting from the same prior (and the same
 *  early answers) share one search; bounded, and invisible to callers (the result is the same). */
const memos = new WeakMap<ScoringModel, Map<string, { level: CefrLevel; expectedLoss: number }>>();
const MEMO_LIMIT = 2000;

/**
 * The level of the next passage that minimises the expected placement loss over the rounds left
 * (round `nextRound` .. 3). CPU: the three-round search (a first round) about 50 ms, the
 * two-round one a few ms, the last round under 1 ms; a new learner's first round needs no
 * search (placementTarget).
 */
export function nextPassageLevel(
  estimate: Pick<AbilityEstimate, 'posterior'>,
  nextRound: 1 | 2 | 3,
  model: ScoringModel = DEFAULT_MODEL,
): { level: CefrLevel; expectedLoss: number } {
  const t = tablesFor(model);
  const post = new Float64Array(t.theta.length);
  estimate.posterior.forEach((w, i) => {
    if (i % STRIDE === 0) post[i / STRIDE] = w;
  });
  const total = post.reduce((a, b) => a + b, 0);
  post.forEach((w, i) => (post[i] = w / total));
  // Each level's typical reader counts as the posterior at its ability says.
  const at = CEFR_LEVELS.map((level) => {
    const i = Math.round(
      (model.levels[level] - THETA_GRID[0]!) / (THETA_GRID[1]! - THETA_GRID[0]!),
    );
    return estimate.posterior[i] ?? 0;
  });
  const sum = at.reduce((a, b) => a + b, 0);
  const readers = at.map((w) => (sum > 0 ? w / sum : 1 / at.length));
  const key = `${nextRound} ${post.map((w) => Math.round(w * 1e9)).join(',')}`;
  const memo = memos.get(model) ?? new Map();
  memos.set(model, memo);
  const known = memo.get(key);
  if (known) return known;
  const { level, loss } = bestLevel(post, readers, nextRound, t, bandCuts(model));
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const result = { level: CEFR_LEVELS[level]!, expectedLoss: loss };
  memo.set(key, result);
  return result;
}

/**
 * Where a passage of `level` tells most: the ability at which a 3-question passage at the level's
 * difficulty has the most information (above the difficulty: guessing flattens the easy side).
 */
export function levelAim(level: CefrLevel, model: ScoringModel = DEFAULT_MODEL): number {
  const b = model.levels[level];
  // The 3PL information peak, b + ln((1 + sqrt(1 + 8g)) / 2) (Birnbaum 1968).
  return b + Math.log((1 + Math.sqrt(1 + 8 * model.guessing)) / 2);
}
