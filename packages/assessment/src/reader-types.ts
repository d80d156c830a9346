import { groupByPassage, NEW_LEARNER_PRIOR, type Prior, type ScoredAnswer } from './ability';
import { normalLogDensity } from './grid';
import type { FinalScore } from './bands';
import { CEFR_LEVELS, type CefrLevel } from './bank';
import { DEFAULT_MODEL, questionDifficulty, type ScoringModel } from './model';
import { passageCategoryProbabilities } from './testlet';

/**
 * Placement by reader types (issue 29, ADR 0056, adopted: assessAnswers' final_score and the
 * server's readerTypeTarget; measurement decision theory, Rudner 2002): what the
 * assessment is judged on is a placement within one level of the reader's level, for readers of
 * every level, while someone who does not read stays low. So the placement is a decision among
 * seven types, not a rounded ability: type 0 does not read (every answer a guess, right with
 * chance `guessing`), types 1-6 read at A1..C2 (ability at the level's difficulty, the testlet
 * model). After the answers, each type weighs its prior weight times the chance of the scores it
 * would give; the placement is the band 0-6 with the most weight within one level of it (type 0
 * counts as band 0). This is the Bayes decision for the loss the target counts (placed more than
 * one level off); the band of the posterior mean (finalScore) is the decision for a squared loss
 * under the N(0.7, 2.5^2) prior, which pulls C2 readers down to B2 and sends an A2 reader with 1
 * of 3 on the A1 passage to 'below A1'.
 *
 * Prior weights: every level 1 (the target weighs every level alike), the non-reader
 * NON_READER_WEIGHT; a returning learner's levels as their prior's density says (mean weight 1).
 *
 * NON_READER_WEIGHT keeps the spec's gate where it is today: on the first (A1) passage, 0 or 1
 * right stops (placement A1) and 2 or 3 right advance, for every tag mix of an A1 passage
 * (question difficulties -2.4 .. -1.6), so a blind guesser goes past round 1 with chance 7/27.
 * Any weight from 0.04 to 0.3 does that (reader-types.test.ts); at 0.02, 1 right of 3 advances on
 * the harder A1 passages (half of the tag mixes) and a blind guesser goes on 70% of the time.
 */
export const NON_READER_WEIGHT = 0.05;

/** The seven types: 0 the non-reader, then A1..C2. */
export const READER_TYPES = ['non-reader', ...CEFR_LEVELS] as const;

/** Chance of each score 0..m on a passage with these question difficulties, for every type. */
export function typeScoreProbabilities(
  difficulties: readonly number[],
  model: ScoringModel = DEFAULT_MODEL,
): number[][] {
  const m = difficulties.length;
  const guess = Array.from({ length: m + 1 }, (_, k) => {
    let ways = 1;
    for (let i = 0; i < k; i++) ways = (ways * (m - i)) / (i + 1);
    return ways * model.guessing ** k * (1 - model.guessing) ** (m - k);
  });
  return [
    guess,
    ...CEFR_LEVELS.map((level) =>
      passageCategoryProbabilities(difficulties, model.levels[level], model),
    ),
  ];
}

/** Whether this is the prior of a learner we know nothing about (not a returning one's). */
export const isNewLearnerPrior = (prior: Prior) =>
  prior.mean === NEW_LEARNER_PRIOR.mean && prior.sd === NEW_LEARNER_PRIOR.sd;

/** Prior weights of the seven types (see above). */
export function typePriorWeights(
  prior: Prior = NEW_LEARNER_PRIOR,
  model: ScoringModel = DEFAULT_MODEL,
): number[] {
  const isNew = isNewLearnerPrior(prior);
  const density = CEFR_LEVELS.map((level) =>
    isNew ? 1 : Math.exp(normalLogDensity(model.levels[level], prior.mean, prior.sd)),
  );
  const mean = density.reduce((a, b) => a + b, 0) / density.length;
  return [NON_READER_WEIGHT, ...density.map((d) => d / mean)];
}

/** Posterior weights (summing to 1) of the seven types after the answers (grouped by passage). */
export function readerTypeWeights(
  answers: readonly ScoredAnswer[],
  prior: Prior = NEW_LEARNER_PRIOR,
  model: ScoringModel = DEFAULT_MODEL,
): number[] {
  const log = typePriorWeights(prior, model).map(Math.log);
  for (const passage of groupByPassage(answers)) {
    const chances = typeScoreProbabilities(
      passage.map((a) => questionDifficulty(a.level, a.tags, model)),
      model,
    );
    const score = passage.filter((a) => a.correct).length;
    chances.forEach((row, type) => (log[type]! += Math.log(row[score]!)));
  }
  return normalise(log.map((l) => Math.exp(l - Math.max(...log))));
}

const normalise = (w: readonly number[]) => {
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
};

/** The band 0-6 with the most type weight within one level of it (equal: the band with more
 *  weight of its own, then the lower band). */
export function typePlacement(weights: readonly number[]): FinalScore {
  let best = 0;
  let most = -1;
  for (let band = 0; band < weights.length; band++) {
    const within = (weights[band - 1] ?? 0) + weights[band]! + (weights[band + 1] ?? 0);
    const tie = Math.abs(within - most) <= 1e-12 && weights[band]! > weights[best]! + 1e-12;
    if (within > most + 1e-12 || tie) [best, most] = [band, Math.max(most, within)];
  }
  return best as FinalScore;
}

/** Chance of each score on a 3-question passage at each level's difficulty, per type (memoised). */
const levelTables = new WeakMap<ScoringModel, number[][][]>();
function levelChances(model: ScoringModel): number[][][] {
  let t = levelTables.get(model);
  if (!t) {
    t = CEFR_LEVELS.map((level) =>
      typeScoreProbabilities(
        [0, 1, 2].map(() => model.levels[level]),
        model,
      ),
    );
    levelTables.set(model, t);
  }
  return t;
}

/**
 * In a new learner's search for the next level a non-reader placed more than one level off
 * counts as much as a reader of any level (its posterior weight times 1 / NON_READER_WEIGHT):
 * the non-reader rule (placed no higher than a blind guesser) is a target of its own, while
 * NON_READER_WEIGHT is a belief that sets the gate. Without it the search barely sees a guesser
 * who got past round 1, and the tie-break below then sent learners with 2 of 3 right on A1 and
 * 1-2 on A2 to an A2 passage in round 3 instead of A1, where a guess is placed A2 far more
 * often: blind guessers placed A2 or above went from 5% to 9% (bench, 2,000 each; ADR 0056). It
 * changes no level of a new learner's idealised tree. A returning learner's search counts the
 * non-reader as its posterior says (1): their prior comes from answers they gave, and with the
 * weight of a level it sent a returning B1 reader to an A1 passage first.
 */
export const NON_READER_LOSS_WEIGHT = 1 / NON_READER_WEIGHT;

/**
 * Levels whose expected loss is within this much of the least count as equally good; of them
 * the one nearest the current placement is taken. Without it a learner whose placement is
 * already settled (a returning learner last placed C1: every level leaves the loss near 0) was
 * sent the first level of the list, A1. For a new learner it changes no level of the idealised
 * tree (every passage 3 questions at its level's difficulty). A tolerance of 0.011 or more sends
 * readers with every answer right on A1 and B1 to B2 instead of B1 in round 3, which costs B1
 * readers 4.5 points (ADR 0056).
 */
export const NEAR_LEVEL_TOLERANCE = 0.005;

/**
 * Expected loss of each level for this round, with the best levels (and the same tie-break) in
 * the rounds after it. `weights`: the types' posterior (it decides the placements); `cost`: what
 * a placement more than one level off costs per type (the posterior times the loss weights), not
 * normalised, so each level's loss is the chance of such a placement, the non-reader's counted
 * NON_READER_LOSS_WEIGHT times.
 */
function levelLosses(
  weights: readonly number[],
  cost: readonly number[],
  round: 1 | 2 | 3,
  chances: number[][][],
  advanceScore: number,
): number[] {
  return chances.map((byType) => {
    let loss = 0;
    for (let score = 0; score <= 3; score++) {
      const joint = weights.map((w, type) => w * byType[type]![score]!);
      const chance = joint.reduce((a, b) => a + b, 0);
      if (chance <= 0) continue;
      const next = joint.map((w) => w / chance);
      const nextCost = cost.map((c, type) => c * byType[type]![score]!);
      const placement = typePlacement(next);
      if (round === 3 || placement < advanceScore)
        loss += nextCost.reduce(
          (sum, c, type) => sum + (Math.abs(type - placement) > 1 ? c : 0),
          0,
        );
      else
        loss +=
          chance *
          bestLevel(
            next,
            nextCost.map((c) => c / chance),
            (round + 1) as 2 | 3,
            chances,
            advanceScore,
          ).loss;
    }
    return loss;
  });
}

/** The level with the least expected loss; among levels within NEAR_LEVEL_TOLERANCE of it, the
 *  one nearest the current placement's level (band 0 counts as A1), then the lower loss. */
function bestLevel(
  weights: readonly number[],
  cost: readonly number[],
  round: 1 | 2 | 3,
  chances: number[][][],
  advanceScore: number,
): { level: number; loss: number } {
  const losses = levelLosses(weights, cost, round, chances, advanceScore);
  const least = Math.min(...losses);
  const here = Math.max(0, typePlacement(weights) - 1);
  let best = -1;
  losses.forEach((loss, level) => {
    if (loss > least + NEAR_LEVEL_TOLERANCE) return;
    const nearer =
      best < 0 ||
      Math.abs(level - here) < Math.abs(best - here) ||
      (Math.abs(level - here) === Math.abs(best - here) && loss < losses[best]! - 1e-12);
    if (nearer) best = level;
  });
  return { level: best, loss: losses[best]! };
}

/**
 * The level of the next passage (round `nextRound`) with the least expected chance of a final
 * placement more than one level off, over the rounds left (the non-reader's counted
 * `nonReaderLossWeight` times: NON_READER_LOSS_WEIGHT for a new learner, 1 for a returning one,
 * as readerTypeTarget passes it), with the server's stopping rule (the next round only
 * while the placement is >= 2); among levels within NEAR_LEVEL_TOLERANCE of the least, the one
 * nearest the current placement. Each future passage counts as 3 questions at its level's
 * difficulty. Tiny: 7 types, no grid (a three-round search is 6 x 4 x 6 x 4 x 6 x 4 end points).
 * `expectedLoss` is the chosen level's, in those units.
 */
export function nextLevelByTypes(
  weights: readonly number[],
  nextRound: 1 | 2 | 3,
  model: ScoringModel = DEFAULT_MODEL,
  nonReaderLossWeight = NON_READER_LOSS_WEIGHT,
): { level: CefrLevel; expectedLoss: number } {
  const cost = weights.map((w, type) => (type === 0 ? w * nonReaderLossWeight : w));
  const { level, loss } = bestLevel(weights, cost, nextRound, levelChances(model), 2);
  return { level: CEFR_LEVELS[level]!, expectedLoss: loss };
}
