import { describe, expect, it } from 'vitest';
import {
  DAILY_CHALLENGE_XP,
  dailyChallengeProgress,
  dailyChallengeSourceId,
} from './daily-challenge';
import { deriveTotals } from './ledger';

const at = (iso: string) => Date.parse(iso);

describe("Today's Challenge", () => {
  const now = at('2025-06-11T18:00:00Z');

  it('counts distinct words practised today against the default goal of 10', () => {
    const practice = [
      ...['alpha', 'beta', 'Alpha', 'gamma'].map((word) => ({
        word,
        at: at('2025-06-11T09:00:00Z'),
      })),
      { word: 'delta', at: at('2025-06-10T09:00:00Z') },
    ];
    expect(dailyChallengeProgress({ practice, timeZone: 'UTC', now })).toEqual({
      day: '2025-06-11',
      practised: 3,
      goal: 10,
      remaining: 7,
      fraction: 0.3,
      complete: false,
    });
  });

  it('completes at the goal and caps the bar at 1', () => {
    const practice = Array.from({ length: 12 }, (_, i) => ({
      word: `w${i}`,
      at: at('2025-06-11T10:00:00Z'),
    }));
    const progress = dailyChallengeProgress({ practice, timeZone: 'UTC', now, dailyGoal: 5 });
    expect(progress).toMatchObject({
      practised: 12,
      goal: 5,
      remaining: 0,
      fraction: 1,
      complete: true,
    });
  });

  it("uses the learner's day boundaries", () => {
    const practice = [{ word: 'late', at: at('2025-06-11T02:00:00Z') }]; // June 10, 22:00 in New York
    expect(dailyChallengeProgress({ practice, timeZone: 'UTC', now }).practised).toBe(1);
    expect(dailyChallengeProgress({ practice, timeZone: 'America/New_York', now }).practised).toBe(
      0,
    );
  });

  it('awards its 100 points once per day through the source id', () => {
    const award = {
      learnerId: 'L1',
      reason: 'daily-challenge' as const,
      amount: DAILY_CHALLENGE_XP,
      sourceId: dailyChallengeSourceId('L1', '2025-06-11'),
    };
    const nextDay = { ...award, sourceId: dailyChallengeSourceId('L1', '2025-06-12') };
    expect(deriveTotals([award, award], 'L1').points).toBe(100);
    expect(deriveTotals([award, award, nextDay], 'L1').points).toBe(200);
  });
});
