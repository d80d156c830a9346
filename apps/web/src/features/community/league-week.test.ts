import { describe, expect, it } from 'vitest';
import { describeLeagueWeek } from './league-week';

describe('describeLeagueWeek', () => {
  it('names the Monday and Sunday of the week, and the Monday the next one starts', () => {
    expect(
      describeLeagueWeek({
        startsAt: '2026-11-23T00:00:00.000Z',
        endsAt: '2026-11-30T00:00:00.000Z',
      }),
    ).toEqual({
      range: 'Monday 23 November to Sunday 29 November',
      nextStarts: 'Monday 30 November at 00:00 UTC',
    });
  });

  it('crosses into a new year', () => {
    expect(
      describeLeagueWeek({
        startsAt: '2026-12-28T00:00:00.000Z',
        endsAt: '2027-01-04T00:00:00.000Z',
      }).range,
    ).toBe('Monday 28 December to Sunday 3 January');
  });
});
