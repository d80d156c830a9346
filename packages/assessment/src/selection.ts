import { pickIndex, type RandomSource } from '@lexora/games';
import {
  estimateAbility,
  NEW_LEARNER_PRIOR,
  type AbilityEstimate,
  type Prior,
  type ScoredAnswer,
} from './ability';
import {
  isNewLearnerPrior,
  nextLevelByTypes,
  NON_READER_LOSS_WEIGHT,
  readerTypeWeights,
} from './reader-types';
import { advanceCut } from './bands';
import { THETA_GRID } from './grid';
import { levelAim, nextPassageLevel } from './lookahead';
import { CEFR_LEVELS, SKILL_TAGS, type BankPassage, type SkillTag } from './bank';
import { DEFAULT_MODEL, questionDifficulty, type ScoringModel } from './model';
import { tagMean, tagsByWeakness, weakestTag, type SkillStats } from './skills';
import { passageInformation } from './testlet';

/** Passages ranked below the top few are never picked; among the top few the pick is uniform. */
export const SELECTION_TOP_K = 4;
/** A passage's utility grows by this share for each question on a weak skill (Beta mean < 0.5). */
export const WEAK_TAG_BONUS = 0.15;

/**
 * The advance decision after rounds 1 and 2 counts as open while the posterior probability of
 * being below the cut is inside this window.
 */
export const OPEN_DECISION_WINDOW: readonly [number, number] = [0.1, 0.9];

/**
 * The ability at which the next round's passage should be most informative. Rounds 1 and 2 end
 * with the advance decision: while that decision is open, information AT THE CUT serves it best
 * (classification testing: Spray & Reckase 1994, Eggen 1999), so a new learner starts with an
 * easier passage. Otherwise, and in round 3 (whose result decides nothing), the current
 * ability estimate. docs/benchmarks.md compares this with always using the estimate.
 */
export function selectionTarget(
  estimate: Pick<AbilityEstimate, 'ability' | 'posterior'>,
  nextRound: 1 | 2 | 3,
  model: ScoringModel = DEFAULT_MODEL,
): number {
  if (nextRound === 3) return estimate.ability;
  return advanceDecisionOpen(estimate, model) ? advanceCut(model) : estimate.ability;
}

/** Whether the posterior probability of being below the advance cut is in OPEN_DECISION_WINDOW. */
export function advanceDecisionOpen(
  estimate: Pick<AbilityEstimate, 'posterior'>,
  model: ScoringModel = DEFAULT_MODEL,
): boolean {
  const cut = advanceCut(model);
  const below = estimate.posterior.reduce((sum, w, i) => (THETA_GRID[i]! < cut ? sum + w : sum), 0);
  const [low, high] = OPEN_DECISION_WINDOW;
  return below > low && below < high;
}

/**
 * The ability at which the next round's passage should be most informative (adopted, issue 29):
 * the aim of the level that minimises the expected placement loss over the rounds left
 * (lookahead.ts). Except in round 1 while the advance decision is open (a new learner): that
 * passage is A1, where a reader and a blind guesser differ most, so that someone who does not
 * read rarely gets past the spec's gate (a guess gets 2 of 3 right with chance 7/27). Later
 * rounds climb faster than information at the estimate would: a strong reader meets C1-C2
 * passages in round 3. docs/benchmarks.md compares the two rules.
 */
export function placementTarget(
  estimate: Pick<AbilityEstimate, 'posterior'>,
  nextRound: 1 | 2 | 3,
  model: ScoringModel = DEFAULT_MODEL,
): number {
  if (nextRound === 1 && advanceDecisionOpen(estimate, model))
    return levelAim(CEFR_LEVELS[0], model);
  return levelAim(nextPassageLevel(estimate, nextRound, model).level, model);
}

/**
 * The server's target (ADR 0056, reader-types.ts): round 1 of a new learner on A1 as in
 * placementTarget, later rounds (and a returning learner's first) at the aim of the level with
 * the least expected chance of a final placement (typePlacement) more than one level off
 * (nextLevelByTypes; the non-reader counted like a level for a new learner only).
 */
export function readerTypeTarget(
  answers: readonly ScoredAnswer[],
  nextRound: 1 | 2 | 3,
  options: { prior?: Prior; model?: ScoringModel } = {},
): number {
  const model = options.model ?? DEFAULT_MODEL;
  const prior = options.prior ?? NEW_LEARNER_PRIOR;
  if (nextRound === 1 && advanceDecisionOpen(estimateAbility(answers, prior, model), model))
    return levelAim(CEFR_LEVELS[0], model);
  const weights = readerTypeWeights(answers, prior, model);
  const nonReaderLoss = isNewLearnerPrior(prior) ? NON_READER_LOSS_WEIGHT : 1;
  return levelAim(nextLevelByTypes(weights, nextRound, model, nonReaderLoss).level, model);
}

export interface SelectionInput<P extends BankPassage> {
  bank: readonly P[];
  /** Where the passage should be most informative: selectionTarget(), or the current estimate. */
  ability: number;
  /** Topics to draw from (see roundTopics); empty means any topic. */
  topics: readonly string[];
  /** Passages the learner has seen before (any round, any practice). */
  seenPassageIds?: Iterable<string>;
  /** Skill counts so far; decides the weakest tag. None: no tag requirement. */
  stats?: SkillStats;
  /** Passages to pick (default 1, one per round). */
  count?: number;
  random: RandomSource;
  model?: ScoringModel;
}

export interface Selection<P extends BankPassage> {
  passages: P[];
  /** The tag every picked passage has a question on (null: no requirement). */
  weakestTag: SkillTag | null;
  /** True when too few passages were on the learner's topics and every topic was used. */
  topicFallback: boolean;
  /** True when no informative unseen passage had the weakest tag: the next weakest tag that one
   *  of them has was asked for instead (or none, when none has any). */
  tagRelaxed: boolean;
}

/**
 * A passage counts as informative for this reader when its information at the target is at least
 * this share of the best unseen candidate's: about the target's own level (a passage one level
 * off has about 0.67 of it). Only these compete, so the weak-skill rules below can never send a
 * strong reader an easy passage.
 */
export const INFORMATIVE_SHARE = 0.9;

/**
 * Picks the next passages:
 * 1. the candidates: unseen passages on the given topics (fewer than SELECTION_TOP_K -> every
 *    topic), and of them the informative ones (INFORMATIVE_SHARE of the best information at the
 *    target ability);
 * 2. the weakest tag that some informative passage asks about (tagsByWeakness order); only
 *    passages with a question on it stay. No tag in any of them -> no requirement;
 * 3. utility = Fisher information of the passage item at the target x (1 + 0.15 per question on
 *    a weak tag), so weak skills are over-sampled without overriding targeting;
 * 4. a uniform pick among the top SELECTION_TOP_K by utility (ties by id), to spread exposure.
 * Fewer than `count` passages come back only when the bank has no unseen passage left.
 */
export function selectPassages<P extends BankPassage>(input: SelectionInput<P>): Selection<P> {
  const model = input.model ?? DEFAULT_MODEL;
  const excluded = new Set(input.seenPassageIds ?? []);
  const stats = input.stats;
  const weakest = stats ? weakestTag(stats) : null;
  const weakTags = new Set(stats ? SKILL_TAGS.filter((tag) => tagMean(stats[tag]) < 0.5) : []);
  const result: Selection<P> = {
    passages: [],
    weakestTag: null,
    topicFallback: false,
    tagRelaxed: false,
  };
  const onTopic = (p: P) => !input.topics.length || input.topics.includes(p.topic);
  const information = (p: P) => passageUtility(p, input.ability, new Set(), model);

  for (let n = 0; n < (input.count ?? 1); n++) {
    const candidates = widen(
      input.bank.filter((p) => !excluded.has(p.id)),
      onTopic,
      result,
    ).map((p) => ({ p, information: information(p) }));
    if (!candidates.length) break;
    const most = Math.max(...candidates.map((c) => c.information));
    let pool = candidates.filter((c) => c.information >= INFORMATIVE_SHARE * most).map((c) => c.p);
    if (stats && weakest) {
      const hasTag = (tag: SkillTag) => (p: P) => p.questions.some((q) => q.tags.includes(tag));
      const tag = tagsByWeakness(stats).find((t) => pool.some(hasTag(t))) ?? null;
      if (tag !== weakest) result.tagRelaxed = true;
      result.weakestTag = tag;
      if (tag) pool = pool.filter(hasTag(tag));
    }
    const ranked = pool
      .map((p) => ({ p, utility: passageUtility(p, input.ability, weakTags, model) }))
      .sort((a, b) => b.utility - a.utility || (a.p.id < b.p.id ? -1 : 1));
    const top = ranked.slice(0, SELECTION_TOP_K);
    const chosen = top[pickIndex(top.length, input.random)]!.p;
    result.passages.push(chosen);
    excluded.add(chosen.id);
  }
  return result;
}

/** The candidates on the topics, or all candidates when fewer than SELECTION_TOP_K are. */
function widen<P extends BankPassage>(
  candidates: P[],
  onTopic: (p: P) => boolean,
  result: Selection<P>,
): P[] {
  const topical = candidates.filter(onTopic);
  if (topical.length >= SELECTION_TOP_K || topical.length === candidates.length) return topical;
  result.topicFallback = true;
  return candidates;
}

/** Information of the passage item at `ability` times the weak-skill bonus. */
export function passageUtility(
  passage: BankPassage,
  ability: number,
  weakTags: ReadonlySet<string> = new Set(),
  model: ScoringModel = DEFAULT_MODEL,
): number {
  const difficulties = passage.questions.map((q) =>
    questionDifficulty(passage.level, q.tags, model),
  );
  const onWeak = passage.questions.filter((q) => q.tags.some((t) => weakTags.has(t))).length;
  return passageInformation(difficulties, ability, model) * (1 + WEAK_TAG_BONUS * onWeak);
}
