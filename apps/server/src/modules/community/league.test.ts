import { describe, expect, it } from 'vitest';
import { leagueWeek, rankLeague, type MemberPoints } from './league';

const at = (iso: string) => Date.parse(iso);

describe('leagueWeek', () => {
  it('starts on Monday at 00:00 UTC and ends at the next Monday', () => {
    const week = leagueWeek(at('2026-11-26T15:30:00Z')); // a Thursday
    expect(week.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('keeps Sunday in the week that began six days before', () => {
    const week = leagueWeek(at('2026-11-29T23:59:59.999Z'));
    expect(week.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('begins a new week at Monday 00:00 UTC exactly', () => {
    expect(leagueWeek(at('2026-11-30T00:00:00.000Z')).start.toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(leagueWeek(at('2026-11-29T23:59:59.999Z')).end.toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('crosses months and years', () => {
    const week = leagueWeek(at('2027-01-01T08:00:00Z')); // a Friday
    expect(week.start.toISOString()).toBe('2026-12-28T00:00:00.000Z');
    expect(week.end.toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });
});

const member = (learnerId: string, displayName: string, points: number): MemberPoints => ({
  learnerId,
  displayName,
  points,
});

describe('rankLeague', () => {
  it('places members by points, most first', () => {
    const league = rankLeague(
      [member('a', 'Ana', 20), member('b', 'Ben', 50), member('c', 'Cleo', 35)],
      null,
    );
    expect(league.top.map((r) => [r.place, r.displayName, r.points])).toEqual([
      [1, 'Ben', 50],
      [2, 'Cleo', 35],
      [3, 'Ana', 20],
    ]);
    expect(league.members).toBe(3);
    expect(league.you).toBeNull();
  });

  it('gives equal points the same place and skips the places they share', () => {
    const league = rankLeague(
      [
        member('a', 'zoe', 40),
        member('b', 'Adam', 40),
        member('c', 'Mia', 70),
        member('d', 'Leo', 10),
      ],
      null,
    );
    expect(league.top.map((r) => `${r.place} ${r.displayName}`)).toEqual([
      '1 Mia',
      '2 Adam',
      '2 zoe',
      '4 Leo',
    ]);
  });

  it('shows members with no points this week, sharing the last place', () => {
    const league = rankLeague([member('a', 'Ana', 0), member('b', 'Ben', 0)], 'b');
    expect(league.top.map((r) => r.place)).toEqual([1, 1]);
    expect(league.you).toMatchObject({ place: 1, displayName: 'Ben', points: 0, isYou: true });
  });

  it("gives the caller's own place when it is below the top of the table", () => {
    const members = Array.from({ length: 15 }, (_, i) =>
      member(`id${i}`, `Learner ${String(i).padStart(2, '0')}`, 100 - i),
    );
    const league = rankLeague(members, 'id13', 10);
    expect(league.top).toHaveLength(10);
    expect(league.top.some((r) => r.isYou)).toBe(false);
    expect(league.you).toEqual({
      place: 14,
      displayName: 'Learner 13',
      points: 87,
      isYou: true,
    });
    expect(league.members).toBe(15);
  });

  it('marks only the caller as "you", also inside the top', () => {
    const league = rankLeague([member('a', 'Ana', 5), member('b', 'Ben', 9)], 'a');
    expect(league.top.filter((r) => r.isYou).map((r) => r.displayName)).toEqual(['Ana']);
    expect(league.you?.place).toBe(2);
  });

  it('has an empty table when nobody has joined', () => {
    expect(rankLeague([], 'a')).toEqual({ members: 0, top: [], you: null });
  });
});
