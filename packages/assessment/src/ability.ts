import type { CefrLevel } from './bank';
import { gridMoments, normalLogDensity, THETA_GRID } from './grid';
import { DEFAULT_MODEL, questionDifficulty, type ScoringModel } from './model';
import { passageLikelihood } from './testlet';

/** A normal prior on ability (logits). */
export interface Prior {
  mean: number;
  sd: number;
}

/**
 * A learner we know nothing about: centred on B1 (0.7), SD 2.5, so that every level of the scale
 * is well inside the prior (A1, -2.0, at -1.1 SD; C2, +4.6, at +1.6 SD). The earlier N(0, 1.5)
 * was made for A1-B2: it put C2 3 SD out, and even nine right answers on the hardest passages
 * could not lift a reader past B2 (docs/reading-assessment.md, section 3).
 */
export const NEW_LEARNER_PRIOR: Prior = { mean: 0.7, sd: 2.5 };

/** How far a learner's ability may have moved since the last estimate (learning, forgetting). */
export const ABILITY_DRIFT_SD = 0.5;

/**
 * The prior for a new assessment: centred on the learner's last estimate, with SD
 * sqrt(SE^2 + drift^2) capped at the new-learner SD. No last estimate -> NEW_LEARNER_PRIOR.
 */
export function priorFromLastEstimate(
  last?: { ability: number; standardError: number } | null,
): Prior {
  if (!last || !Number.isFinite(last.ability) || !Number.isFinite(last.standardError))
    return NEW_LEARNER_PRIOR;
  const sd = Math.min(
    NEW_LEARNER_PRIOR.sd,
    Math.sqrt(last.standardError ** 2 + ABILITY_DRIFT_SD ** 2),
  );
  return { mean: last.ability, sd };
}

/** One answered question, as the scoring needs it. */
export interface ScoredAnswer {
  /** Questions with the same passageId form one passage item. */
  passageId: string;
  level: CefrLevel;
  tags: readonly string[];
  correct: boolean;
}

export interface AbilityEstimate {
  /** Posterior mean (EAP), logits. */
  ability: number;
  /** Posterior SD. */
  standardError: number;
  /** Posterior weights on THETA_GRID, summing to 1 (for band probabilities). */
  posterior: readonly number[];
  /** Number of answers used. */
  answered: number;
}

/** Answers grouped by passage, in the order each passage first appears. */
export function groupByPassage<A extends { passageId: string }>(answers: readonly A[]): A[][] {
  const groups = new Map<string, A[]>();
  for (const answer of answers) {
    const group = groups.get(answer.passageId);
    if (group) group.push(answer);
    else groups.set(answer.passageId, [answer]);
  }
  return [...groups.values()];
}

/**
 * EAP ability on THETA_GRID: prior x the likelihood of each passage's score. Recomputed from all
 * answers each time (cheap), so "update after every answer" is simply calling it again with one
 * more answer; a passage with only some of its questions answered counts with those questions.
 * Only correctness enters: times and emotions cannot change the estimate.
 */
export function estimateAbility(
  answers: readonly ScoredAnswer[],
  prior: Prior = NEW_LEARNER_PRIOR,
  model: ScoringModel = DEFAULT_MODEL,
): AbilityEstimate {
  if (!(prior.sd > 0) || !Number.isFinite(prior.mean))
    throw new RangeError('The prior needs a finite mean and a positive SD');
  const logPosterior = THETA_GRID.map((theta) => normalLogDensity(theta, prior.mean, prior.sd));
  for (const passage of groupByPassage(answers)) {
    const difficulties = passage.map((a) => questionDifficulty(a.level, a.tags, model));
    const score = passage.filter((a) => a.correct).length;
    passageLikelihood(difficulties, score, model).forEach((l, i) => {
      logPosterior[i]! += Math.log(l);
    });
  }
  const top = Math.max(...logPosterior);
  const weights = logPosterior.map((lp) => Math.exp(lp - top));
  const total = weights.reduce((a, b) => a + b, 0);
  const posterior = weights.map((w) => w / total);
  const { mean, sd } = gridMoments(posterior);
  return { ability: mean, standardError: sd, posterior, answered: answers.length };
}
