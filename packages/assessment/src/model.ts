import { CEFR_LEVELS, skillTagsOf, type CefrLevel, type SkillTag } from './bank';

/**
 * The scoring model: every number the ability estimate depends on, in one serialisable object.
 * `scripts/calibrate.ts` writes a refitted one as JSON; pass it wherever `model` is accepted.
 *
 * A question's probability of a right answer, for a learner of ability theta reading passage p:
 *   P = guessing + (1 - guessing) * logistic(theta + u_p - difficulty)
 * where u_p ~ N(0, testletSd^2) is the passage effect (this learner found this passage easier or
 * harder than its questions' difficulties say: topic, background knowledge), shared by the
 * questions of one passage and integrated out (see testlet.ts). Slope 1 (Rasch).
 */
export interface ScoringModel {
  /** Difficulty (logits) of a typical question at each passage level. */
  levels: Readonly<Record<CefrLevel, number>>;
  /** Added to the level difficulty; a question with several tags gets the mean of their offsets. */
  tagOffsets: Readonly<Record<SkillTag, number>>;
  /** SD of the passage effect u_p (logits). */
  testletSd: number;
  /** Floor of the probability of a right answer: a blind guess among 3 options. */
  guessing: number;
}

/**
 * Seed values. Levels from the research note (A1 -2, A2 -0.7, B1 +0.7, B2 +2); C1 and C2 continue
 * the same step of 1.3 logits (C1 +3.3, C2 +4.6), as the writers' level labels are all the
 * evidence there is until answers are logged and refitted. Tag offsets follow
 * the order of difficulty that reading frameworks report for comprehension processes (PIRLS and
 * PISA: retrieving stated information < straightforward inference/integration < interpreting
 * what is implied), kept small (at most 0.4 logit, under a third of the 1.3 logits between
 * levels) so the passage level dominates, and summing to zero so they do not move the levels:
 * - detail -0.4: the answer is stated in one sentence; locate and match.
 * - reference -0.2: resolve "it/they/this" to something in a neighbouring sentence.
 * - sequence -0.1: the order is stated, but across sentences.
 * - grammar 0: a form question at the passage's own level.
 * - main-idea +0.1: needs the whole passage, but our passages are 3-7 sentences.
 * - vocabulary +0.2: meaning from context when the word itself may be unknown.
 * - inference +0.4: the answer is implied, not stated.
 * Refit from logged answers with `npm run calibrate -w @lexora/assessment` (calibration/fit.ts).
 */
export const DEFAULT_MODEL: ScoringModel = {
  levels: { A1: -2, A2: -0.7, B1: 0.7, B2: 2, C1: 3.3, C2: 4.6 },
  tagOffsets: {
    detail: -0.4,
    reference: -0.2,
    sequence: -0.1,
    grammar: 0,
    'main-idea': 0.1,
    vocabulary: 0.2,
    inference: 0.4,
  },
  testletSd: 0.6,
  guessing: 1 / 3,
};

/** Difficulty in logits of a question of a passage at `level` carrying `tags`. */
export function questionDifficulty(
  level: CefrLevel,
  tags: readonly string[],
  model: ScoringModel = DEFAULT_MODEL,
): number {
  const known = skillTagsOf(tags);
  const offset = known.length
    ? known.reduce((sum, tag) => sum + model.tagOffsets[tag], 0) / known.length
    : 0;
  return model.levels[level] + offset;
}

/** Probability of a right answer when the learner's effective ability is `eta` (theta + u). */
export function probabilityCorrect(eta: number, difficulty: number, guessing: number): number {
  return guessing + (1 - guessing) / (1 + Math.exp(difficulty - eta));
}

/** Checks a model read from a file: finite numbers, every level and tag, sensible ranges. */
export function validateModel(value: unknown): ScoringModel {
  const fail = (why: string): never => {
    throw new Error(`Invalid scoring model: ${why}`);
  };
  if (typeof value !== 'object' || value === null) fail('not an object');
  const m = value as Partial<ScoringModel>;
  const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  for (const level of CEFR_LEVELS) if (!finite(m.levels?.[level])) fail(`levels.${level}`);
  for (const tag of Object.keys(DEFAULT_MODEL.tagOffsets) as SkillTag[])
    if (!finite(m.tagOffsets?.[tag])) fail(`tagOffsets.${tag}`);
  if (!finite(m.testletSd) || m.testletSd < 0 || m.testletSd > 3) fail('testletSd');
  if (!finite(m.guessing) || m.guessing < 0 || m.guessing >= 1) fail('guessing');
  const levels = CEFR_LEVELS.map((level) => m.levels![level]);
  if (levels.some((b, i) => i > 0 && b <= levels[i - 1]!))
    fail('levels must increase from A1 to C2');
  return m as ScoringModel;
}
