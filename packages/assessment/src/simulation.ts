import { topicIds } from '@lexora/contracts';
import type { RandomSource } from '@lexora/games';
import {
  estimateAbility,
  NEW_LEARNER_PRIOR,
  type AbilityEstimate,
  type Prior,
  type ScoredAnswer,
} from './ability';
import { CEFR_LEVELS, SKILL_TAGS, type BankPassage, type SkillTag } from './bank';
import { ADVANCE_SCORE, finalScore, type FinalScore } from './bands';
import type { CalibrationRecord } from './calibration/fit';
import { roundOutcome } from './level-prediction';
import { DEFAULT_MODEL, probabilityCorrect, questionDifficulty, type ScoringModel } from './model';
import { placementTarget, readerTypeTarget, selectPassages } from './selection';
import { readerTypeWeights, typePlacement } from './reader-types';
import { skillStats } from './skills';

/**
 * Simulated learners and a synthetic bank, for the benchmark and the calibration tests (not part
 * of the public API). Randomness is passed in; nothing here reads a clock.
 */

/** A standard-normal draw (Box-Muller). */
export function normalDraw(random: RandomSource): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** The 13 topic ids of spec 001 section 3. */
export const TOPIC_IDS = topicIds;

/**
 * Assumed tag mix of the bank (issue 12 asks for the seven tags; detail and vocabulary are the
 * most common kinds of question writers produce, grammar and sequence the least).
 */
export const TAG_MIX: Readonly<Record<SkillTag, number>> = {
  detail: 0.25,
  vocabulary: 0.2,
  'main-idea': 0.15,
  inference: 0.15,
  reference: 0.1,
  sequence: 0.08,
  grammar: 0.07,
};

function drawTag(random: RandomSource, exclude: readonly SkillTag[]): SkillTag {
  const tags = SKILL_TAGS.filter((t) => !exclude.includes(t));
  const total = tags.reduce((s, t) => s + TAG_MIX[t], 0);
  let x = random() * total;
  for (const tag of tags) if ((x -= TAG_MIX[tag]) < 0) return tag;
  return tags[tags.length - 1]!;
}

/**
 * The bank's shape: 13 topics x 6 levels x `perCell` passages, 3 questions each with distinct
 * tags drawn from TAG_MIX (one in ten questions gets a second tag).
 */
export function syntheticBank(random: RandomSource, perCell = 4): BankPassage[] {
  const bank: BankPassage[] = [];
  for (const topic of TOPIC_IDS)
    for (const level of CEFR_LEVELS)
      for (let n = 0; n < perCell; n++) {
        const id = `${topic}-${level}-${n}`;
        const used: SkillTag[] = [];
        const questions = [0, 1, 2].map((q) => {
          const tags = [drawTag(random, used)];
          used.push(tags[0]!);
          if (random() < 0.1) tags.push(drawTag(random, tags));
          return { id: `${id}-q${q}`, tags };
        });
        bank.push({ id, topic, level, questions });
      }
  return bank;
}

/** How the simulated world differs from the scoring model. */
export interface WorldSettings {
  /** The true passage-effect SD. */
  testletSd: number;
  /** SD of each question's true difficulty around the table value. */
  itemResidualSd: number;
  /** SD of log slope (0: every slope is 1). */
  logSlopeSd: number;
  guessing: number;
}

export const MODEL_WORLD: WorldSettings = {
  testletSd: DEFAULT_MODEL.testletSd,
  itemResidualSd: 0,
  logSlopeSd: 0,
  guessing: DEFAULT_MODEL.guessing,
};

export interface TrueItem {
  difficulty: number;
  slope: number;
}

/** True parameters of every question of the bank in a world. */
export function trueItems(
  bank: readonly BankPassage[],
  world: WorldSettings,
  random: RandomSource,
  model: ScoringModel = DEFAULT_MODEL,
): Map<string, TrueItem> {
  const items = new Map<string, TrueItem>();
  for (const passage of bank)
    for (const q of passage.questions)
      items.set(q.id, {
        difficulty:
          questionDifficulty(passage.level, q.tags, model) +
          world.itemResidualSd * normalDraw(random),
        slope: Math.exp(world.logSlopeSd * normalDraw(random)),
      });
  return items;
}

/** A learner of ability `theta` answers a passage: one shared passage effect, then each question. */
export function answerPassage(
  passage: BankPassage,
  theta: number,
  items: ReadonlyMap<string, TrueItem>,
  world: WorldSettings,
  random: RandomSource,
): boolean[] {
  const u = world.testletSd * normalDraw(random);
  return passage.questions.map((q) => {
    const item = items.get(q.id)!;
    const p = probabilityCorrect(
      item.slope * (theta + u),
      item.slope * item.difficulty,
      world.guessing,
    );
    return random() < p;
  });
}

/**
 * Logged answers as the server would record them, from a world where `model` is the truth:
 * each learner reads `passagesPerLearner` passages, the first at a random level, each next one a
 * level up after 3 right and a level down after 0 or 1 right (adaptive on observed answers only).
 */
export function simulateLoggedAnswers(input: {
  bank: readonly BankPassage[];
  model: ScoringModel;
  population: { mean: number; sd: number };
  learners: number;
  passagesPerLearner: number;
  random: RandomSource;
}): CalibrationRecord[] {
  const { bank, model, random } = input;
  const world: WorldSettings = {
    ...MODEL_WORLD,
    testletSd: model.testletSd,
    guessing: model.guessing,
  };
  const items = trueItems(bank, { ...world, itemResidualSd: 0, logSlopeSd: 0 }, random, model);
  const records: CalibrationRecord[] = [];
  const levels = CEFR_LEVELS.filter((l) => bank.some((p) => p.level === l));
  for (let l = 0; l < input.learners; l++) {
    const theta = input.population.mean + input.population.sd * normalDraw(random);
    let level = Math.floor(random() * levels.length);
    const seen = new Set<string>();
    for (let n = 0; n < input.passagesPerLearner; n++) {
      const options = bank.filter((p) => p.level === levels[level] && !seen.has(p.id));
      const passage = options[Math.floor(random() * options.length)]!;
      seen.add(passage.id);
      const correct = answerPassage(passage, theta, items, world, random);
      passage.questions.forEach((q, i) =>
        records.push({
          learnerId: `learner-${l}`,
          questionId: q.id,
          passageId: passage.id,
          passageLevel: passage.level,
          tags: q.tags,
          correct: correct[i]!,
        }),
      );
      const right = correct.filter(Boolean).length;
      if (right === 3) level = Math.min(levels.length - 1, level + 1);
      if (right <= 1) level = Math.max(0, level - 1);
    }
  }
  return records;
}

/** How a simulated taker answers a passage: right or wrong for each question, in order. */
export type PassageAnswerer<P extends BankPassage> = (passage: P) => boolean[];

export interface SimulatedAssessment<P extends BankPassage> {
  /** The passages read, one per round (1-3 rounds). */
  passages: P[];
  /** final_score after the last round taken: the placement. */
  finalScore: FinalScore;
  estimate: AbilityEstimate;
}

/**
 * One new learner's assessment as the server runs it: up to three rounds, each one passage from
 * selectPassages at readerTypeTarget (the learner's topics, unseen, the weakest-tag rule), every
 * round scored with all the answers so far (final_score = typePlacement, as assessAnswers), and
 * the next round only while the learner advances (roundOutcome: final_score >= 2 after rounds 1
 * and 2). `answer` decides the answers: a simulated reader (answerPassage) or a strategy that
 * does not read. `placement: 'posterior-mean'` runs the rule before ADR 0056 instead.
 */
export function simulateAssessment<P extends BankPassage>(input: {
  bank: readonly P[];
  topics: readonly string[];
  answer: PassageAnswerer<P>;
  random: RandomSource;
  prior?: Prior;
  model?: ScoringModel;
  /** With placement 'posterior-mean': where each round's passage should be most informative
   *  (default placementTarget). */
  target?: (estimate: AbilityEstimate, round: 1 | 2 | 3, model: ScoringModel) => number;
  /**
   * How the placement (and so the advance decision) is made: 'reader-types' (default, as the
   * server does since ADR 0056: typePlacement of the seven types' weights, passages at
   * readerTypeTarget; `target` is then ignored) or 'posterior-mean' (the rule before it:
   * finalScore of the ability estimate, passages at `target`, default placementTarget).
   */
  placement?: 'posterior-mean' | 'reader-types';
}): SimulatedAssessment<P> {
  const prior = input.prior ?? NEW_LEARNER_PRIOR;
  const model = input.model ?? DEFAULT_MODEL;
  const byTypes = (input.placement ?? 'reader-types') === 'reader-types';
  const answers: ScoredAnswer[] = [];
  const passages: P[] = [];
  let estimate = estimateAbility([], prior, model);
  const place = (): FinalScore =>
    byTypes
      ? typePlacement(readerTypeWeights(answers, prior, model))
      : finalScore(estimate.ability, model);
  for (const round of [1, 2, 3] as const) {
    const [passage] = selectPassages({
      bank: input.bank,
      ability: byTypes
        ? readerTypeTarget(answers, round, { prior, model })
        : (input.target ?? placementTarget)(estimate, round, model),
      topics: input.topics,
      seenPassageIds: passages.map((p) => p.id),
      stats: skillStats(answers),
      random: input.random,
      model,
    }).passages;
    if (!passage) break;
    passages.push(passage);
    const correct = input.answer(passage);
    passage.questions.forEach((q, i) =>
      answers.push({
        passageId: passage.id,
        level: passage.level,
        tags: q.tags,
        correct: correct[i]!,
      }),
    );
    estimate = estimateAbility(answers, prior, model);
    const advance = place() >= ADVANCE_SCORE;
    if (!roundOutcome(round, { advance }).continues) break;
  }
  return { passages, finalScore: place(), estimate };
}
