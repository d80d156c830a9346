import { SECOND_MS } from './clock';
import { MATCHING_BONUS_POINTS, MATCHING_MIN_MS_PER_PAIR } from './matching';
import {
  ASSOCIATION_POINTS_PER_CORRECT,
  ASSOCIATION_ROUND_SECONDS,
  type AssociationAnswer,
  type AssociationQuestion,
} from './word-association';
import { TABOO_ROUND_SECONDS } from './taboo';
import { WORD_GUESS_COUNTDOWN_FROM, WORD_GUESS_START_BANNER_MS } from './word-guess';

/**
 * Rounds the server issues for the games it cannot finish itself (ADR 0048): a result is paid
 * only for a round issued to the learner, once, no sooner than the round could be played, and
 * within the learner's hourly share. Times are passed in; nothing here reads a clock.
 */
export type RoundGame = 'taboo' | 'word-guess' | 'association' | 'matching';
export const ROUND_GAMES: readonly RoundGame[] = ['taboo', 'word-guess', 'association', 'matching'];

/** Paying results per learner per rolling hour: one a minute, as many as 60 s rounds allow. */
export const PAID_ROUNDS_PER_HOUR = 60;
/** Rounds issued per learner per rolling hour: room for games started and left unfinished. */
export const ROUNDS_ISSUED_PER_HOUR = 120;
/** Word Guess: 3-2-1 and the "Start" banner come before the first word can be seen. */
export const WORD_GUESS_FIRST_WORD_MS =
  WORD_GUESS_COUNTDOWN_FROM * SECOND_MS + WORD_GUESS_START_BANNER_MS;
/** Word Guess: each word guessed takes at least this long (the 2 s pause and a typed message). */
export const WORD_GUESS_MIN_MS_PER_WORD = 3 * SECOND_MS;
/** Matching pays once a day per set of words: at least one word not matched in a paid game. */
export const MATCHING_REPAY_AFTER_MS = 24 * 3600 * SECOND_MS;
/** Word Association: a round whose answers are less right than this pays nothing. */
export const ASSOCIATION_PASS_ACCURACY = 0.6;
/** Word Association: at most one answer a second of the round. */
export const ASSOCIATION_MAX_ANSWERS = ASSOCIATION_ROUND_SECONDS;

/**
 * The shortest time in which a round can be played to this result. Taboo and Word Association
 * run a fixed 60 s after their start; Word Guess and Matching end when the learner is done.
 */
export function minimumRoundMs(game: RoundGame, score: number, pairs = 0): number {
  switch (game) {
    case 'taboo':
      return TABOO_ROUND_SECONDS * SECOND_MS;
    case 'association':
      return ASSOCIATION_ROUND_SECONDS * SECOND_MS;
    case 'word-guess':
      return WORD_GUESS_FIRST_WORD_MS + score * WORD_GUESS_MIN_MS_PER_WORD;
    case 'matching':
      return pairs * MATCHING_MIN_MS_PER_PAIR;
  }
}

/**
 * Why a result cannot be paid yet: null when the round has lasted long enough. A result that
 * pays nothing may come at any time (a Word Guess left at once still files its missed words).
 */
export function roundTimeProblem(options: {
  game: RoundGame;
  startedAt: number;
  now: number;
  /** The points the result would pay. */
  points: number;
  pairs?: number;
}): string | null {
  if (options.points <= 0) return null;
  const minimum = minimumRoundMs(options.game, options.points, options.pairs);
  const elapsed = options.now - options.startedAt;
  if (elapsed >= minimum) return null;
  return `This ${options.game} round started ${Math.max(0, Math.floor(elapsed / SECOND_MS))} s ago; a result like this one takes at least ${Math.ceil(minimum / SECOND_MS)} s to play.`;
}

export type AssociationRoundScore =
  | {
      ok: true;
      answered: number;
      correct: number;
      /** +10 per right answer, or 0 when the accuracy is below the bar. */
      score: number;
      /** The right answers of the questions answered wrong (the missed words). */
      missed: string[];
    }
  | { ok: false; problem: string };

/**
 * Scores a Word Association round from its answers: they must follow the issued questions in
 * order (wrapping around, as the game does), at most one a second, each one of the two options.
 * Pressing at random is right about half the time, so a round below ASSOCIATION_PASS_ACCURACY
 * pays nothing; otherwise each right answer pays 10, as the spec says.
 */
export function scoreAssociationRound(
  issued: readonly string[],
  questions: ReadonlyMap<string, AssociationQuestion>,
  answers: readonly AssociationAnswer[],
): AssociationRoundScore {
  if (answers.length > ASSOCIATION_MAX_ANSWERS) {
    return {
      ok: false,
      problem: `A Word Association round takes at most ${ASSOCIATION_MAX_ANSWERS} answers (one a second).`,
    };
  }
  let correct = 0;
  const missed: string[] = [];
  for (const [i, answer] of answers.entries()) {
    const expected = issued.length > 0 ? issued[i % issued.length] : undefined;
    const question = expected === undefined ? undefined : questions.get(expected);
    if (!question || answer.questionId !== expected) {
      return { ok: false, problem: `Answer ${i + 1} is not for the question this round asked.` };
    }
    if (!question.options.includes(answer.choice)) {
      return { ok: false, problem: `Answer ${i + 1} is not one of its question's options.` };
    }
    if (answer.choice === question.correctAnswer) correct += 1;
    else missed.push(question.correctAnswer);
  }
  const answered = answers.length;
  const passed = answered > 0 && correct / answered >= ASSOCIATION_PASS_ACCURACY;
  return {
    ok: true,
    answered,
    correct,
    score: passed ? correct * ASSOCIATION_POINTS_PER_CORRECT : 0,
    missed,
  };
}

/**
 * Matching pays its bonus only when the game has a word the learner did not match in a paid
 * game during the last day (`paidWordIds`): replaying the same words pays once a day.
 */
export function matchingPoints(
  wordIds: readonly string[],
  paidWordIds: ReadonlySet<string>,
): number {
  return wordIds.some((id) => !paidWordIds.has(id)) ? MATCHING_BONUS_POINTS : 0;
}
