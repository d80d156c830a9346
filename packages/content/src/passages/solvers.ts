/**
 * Non-reader solvers: strategies that answer a multiple-choice reading question without
 * understanding the passage. A fair question gives them no more than blind guessing, so the bank
 * checker (check-bank.ts) and the assessment simulation score them against the right answers.
 * Pure functions of the texts; no file access, so the web-safe entry may export them too.
 */
import { stem } from './text';

/** What a solver sees of a question: the passage, the question and its options. */
export interface SolverItem {
  passage: string;
  question: string;
  options: readonly string[];
}

/** The indices of the options a solver picks: one, or several when they tie. */
export type Solver = (item: SolverItem) => number[];

/**
 * Function words that tell nothing about an option's content: sharing "the" or "was" with the
 * passage is not a clue. Kept short on purpose; content words such as "day" or "people" stay in.
 */
const STOP_WORDS = new Set(
  `a an the this that these those it its they them their there here he him his she her hers we us
  our you your i me my mine who whom whose which what when where why how and or but so because if
  then than as of to in on at by for from with without into onto about over under up down out off
  is are was were be been being am do does did done has have had having will would shall should can
  could may might must not no yes very too also just only more most much many some any all each
  every both either neither one ones other another such same own again still yet even ever never
  don't doesn't didn't isn't aren't wasn't weren't can't couldn't won't wouldn't it's that's
  there's let's i'm you're they're we're he's she's`.split(/\s+/),
);

/** Lower-case words and numbers, apostrophes kept inside words ("don't", "Leila's"). */
function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** The distinct content words of a text, each reduced to a light stem ("runs" and "run" match). */
export function contentWords(text: string): Set<string> {
  return new Set(
    tokens(text)
      .filter((word) => !STOP_WORDS.has(word))
      .map((word) => stem(word))
      .filter((word) => word.length > 0),
  );
}

/** How many distinct content words of `option` also occur in `context`. */
export function sharedWords(option: string, context: ReadonlySet<string>): number {
  return [...contentWords(option)].filter((word) => context.has(word)).length;
}

/** Every index whose score equals `target` (several when options tie). */
function indicesOf(scores: readonly number[], target: number): number[] {
  return scores.flatMap((score, index) => (score === target ? [index] : []));
}
const highest = (scores: readonly number[]) => indicesOf(scores, Math.max(...scores));
const lowest = (scores: readonly number[]) => indicesOf(scores, Math.min(...scores));

/** The options' lengths in characters. */
const lengths = (item: SolverItem) => item.options.map((option) => option.trim().length);

/** How many content words each option shares with `text`. */
function overlaps(item: SolverItem, text: string): number[] {
  const context = contentWords(text);
  return item.options.map((option) => sharedWords(option, context));
}

/** (a) Picks the longest option, in characters: writers tend to make the right answer fullest. */
export const longestOption: Solver = (item) => highest(lengths(item));

/** (b) Picks the option sharing most content words with the passage, without reading it. */
export const passageOverlap: Solver = (item) => highest(overlaps(item, item.passage));

/** (c) Picks the option sharing most content words with the question itself. */
export const questionOverlap: Solver = (item) => highest(overlaps(item, item.question));

/*
 * The reverse strategies. Writers who avoid (a)-(c) tend to overcorrect: a right answer kept
 * short and carefully paraphrased becomes the option with the fewest words of the passage, and
 * a learner who has noticed that wins without reading.
 */

/** (d) Picks the shortest option, in characters. */
export const shortestOption: Solver = (item) => lowest(lengths(item));

/** (e) Picks the option sharing fewest content words with the passage. */
export const leastPassageOverlap: Solver = (item) => lowest(overlaps(item, item.passage));

/** (f) Picks the option sharing fewest content words with the question. */
export const leastQuestionOverlap: Solver = (item) => lowest(overlaps(item, item.question));

/*
 * (g) The test-wise learner's rule "avoid absolutes": a writer who makes the right answer the
 * careful, hedged option beside two sweeping ones ("She always ...", "No one ...") gives it away
 * to a learner who simply rules out the extreme words.
 */

/**
 * Absolute or extreme words. Matched as whole words after lower-casing; "no one" counts through
 * "no", "can't" and "cannot" are not here (a plain negative is not an extreme).
 */
export const ABSOLUTE_WORDS: ReadonlySet<string> = new Set(
  `always never all every everyone everybody everything everywhere no none nobody nothing nowhere
  only completely entirely totally wholly must impossible forever`.split(/\s+/),
);

/** How many absolute words an option has (each occurrence counts). */
export function absoluteCount(text: string): number {
  return tokens(text).filter((word) => ABSOLUTE_WORDS.has(word)).length;
}

/** (g) Picks the option with the fewest absolute or extreme words (ties: all of them). */
export const fewestAbsolutes: Solver = (item) =>
  lowest(item.options.map((option) => absoluteCount(option)));

export const NON_READER_SOLVERS = {
  longest: longestOption,
  shortest: shortestOption,
  passage: passageOverlap,
  fewestPassage: leastPassageOverlap,
  question: questionOverlap,
  fewestQuestion: leastQuestionOverlap,
  fewestAbsolutes,
} as const satisfies Record<string, Solver>;
export type NonReaderSolver = keyof typeof NON_READER_SOLVERS;
export const NON_READER_SOLVER_NAMES = Object.keys(NON_READER_SOLVERS) as NonReaderSolver[];

/** The expected score of a pick: 1/k when the right answer is among k tied options, else 0. */
export function solverCredit(picks: readonly number[], correctIndex: number): number {
  return picks.includes(correctIndex) ? 1 / picks.length : 0;
}

/** Every solver's credit on one question (each between 0 and 1). */
export function solveItem(item: SolverItem, correctIndex: number): Record<NonReaderSolver, number> {
  const credit = (name: NonReaderSolver) =>
    solverCredit(NON_READER_SOLVERS[name](item), correctIndex);
  return Object.fromEntries(NON_READER_SOLVER_NAMES.map((name) => [name, credit(name)])) as Record<
    NonReaderSolver,
    number
  >;
}
