import { describe, expect, it } from 'vitest';
import { dayKey, isValidTimeZone } from './day-key';
import { computeStreak } from './streak';

const at = (iso: string) => Date.parse(iso);

describe('computeStreak in UTC', () => {
  const tz = 'UTC';
  it('is zero without activity', () => {
    expect(
      computeStreak({ activityAt: [], timeZone: tz, now: at('2025-05-05T12:00:00Z') }),
    ).toEqual({
      current: 0,
      longest: 0,
      activeToday: false,
      lastActiveDay: null,
    });
  });

  it('counts consecutive days once each, however many activities a day has', () => {
    const activityAt = [
      '2025-05-03T08:00:00Z',
      '2025-05-04T09:00:00Z',
      '2025-05-04T21:00:00Z',
      '2025-05-05T07:00:00Z',
    ].map(at);
    expect(computeStreak({ activityAt, timeZone: tz, now: at('2025-05-05T12:00:00Z') })).toEqual({
      current: 3,
      longest: 3,
      activeToday: true,
      lastActiveDay: '2025-05-05',
    });
  });

  it('survives a day with no activity yet, and breaks after a missed day', () => {
    const activityAt = ['2025-05-03T08:00:00Z', '2025-05-04T09:00:00Z'].map(at);
    const nextDay = computeStreak({ activityAt, timeZone: tz, now: at('2025-05-05T23:59:00Z') });
    expect(nextDay).toMatchObject({ current: 2, activeToday: false });
    const missed = computeStreak({ activityAt, timeZone: tz, now: at('2025-05-06T00:00:00Z') });
    expect(missed).toMatchObject({ current: 0, longest: 2 });
  });

  it('restarts after a gap and keeps the longest run', () => {
    const activityAt = ['2025-05-01', '2025-05-02', '2025-05-03', '2025-05-05', '2025-05-06'].map(
      (d) => at(`${d}T10:00:00Z`),
    );
    expect(
      computeStreak({ activityAt, timeZone: tz, now: at('2025-05-06T18:00:00Z') }),
    ).toMatchObject({
      current: 2,
      longest: 3,
    });
  });

  it('ignores activity after now', () => {
    const activityAt = [at('2025-05-07T10:00:00Z')];
    expect(
      computeStreak({ activityAt, timeZone: tz, now: at('2025-05-06T10:00:00Z') }).current,
    ).toBe(0);
  });
});

describe('computeStreak across time zones', () => {
  // 23:30 UTC on the 10th and 01:00 UTC on the 11th: two days in UTC, one evening in New York.
  const activityAt = [at('2025-06-10T23:30:00Z'), at('2025-06-11T01:00:00Z')];
  const now = at('2025-06-11T12:00:00Z');

  it('uses the learner calendar, not UTC', () => {
    expect(computeStreak({ activityAt, timeZone: 'UTC', now }).current).toBe(2);
    expect(computeStreak({ activityAt, timeZone: 'America/New_York', now })).toMatchObject({
      current: 1,
      activeToday: false,
      lastActiveDay: '2025-06-10',
    });
    expect(computeStreak({ activityAt, timeZone: 'Asia/Tokyo', now })).toMatchObject({
      current: 1,
      activeToday: true,
    });
  });

  it('handles the 23-hour spring-forward day (London, 2025-03-30)', () => {
    // 23:30 UTC on the 29th is 23:30 GMT on the 29th; 23:30 UTC on the 30th is 00:30 BST on the 31st.
    const times = [at('2025-03-29T23:30:00Z'), at('2025-03-30T23:30:00Z')];
    const later = at('2025-03-31T12:00:00Z');
    expect(dayKey(times[1] as number, 'Europe/London')).toBe('2025-03-31');
    expect(
      computeStreak({ activityAt: times, timeZone: 'Europe/London', now: later }),
    ).toMatchObject({ current: 1, longest: 1 });
    expect(computeStreak({ activityAt: times, timeZone: 'UTC', now: later })).toMatchObject({
      current: 2,
    });
  });

  it('handles the 25-hour fall-back day (New York, 2025-11-02)', () => {
    const times = [
      at('2025-11-02T03:00:00Z'), // Nov 1, 23:00 EDT
      at('2025-11-03T04:30:00Z'), // Nov 2, 23:30 EST
      at('2025-11-03T05:30:00Z'), // Nov 3, 00:30 EST
    ];
    expect(times.map((t) => dayKey(t, 'America/New_York'))).toEqual([
      '2025-11-01',
      '2025-11-02',
      '2025-11-03',
    ]);
    expect(
      computeStreak({
        activityAt: times,
        timeZone: 'America/New_York',
        now: at('2025-11-03T17:00:00Z'),
      }),
    ).toMatchObject({ current: 3, activeToday: true });
  });

  it('rejects an unknown time zone', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => computeStreak({ activityAt: [0], timeZone: 'Mars/Olympus', now: 0 })).toThrow(
      RangeError,
    );
  });
});
