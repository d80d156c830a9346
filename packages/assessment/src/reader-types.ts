import { groupByPassage, NEW_LEARNER_PRIOR, type Prior, type ScoredAnswer } from './ability';
import { normalLogDensity } from './grid';
import type { FinalScore } from './bands';
import { CEFR_LEVELS, type CefrLevel } from './bank';
import { DEFAULT_MODEL, questionDifficulty, type ScoringModel } from './model';
import { passageCategoryProbabilities } from './testlet';

/**
 * Placement by reader types (issue 29; measurement decision theory, Rudner 2002): what the
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

/** Prior weights of the seven types (see above). */
export function typePriorWeights(
  prior: Prior = NEW_LEARNER_PRIOR,
  model: ScoringModel = DEFAULT_MODEL,
): number[] {
  const isNew = prior.mean === NEW_LEARNER_PRIOR.mean && prior.sd === NEW_LEARNER_PRIOR.sd;
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

/** Expected loss (chance of a placement more than one level off) with the best levels ahead. */
function bestLevel(
  weights: readonly number[],
  round: 1 | 2 | 3,
  chances: number[][][],
  advanceScore: number,
): { level: number; loss: number } {
  let best = { level: 0, loss: Infinity };
  chances.forEach((byType, level) => {
    let loss = 0;
    for (let score = 0; score <= 3; score++) {
      const joint = weights.map((w, type) => w * byType[type]![score]!);
      const chance = joint.reduce((a, b) => a + b, 0);
      if (chance <= 0) continue;
      const next = joint.map((w) => w / chance);
      const placement = typePlacement(next);
      if (round === 3 || placement < advanceScore)
        loss +=
          next.reduce((sum, w, type) => sum + (Math.abs(type - placement) > 1 ? w : 0), 0) * chance;
      else loss += chance * bestLevel(next, (round + 1) as 2 | 3, chances, advanceScore).loss;
    }
    if (loss < best.loss - 1e-12) best = { level, loss };
  });
  return best;
}

/**
 * The level of the next passage (round `nextRound`) with the least expected chance of a final
 * placement more than one level off, over the rounds left, with the server's stopping rule (the
 * next round only while the placement is >= 2). Each future passage counts as 3 questions at its
 * level's difficulty. Tiny: 7 types, no grid (a three-round search is 6 x 4 x 6 x 4 x 6 x 4 end
 * points).
 */
export function nextLevelByTypes(
  weights: readonly number[],
  nextRound: 1 | 2 | 3,
  model: ScoringModel = DEFAULT_MODEL,
): { level: CefrLevel; expectedLoss: number } {
  const { level, loss } = bestLevel(weights, nextRound, levelChances(model), 2);
  return { level: CEFR_LEVELS[level]!, expectedLoss: loss };
}
