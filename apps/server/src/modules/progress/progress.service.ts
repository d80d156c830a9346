import {
  computeStreak,
  deriveTotals,
  validateAward,
  type AwardEvent,
  type AwardReason,
  type LedgerTotals,
} from '@lexora/games';
import { AppError } from '../../http/errors';
import type { NewAward, ProgressRepository } from './progress.repository';

export interface ProgressTotals extends LedgerTotals {
  streak: number;
  activeToday: boolean;
}

export interface Award {
  reason: AwardReason;
  amount: number;
  sourceId: string;
}

/** The ledger row of a valid award; an invalid one is refused before anything is written. */
export function ledgerRow(userId: string, award: Award): NewAward {
  const problem = validateAward({ learnerId: userId, ...award });
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  return { userId, reason: award.reason, amount: award.amount, sourceId: award.sourceId };
}

/**
 * The one way points and XP are awarded. Every award is an event with a unique source id, so a
 * retried request never pays twice; totals, badges and the streak are derived from the events.
 */
export function createProgressService(repo: ProgressRepository, now: () => number = Date.now) {
  return {
    async award(userId: string, award: Award): Promise<boolean> {
      return repo.insert(ledgerRow(userId, award));
    },

    async totals(userId: string, timeZone: string): Promise<ProgressTotals> {
      const [rows, otherActivity] = await Promise.all([
        repo.listForUser(userId),
        repo.activityTimes(userId),
      ]);
      const activityAt = [...rows.map((r) => r.createdAt.getTime()), ...otherActivity];
      const streak = computeStreak({ activityAt, timeZone, now: now() });
      const events: AwardEvent[] = rows.map((r) => ({
        learnerId: r.userId,
        reason: r.reason as AwardReason,
        amount: r.amount,
        sourceId: r.sourceId,
      }));
      return {
        ...deriveTotals(events, userId, { longestStreak: streak.longest }),
        streak: streak.current,
        activeToday: streak.activeToday,
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
