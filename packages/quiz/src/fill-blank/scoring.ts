import type { RandomSource } from '@lexora/games';
import { pickIndex } from '@lexora/games';

/** Spec 000 section 9, fill-blank quiz constants. */
export const FILL_BLANK_QUESTION_SECONDS = 20;
export const FILL_BLANK_HINTS_PER_GAME = 3;
export const FILL_BLANK_COUNTDOWN_SECONDS = 3;
export const FILL_BLANK_NEXT_DELAY_MS = 300;
export const FILL_BLANK_TIMER_WARNING_SECONDS = 5;
/** The most a question counts for in the rank percentage (the spec's 30, although 3x can give more). */
export const FILL_BLANK_MAX_POINTS_PER_QUESTION = 30;
export const FILL_BLANK_MAX_MULTIPLIER = 3;
/** The index a timeout is recorded with. */
export const TIMEOUT_CHOICE = -1;

/** multiplier = min(3, floor(streak / 3) + 1), with the streak of right answers before this one. */
export function multiplierFor(streak: number): number {
  return Math.min(FILL_BLANK_MAX_MULTIPLIER, Math.floor(Math.max(0, streak) / 3) + 1);
}

/** Points for a right answer: (10 + seconds left) x multiplier. */
export function pointsFor(secondsLeft: number, streak: number): number {
  const left = Math.max(0, Math.min(FILL_BLANK_QUESTION_SECONDS, Math.floor(secondsLeft)));
  return (10 + left) * multiplierFor(streak);
}

export interface AnswerInput {
  /** 0-3, or -1 for a timeout. */
  choice: number;
  /** Whole seconds left on the timer when the answer was given (0 for a timeout). */
  secondsLeft: number;
}

export interface ScoredAnswer {
  choice: number;
  correct: boolean;
  timedOut: boolean;
  points: number;
  /** Streak after this answer. */
  streak: number;
  multiplier: number;
}

export interface GameState {
  score: number;
  streak: number;
  answers: ScoredAnswer[];
}

export const newGameState = (): GameState => ({ score: 0, streak: 0, answers: [] });

/**
 * One answer applied to the game: right raises the streak and scores with the multiplier the
 * streak had; wrong or a timeout (choice -1) scores nothing and resets streak and multiplier.
 */
export function applyAnswer(
  state: GameState,
  correctIndex: number,
  answer: AnswerInput,
): GameState {
  const timedOut = answer.choice === TIMEOUT_CHOICE;
  const correct = !timedOut && answer.choice === correctIndex;
  const multiplier = multiplierFor(state.streak);
  const points = correct ? pointsFor(answer.secondsLeft, state.streak) : 0;
  const streak = correct ? state.streak + 1 : 0;
  return {
    score: state.score + points,
    streak,
    answers: [
      ...state.answers,
      {
        choice: answer.choice,
        correct,
        timedOut,
        points,
        streak,
        multiplier: correct ? multiplier : 1,
      },
    ],
  };
}

/** A whole game scored from the answers alone (what the server does with what the browser sends). */
export function scoreGame(
  correctIndices: readonly number[],
  answers: readonly AnswerInput[],
): GameState {
  let state = newGameState();
  correctIndices.forEach((correctIndex, i) => {
    state = applyAnswer(
      state,
      correctIndex,
      answers[i] ?? { choice: TIMEOUT_CHOICE, secondsLeft: 0 },
    );
  });
  return state;
}

export const FILL_BLANK_RANKS = [
  { min: 90, title: 'Word Wizard' },
  { min: 75, title: 'Vocabulary Master' },
  { min: 60, title: 'Word Champion' },
  { min: 40, title: 'Word Explorer' },
  { min: 0, title: 'Vocabulary Apprentice' },
] as const;
export type FillBlankRank = (typeof FILL_BLANK_RANKS)[number]['title'];

const exactPercent = (score: number, questionCount: number): number =>
  questionCount <= 0
    ? 0
    : Math.min(100, (score / (questionCount * FILL_BLANK_MAX_POINTS_PER_QUESTION)) * 100);

/** Score as a whole percent of 30 points per question (capped at 100), for the screen. */
export function scorePercent(score: number, questionCount: number): number {
  return Math.round(exactPercent(score, questionCount));
}

/** The rank by the exact percent: 89.7% is not yet a Word Wizard. */
export function rankFor(score: number, questionCount: number): FillBlankRank {
  const percent = exactPercent(score, questionCount);
  return FILL_BLANK_RANKS.find((r) => percent >= r.min)?.title ?? 'Vocabulary Apprentice';
}

/**
 * A hint: two of the wrong options still shown, chosen at random, are removed. Returns the
 * indices to hide (fewer when fewer wrong options remain).
 */
export function hintRemovals(
  optionCount: number,
  correctIndex: number,
  hidden: readonly number[],
  random: RandomSource,
): number[] {
  const wrong = Array.from({ length: optionCount }, (_, i) => i).filter(
    (i) => i !== correctIndex && !hidden.includes(i),
  );
  const removed: number[] = [];
  while (removed.length < 2 && wrong.length > 0) {
    removed.push(...wrong.splice(pickIndex(wrong.length, random), 1));
  }
  return removed.sort((a, b) => a - b);
}

/** Timer sound and warning colour at 5 s or less (but not once time is up). */
export const timerWarning = (secondsLeft: number): boolean =>
  secondsLeft > 0 && secondsLeft <= FILL_BLANK_TIMER_WARNING_SECONDS;
