import { describe, expect, it } from 'vitest';
import { deriveTotals, sourceIds, uniqueBySource, validateAward, type AwardEvent } from './ledger';

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
});
