import { AppError } from '../http/errors';
import type { UsageCounter } from './usage-counter';

/** Allowances counted per learner (the rest, 'anonymous-check' and 'sample-lesson', per address). */
export const LEARNER_ACTIONS = [
  'analysis',
  'pronunciation-check',
  'password-check',
  'explanation',
] as const;

/** The CPU-heavy things a learner asks for, each with its own allowance. */
export type LimitedAction =
  | 'analysis'
  | 'pronunciation-check'
  | 'anonymous-check'
  | 'password-check'
  | 'explanation'
  | 'sample-lesson';

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * A learner re-analysing while typing sends one analysis every few seconds, and a coach session
 * records one word every few seconds; a script sending 50 at once goes far past both.
 */
export const DEFAULT_LEARNER_LIMITS: Record<LimitedAction, LimitRule> = {
  analysis: { limit: 30, windowSeconds: 60 },
  'pronunciation-check': { limit: 40, windowSeconds: 60 },
  // A visitor trying the coach without an account, counted per address: enough to try it out,
  // far from what a script sends (issue 26: 24 loops took 88-93% of the learners' checks).
  'anonymous-check': { limit: 12, windowSeconds: 60 },
  // Confirming a deletion: a few typos are fine, guessing someone's password is not.
  'password-check': { limit: 10, windowSeconds: 600 },
  // A learner chatting asks about a word every few seconds at most.
  explanation: { limit: 60, windowSeconds: 60 },
  // A visitor's sample lesson, counted per address: the lesson, its eight answers and a few words
  // asked about take about 15; a script asking for explanations goes far past.
  'sample-lesson': { limit: 40, windowSeconds: 60 },
};

/** The defaults with the per-minute allowances set in the environment, where set. */
export function learnerLimitRules(perMinute: {
  analysesPerMinute?: number | undefined;
  checksPerMinute?: number | undefined;
  anonymousChecksPerMinute?: number | undefined;
}): Record<LimitedAction, LimitRule> {
  const {
    analysis,
    'pronunciation-check': check,
    'anonymous-check': anonymousCheck,
  } = DEFAULT_LEARNER_LIMITS;
  return {
    ...DEFAULT_LEARNER_LIMITS,
    analysis: perMinute.analysesPerMinute
      ? { limit: perMinute.analysesPerMinute, windowSeconds: 60 }
      : analysis,
    'pronunciation-check': perMinute.checksPerMinute
      ? { limit: perMinute.checksPerMinute, windowSeconds: 60 }
      : check,
    'anonymous-check': perMinute.anonymousChecksPerMinute
      ? { limit: perMinute.anonymousChecksPerMinute, windowSeconds: 60 }
      : anonymousCheck,
  };
}

const MESSAGES: Record<LimitedAction, string> = {
  analysis: 'You have asked for many analyses in a short time.',
  'pronunciation-check': 'You have checked many recordings in a short time.',
  'anonymous-check':
    'Many recordings were checked from your network in a short time. Sign in to keep practising.',
  'password-check': 'You have tried many passwords in a short time.',
  explanation: 'You have asked about many words in a short time.',
  'sample-lesson':
    'Many sample lesson requests came from your network in a short time. Create a free account to keep practising.',
};

export interface LearnerLimits {
  /**
   * Counts `cost` uses of the action by this learner (for 'anonymous-check': this address);
   * throws RATE_LIMITED (429) past the limit.
   */
  take(action: LimitedAction, key: string, cost?: number): Promise<void>;
}

export function createLearnerLimits(
  counter: UsageCounter,
  rules: Record<LimitedAction, LimitRule> = DEFAULT_LEARNER_LIMITS,
  now: () => number = Date.now,
): LearnerLimits {
  return {
    async take(action, key, cost = 1) {
      const rule = rules[action];
      const { count, resetAt } = await counter.add(
        `${action}:${key}`,
        cost,
        rule.windowSeconds * 1000,
      );
      if (count <= rule.limit) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now()) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `${MESSAGES[action]} Please try again in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
      );
    },
  };
}
