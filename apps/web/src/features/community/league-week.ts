const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * The league week in words: its first and last day, and when the next one starts. The server
 * sends [Monday 00:00 UTC, next Monday 00:00 UTC); days are named in UTC, as the week is counted.
 */
export function describeLeagueWeek(week: { startsAt: string; endsAt: string }): {
  range: string;
  nextStarts: string;
} {
  const start = Date.parse(week.startsAt);
  const end = Date.parse(week.endsAt);
  return {
    range: `${dayFormat.format(start)} to ${dayFormat.format(end - DAY_MS)}`,
    nextStarts: `${dayFormat.format(end)} at 00:00 UTC`,
  };
}
