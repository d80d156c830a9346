import { CEFR_LEVELS, SKILL_TAGS, skillTagsOf, type CefrLevel, type SkillTag } from '../bank';
import { normalQuadrature } from '../grid';
import { DEFAULT_MODEL, type ScoringModel } from '../model';
import { minimise } from './lbfgs';
import { flatten, learnerTerm, makeScratch, type Answer } from './marginal-likelihood';

/** One logged answer (one line of the calibration JSON lines file). */
export interface CalibrationRecord {
  learnerId: string;
  questionId: string;
  /** Answers with the same learner and passageId share a passage effect. Without it, each
   *  question stands alone and the passage-effect SD cannot be estimated. */
  passageId?: string;
  passageLevel: CefrLevel;
  tags: readonly string[];
  correct: boolean;
}

export interface CalibrationOptions {
  /** The current model: start values, and the centre of the weak priors. Default DEFAULT_MODEL. */
  start?: ScoringModel;
  /** Default: when every record names its passage. */
  estimateTestletSd?: boolean;
  /** Prior SDs (logits) that keep rarely seen levels and tags near the start values. */
  levelPriorSd?: number;
  tagPriorSd?: number;
  abilityNodes?: number;
  effectNodes?: number;
  maxIterations?: number;
}

export interface CalibrationResult {
  model: ScoringModel;
  /** Ability distribution of the learners on the model's scale. */
  population: { mean: number; sd: number };
  /** Log likelihood plus the log priors at the optimum. */
  penalisedLogLikelihood: number;
  iterations: number;
  converged: boolean;
  counts: {
    learners: number;
    answers: number;
    levels: Record<CefrLevel, number>;
    tags: Record<SkillTag, number>;
  };
  warnings: string[];
}
/** Parameter vector: 4 levels, 7 tag offsets, log ability SD, log passage-effect SD. */
const N_LEVELS = CEFR_LEVELS.length;
const N_TAGS = SKILL_TAGS.length;
const LOG_SD_THETA = N_LEVELS + N_TAGS;
const LOG_SD_U = LOG_SD_THETA + 1;

/**
 * Refits the scoring model from logged answers by marginal maximum likelihood: each learner's
 * ability ~ N(mu, sd^2) and each passage effect ~ N(0, testletSd^2) are integrated out on
 * quadrature grids (so learners with 3-9 answers do not bias the difficulties as joint maximum
 * likelihood would), with weak normal priors on the levels (SD 2) and tag offsets (SD 0.5)
 * centred on the start model (a regularised fit: rare tags stay near their seeds), minimised
 * with L-BFGS. Answers chosen adaptively from earlier answers are fine: that selection is
 * ignorable for the likelihood. The scale is fixed afterwards: tag offsets sum to zero and the
 * mean of the levels equals the start model's, so cut points and stored estimates stay put.
 * Guessing is not estimated (3 options: 1/3).
 */
export function fitScoringModel(
  records: readonly CalibrationRecord[],
  options: CalibrationOptions = {},
): CalibrationResult {
  const start = options.start ?? DEFAULT_MODEL;
  const withEffect = options.estimateTestletSd ?? records.every((r) => r.passageId);
  const learners = groupRecords(records);
  const { objective, x0 } = calibrationObjective(learners, start, withEffect, options);
  const fit = minimise(objective, x0, { maxIterations: options.maxIterations ?? 300 });
  return summarise(fit, records, learners.length, start, withEffect);
}

/**
 * The penalised negative log marginal likelihood and its gradient (exported for the gradient
 * check in the tests), with its start vector.
 */
export function calibrationObjective(
  learners: Answer[][][],
  start: ScoringModel,
  withEffect: boolean,
  options: CalibrationOptions = {},
) {
  const thetaRule = normalQuadrature(options.abilityNodes ?? 21);
  const effectRule = withEffect
    ? normalQuadrature(options.effectNodes ?? 11)
    : { nodes: [0], weights: [1] };
  const levelPriorSd = options.levelPriorSd ?? 2;
  const tagPriorSd = options.tagPriorSd ?? 0.5;
  const c = start.guessing;

  const x0 = [
    ...CEFR_LEVELS.map((l) => start.levels[l]),
    ...SKILL_TAGS.map((t) => start.tagOffsets[t]),
    Math.log(1.5),
    Math.log(Math.max(0.3, start.testletSd)),
  ];
  const centre = [...x0];

  const flat = flatten(learners);
  const scratch = makeScratch(flat, thetaRule.nodes.length);
  const objective = (x: readonly number[]) => {
    const gradient = new Array<number>(x.length).fill(0);
    let value = 0;
    for (let k = 0; k < N_LEVELS + N_TAGS; k++) {
      const sd = k < N_LEVELS ? levelPriorSd : tagPriorSd;
      value += (x[k]! - centre[k]!) ** 2 / (2 * sd * sd);
      gradient[k]! += (x[k]! - centre[k]!) / (sd * sd);
    }
    // Weak priors on the log SDs (SD 1 on the log scale) keep a degenerate data set finite.
    for (const k of [LOG_SD_THETA, LOG_SD_U]) {
      value += (x[k]! - centre[k]!) ** 2 / 2;
      gradient[k]! += x[k]! - centre[k]!;
    }
    const sdTheta = Math.exp(x[LOG_SD_THETA]!);
    const sdU = withEffect ? Math.exp(x[LOG_SD_U]!) : 0;
    for (let j = 0; j < flat.count; j++) {
      const tags = flat.tags[j]!;
      let offset = 0;
      for (const t of tags) offset += x[N_LEVELS + t]!;
      flat.difficulty[j] = x[flat.level[j]!]! + (tags.length ? offset / tags.length : 0);
    }
    flat.gradient.fill(0);
    const terms = { value: 0, dLogSdTheta: 0, dLogSdU: 0 };
    for (const learner of flat.learners)
      learnerTerm(flat, learner, sdTheta, sdU, thetaRule, effectRule, c, scratch, terms);
    value -= terms.value;
    gradient[LOG_SD_THETA]! -= terms.dLogSdTheta;
    if (withEffect) gradient[LOG_SD_U]! -= terms.dLogSdU;
    for (let j = 0; j < flat.count; j++) {
      const g = flat.gradient[j]!;
      gradient[flat.level[j]!]! -= g;
      const tags = flat.tags[j]!;
      for (const t of tags) gradient[N_LEVELS + t]! -= g / tags.length;
    }
    return { value, gradient };
  };
  return { objective, x0 };
}

/** Learners -> passages -> answers, with levels and tags as indexes. */
export function groupRecords(records: readonly CalibrationRecord[]): Answer[][][] {
  const byLearner = new Map<string, Map<string, Answer[]>>();
  for (const r of records) {
    const passages = byLearner.get(r.learnerId) ?? new Map<string, Answer[]>();
    byLearner.set(r.learnerId, passages);
    const key = r.passageId ?? `question:${r.questionId}`;
    const answers = passages.get(key) ?? [];
    passages.set(key, answers);
    answers.push({
      level: CEFR_LEVELS.indexOf(r.passageLevel),
      tags: skillTagsOf(r.tags).map((t) => SKILL_TAGS.indexOf(t)),
      correct: r.correct,
    });
  }
  return [...byLearner.values()].map((passages) => [...passages.values()]);
}

function summarise(
  fit: ReturnType<typeof minimise>,
  records: readonly CalibrationRecord[],
  learnerCount: number,
  start: ScoringModel,
  withEffect: boolean,
): CalibrationResult {
  const x = fit.x;
  const tagShift = SKILL_TAGS.reduce((s, _, t) => s + x[N_LEVELS + t]!, 0) / N_TAGS;
  const startMean = CEFR_LEVELS.reduce((s, l) => s + start.levels[l], 0) / N_LEVELS;
  const levels = CEFR_LEVELS.map((_, k) => x[k]! + tagShift);
  const levelShift = startMean - levels.reduce((s, v) => s + v, 0) / N_LEVELS;
  const counts = {
    learners: learnerCount,
    answers: records.length,
    levels: Object.fromEntries(
      CEFR_LEVELS.map((l) => [l, records.filter((r) => r.passageLevel === l).length]),
    ) as Record<CefrLevel, number>,
    tags: Object.fromEntries(
      SKILL_TAGS.map((t) => [t, records.filter((r) => r.tags.includes(t)).length]),
    ) as Record<SkillTag, number>,
  };
  const warnings: string[] = [];
  if (!fit.converged)
    warnings.push(`The fit stopped after ${fit.iterations} iterations without converging.`);
  for (const l of CEFR_LEVELS)
    if (counts.levels[l] < 200)
      warnings.push(
        `Only ${counts.levels[l]} answers at ${l}: its value leans on the start model.`,
      );
  for (const t of SKILL_TAGS)
    if (counts.tags[t] < 200)
      warnings.push(
        `Only ${counts.tags[t]} answers tagged ${t}: its offset leans on the start model.`,
      );
  if (!withEffect)
    warnings.push('No passage ids: the passage-effect SD was kept at its start value.');
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const fittedLevels = levels.map((v) => round(v + levelShift));
  if (fittedLevels.some((v, i) => i > 0 && v <= fittedLevels[i - 1]!))
    warnings.push('The fitted levels do not increase from A1 to C2: check the level labels.');
  return {
    model: {
      levels: Object.fromEntries(CEFR_LEVELS.map((l, k) => [l, fittedLevels[k]!])) as Record<
        CefrLevel,
        number
      >,
      tagOffsets: Object.fromEntries(
        SKILL_TAGS.map((t, k) => [t, round(x[N_LEVELS + k]! - tagShift)]),
      ) as Record<SkillTag, number>,
      testletSd: withEffect ? round(Math.exp(x[LOG_SD_U]!)) : start.testletSd,
      guessing: start.guessing,
    },
    population: { mean: round(levelShift), sd: round(Math.exp(x[LOG_SD_THETA]!)) },
    penalisedLogLikelihood: -fit.value,
    iterations: fit.iterations,
    converged: fit.converged,
    counts,
    warnings,
  };
}
