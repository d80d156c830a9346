import { describe, expect, it } from 'vitest';
import {
  badgeProgress,
  deriveTotals,
  sourceIds,
  uniqueBySource,
  validateAward,
  type AwardEvent,
} from './ledger';

const ev = (
  reason: AwardEvent['reason'],
  amount: number,
  sourceId: string,
  learnerId = 'L1',
): AwardEvent => ({
  learnerId,
  reason,
  amount,
  sourceId,
});

describe('points ledger', () => {
  it("sums points per learner, Today's Challenge included (one points total, issue 30)", () => {
    const events = [
      ev('word-added', 10, sourceIds.wordAdded('L1', 'w1')),
      ev('matching-completed', 50, sourceIds.matchingCompleted('g1')),
      ev('taboo-finished', 7, sourceIds.gameFinished('g2')),
      ev('daily-challenge', 100, sourceIds.dailyChallenge('L1', '2025-06-11')),
      ev('taboo-finished', 99, sourceIds.gameFinished('g3'), 'L2'),
    ];
    const totals = deriveTotals(events, 'L1');
    expect(totals).toMatchObject({ points: 167, xp: 167 });
    expect(totals.countByReason['taboo-finished']).toBe(1);
    expect(deriveTotals(events, 'L2').points).toBe(99);
  });

  it('counts a repeated source id once (the first event wins)', () => {
    const a = ev('association-finished', 30, 'game:x');
    const replay = ev('association-finished', 40, 'game:x');
    expect(uniqueBySource([a, replay])).toEqual([a]);
    expect(deriveTotals([a, replay, a], 'L1').points).toBe(30);
  });

  it('validates amounts and reasons', () => {
    expect(validateAward(ev('word-added', 10, 's'))).toBeNull();
    expect(validateAward(ev('word-added', 20, 's'))).toBe('Amount for word-added must be 10');
    expect(validateAward(ev('taboo-finished', 0, 's'))).toBe(
      'Amount must be a positive whole number',
    );
    expect(validateAward(ev('taboo-finished', 1.5, 's'))).toBe(
      'Amount must be a positive whole number',
    );
    expect(validateAward(ev('taboo-finished', 3, ' '))).toBe('Learner and source id are required');
    expect(validateAward({ ...ev('taboo-finished', 3, 's'), reason: 'bogus' as never })).toBe(
      'Unknown award reason',
    );
    expect(deriveTotals([ev('word-added', 500, 'cheat')], 'L1').points).toBe(0);
  });

  it('derives badges from the events', () => {
    expect(deriveTotals([], 'L1').badges).toEqual(['new_adventurer']);
    const words = Array.from({ length: 10 }, (_, i) => ev('word-added', 10, `w${i}`));
    const matches = Array.from({ length: 5 }, (_, i) => ev('matching-completed', 50, `m${i}`));
    const totals = deriveTotals([...words, ...matches], 'L1', { longestStreak: 7 });
    expect(totals.points).toBe(350);
    expect(totals.badges).toEqual([
      'new_adventurer',
      'first_game',
      'word_collector',
      'match_maker',
      'century',
      'week_streak',
    ]);
  });

  it('says how far a learner is from each badge, from the events alone', () => {
    const events = [
      ev('reading-assessment', 20, 'r1'),
      ...Array.from({ length: 3 }, (_, i) => ev('word-added', 10, `w${i}`)),
    ];
    const stats = deriveTotals(events, 'L1', { longestStreak: 2 });
    const byId = new Map(badgeProgress(stats).map((badge) => [badge.id, badge]));
    expect(byId.get('first_reading')).toMatchObject({ earned: true, current: 1, target: 1 });
    expect(byId.get('first_game')).toMatchObject({ earned: false, current: 0, target: 1 });
    expect(byId.get('word_collector')).toMatchObject({ earned: false, current: 3, target: 10 });
    expect(byId.get('thousand_club')).toMatchObject({ earned: false, current: 50, target: 1000 });
    expect(byId.get('week_streak')).toMatchObject({ earned: false, current: 2, target: 7 });
    expect(stats.badges).toEqual(['new_adventurer', 'first_reading']);
    // A badge past its target shows the target, not more.
    const rich = deriveTotals(
      Array.from({ length: 12 }, (_, i) => ev('daily-challenge', 100, `d${i}`)),
      'L1',
    );
    expect(badgeProgress(rich).find((b) => b.id === 'thousand_club')).toMatchObject({
      earned: true,
      current: 1000,
    });
  });
});
