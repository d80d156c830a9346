import { estimateAbility, NEW_LEARNER_PRIOR, type Prior, type ScoredAnswer } from './ability';
import { CEFR_LEVELS, isCefrLevel, type CefrLevel } from './bank';
import { ADVANCE_SCORE, describeBand, type BandRange, type FinalScore } from './bands';
import { DEFAULT_MODEL, type ScoringModel } from './model';
import { readerTypeWeights, typePlacement } from './reader-types';

/** The result of scoring a round (and of POST /levelPrediction). */
export interface LevelPrediction {
  /**
   * The placement 0-6 (below A1, A1 .. C2): the band with the most reader-type weight within one
   * level of it (ADR 0056, reader-types.ts). A learner is never placed 'below A1' by it.
   */
  final_score: FinalScore;
  /** final_score >= 2: go on to the next round (spec 001 section 4). */
  advance: boolean;
  /** Posterior mean ability, logits. */
  ability: number;
  /** Posterior SD, logits. */
  standard_error: number;
  /** The band statement of the ability posterior (can differ from final_score by a band). */
  band: BandRange;
  /**
   * Orders two results that are otherwise equal, and nothing else: 1 / (1 + m / 30) where m is
   * the median time in seconds of the right answers (0 when none were right or none timed),
   * so faster right answers rank higher. Never used for final_score, ability, band or advance.
   */
  tie_break: number;
}

/** An answer as the server has it: the scoring fields plus its time. */
export interface TimedAnswer extends ScoredAnswer {
  timeSpentMs?: number;
}

export interface PredictionOptions {
  /** Default NEW_LEARNER_PRIOR; use priorFromLastEstimate() for a returning learner. */
  prior?: Prior;
  model?: ScoringModel;
}

/**
 * Scores answered questions (grouped by passageId) into a LevelPrediction: final_score (and so
 * advance) by reader types (ADR 0056), ability, standard error and band statement from the
 * ability posterior (ADR 0011).
 */
export function assessAnswers(
  answers: readonly TimedAnswer[],
  options: PredictionOptions = {},
): LevelPrediction {
  const model = options.model ?? DEFAULT_MODEL;
  const prior = options.prior ?? NEW_LEARNER_PRIOR;
  const estimate = estimateAbility(answers, prior, model);
  const score = typePlacement(readerTypeWeights(answers, prior, model));
  return {
    final_score: score,
    advance: score >= ADVANCE_SCORE,
    ability: estimate.ability,
    standard_error: estimate.standardError,
    band: describeBand(estimate, model),
    tie_break: tieBreak(answers),
  };
}

function tieBreak(answers: readonly TimedAnswer[]): number {
  const times = answers
    .filter((a) => a.correct && typeof a.timeSpentMs === 'number' && a.timeSpentMs >= 0)
    .map((a) => a.timeSpentMs! / 1000)
    .sort((a, b) => a - b);
  if (!times.length) return 0;
  const mid = times.length / 2;
  const median = times.length % 2 ? times[Math.floor(mid)]! : (times[mid - 1]! + times[mid]!) / 2;
  return 1 / (1 + median / 30);
}

/**
 * Sort comparator, best first: final_score, then ability, and only when both are equal the
 * tie_break (faster right answers first). Response time can therefore order two learners with
 * the same answers but never lift anyone past a different outcome.
 */
export function compareLevelPredictions(a: LevelPrediction, b: LevelPrediction): number {
  return b.final_score - a.final_score || b.ability - a.ability || b.tie_break - a.tie_break;
}

/** The request body of spec 001 call 3 (/levelPrediction), with optional Lexora extensions. */
export interface LevelPredictionRequest {
  answers: readonly {
    is_correct: boolean;
    /** ms */
    time_spent?: number;
    tags?: readonly string[];
    /** Extension: answers sharing a passage_id form one passage; default: consecutive threes. */
    passage_id?: string;
    /** Extension: the passage's level; default: from difficulty_level. */
    level?: CefrLevel;
  }[];
  /** ms, one per answer; used when an answer has no time_spent. */
  response_times?: readonly number[];
  /** Accepted and ignored: emotions never change a score or a level. */
  emotion_data?: unknown;
  /** Level of the questions, 1-6 = A1, A2, B1, B2, C1, C2 (the spec sends 2). Default 2. */
  difficulty_level?: number;
}

/** The number of questions of one round (one passage) in Lexora. */
export const QUESTIONS_PER_ROUND = 3;

/**
 * POST /levelPrediction for clients that speak the spec's shape. Throws a RangeError with a
 * clear message on input the scoring cannot use (the server validates with its contract first).
 */
export function predictLevel(
  request: LevelPredictionRequest,
  options: PredictionOptions = {},
): LevelPrediction {
  const difficulty = request.difficulty_level ?? 2;
  if (!Number.isInteger(difficulty) || difficulty < 1 || difficulty > CEFR_LEVELS.length)
    throw new RangeError(`difficulty_level must be a whole number from 1 to ${CEFR_LEVELS.length}`);
  if (!Array.isArray(request.answers)) throw new RangeError('answers must be a list');
  const answers = request.answers.map((answer, i): TimedAnswer => {
    if (typeof answer?.is_correct !== 'boolean')
      throw new RangeError(`answers[${i}].is_correct must be true or false`);
    if (answer.level !== undefined && !isCefrLevel(answer.level))
      throw new RangeError(`answers[${i}].level must be one of ${CEFR_LEVELS.join(', ')}`);
    const time = answer.time_spent ?? request.response_times?.[i];
    return {
      passageId: answer.passage_id ?? `round-part-${Math.floor(i / QUESTIONS_PER_ROUND)}`,
      level: answer.level ?? CEFR_LEVELS[difficulty - 1]!,
      tags: answer.tags ?? [],
      correct: answer.is_correct,
      timeSpentMs: typeof time === 'number' && Number.isFinite(time) ? time : undefined,
    };
  });
  return assessAnswers(answers, options);
}

/**
 * What happens after a round (spec 001 section 4): rounds 1 and 2 go on when the learner
 * advances; otherwise, and after round 3, the learner is marked not new and goes to /paragraph.
 * Routes: round 1 /mcq2 -> /mcq3, round 2 /mcq3 -> /mcq4, round 3 (/mcq4 or /mcq) -> /paragraph.
 */
export function roundOutcome(
  round: 1 | 2 | 3,
  prediction: Pick<LevelPrediction, 'advance'>,
): { continues: boolean; markNotNew: boolean } {
  const continues = round < 3 && prediction.advance;
  return { continues, markNotNew: !continues };
}
