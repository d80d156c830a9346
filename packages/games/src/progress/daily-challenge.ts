import { dayKey } from './day-key';
import { sourceIds } from './ledger';

export const DEFAULT_DAILY_GOAL = 10;
export const DAILY_CHALLENGE_XP = 100;

/** One practised word (a game answer, a matching pair or a review) at `at` epoch ms. */
export interface PracticeRecord {
  word: string;
  at: number;
}

export interface DailyChallengeProgress {
  /** The learner's calendar day, YYYY-MM-DD. */
  day: string;
  /** Distinct words practised today (case-insensitive). */
  practised: number;
  goal: number;
  remaining: number;
  /** 0..1 for the progress bar. */
  fraction: number;
  complete: boolean;
}

/**
 * Today's Challenge: practise `dailyGoal` distinct words today (learner's time zone).
 * The +100 XP is awarded once per day by recording a ledger event with
 * `dailyChallengeSourceId(learnerId, day)`; the unique source id makes repeats harmless.
 */
export function dailyChallengeProgress(input: {
  practice: readonly PracticeRecord[];
  timeZone: string;
  now: number;
  dailyGoal?: number;
}): DailyChallengeProgress {
  const goal = Math.max(1, Math.floor(input.dailyGoal ?? DEFAULT_DAILY_GOAL));
  const day = dayKey(input.now, input.timeZone);
  const words = new Set(
    input.practice
      .filter((record) => record.at <= input.now && dayKey(record.at, input.timeZone) === day)
      .map((record) => record.word.trim().toLowerCase())
      .filter(Boolean),
  );
  const practised = words.size;
  return {
    day,
    practised,
    goal,
    remaining: Math.max(0, goal - practised),
    fraction: Math.min(1, practised / goal),
    complete: practised >= goal,
  };
}

export function dailyChallengeSourceId(learnerId: string, day: string): string {
  return sourceIds.dailyChallenge(learnerId, day);
}
