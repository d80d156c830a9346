import { CONNECTION_SECONDS_PER_QUESTION } from '@lexora/contracts';

/** Spec 000 section 9: a correct answer earns 100 plus 10 for every second left. */
export const CONNECTION_BASE_POINTS = 100;
export const CONNECTION_POINTS_PER_SECOND = 10;
/** Spec 001: the timer ring turns orange at 5 s or less and red at 3 s or less. */
export const TIMER_WARNING_SECONDS = 5;
export const TIMER_DANGER_SECONDS = 3;
export const CONFETTI_MS = 2000;

/** Whole seconds still on the clock, as the ring shows them (10 right at the start, 0 at time-up). */
export function secondsLeft(
  elapsedMs: number,
  limitSeconds = CONNECTION_SECONDS_PER_QUESTION,
): number {
  const left = Math.ceil((limitSeconds * 1000 - Math.max(0, elapsedMs)) / 1000);
  return Math.min(limitSeconds, Math.max(0, left));
}

export function timerTone(left: number): 'normal' | 'warning' | 'danger' {
  if (left <= TIMER_DANGER_SECONDS) return 'danger';
  if (left <= TIMER_WARNING_SECONDS) return 'warning';
  return 'normal';
}

export function pointsFor(correct: boolean, left: number): number {
  return correct ? CONNECTION_BASE_POINTS + Math.max(0, left) * CONNECTION_POINTS_PER_SECOND : 0;
}

/** Spec 001 section 4: the end screen's message by percent correct. */
export function connectionMessage(percent: number): string {
  if (percent >= 90) return 'Outstanding!';
  if (percent >= 70) return 'Great job!';
  if (percent >= 50) return 'Good effort!';
  return 'Keep practising!';
}

export interface ConnectionAnswer {
  /** The option chosen (null: time ran out). */
  choice: string | null;
  elapsedMs: number;
}

export interface ScoredAnswer {
  correct: boolean;
  timedOut: boolean;
  points: number;
}

export interface ConnectionScore {
  answers: ScoredAnswer[];
  points: number;
  correct: number;
  total: number;
  percent: number;
  bestStreak: number;
  message: string;
}

/**
 * Scores a game from the choices and times alone: an answer after the time limit is a time-up,
 * a right answer raises the streak, a wrong one or a time-up resets it (spec 000 section 4).
 */
export function scoreConnectionGame(
  answers: readonly ConnectionAnswer[],
  correctAnswers: readonly string[],
  limitSeconds = CONNECTION_SECONDS_PER_QUESTION,
): ConnectionScore {
  let streak = 0;
  let bestStreak = 0;
  const scored = correctAnswers.map((answer, i): ScoredAnswer => {
    const given = answers[i];
    const timedOut = !given || given.choice === null || given.elapsedMs >= limitSeconds * 1000;
    const correct = !timedOut && given.choice === answer;
    streak = correct ? streak + 1 : 0;
    bestStreak = Math.max(bestStreak, streak);
    return {
      correct,
      timedOut,
      points: pointsFor(correct, given ? secondsLeft(given.elapsedMs, limitSeconds) : 0),
    };
  });
  const correct = scored.filter((a) => a.correct).length;
  const total = correctAnswers.length;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  return {
    answers: scored,
    points: scored.reduce((sum, a) => sum + a.points, 0),
    correct,
    total,
    percent,
    bestStreak,
    message: connectionMessage(percent),
  };
}
