/**
 * Calendar days in a learner's IANA time zone. A "day key" is `YYYY-MM-DD` as the learner's
 * wall clock shows it, so DST changes (23- or 25-hour days) never split or merge days.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD; throws RangeError for an unknown zone.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The learner's calendar day at `at` (epoch ms). Throws RangeError for an unknown zone. */
export function dayKey(at: number, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Days since 1970-01-01 for a day key; consecutive calendar days differ by exactly 1. */
export function dayNumber(key: string): number {
  const [year, month, day] = key.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 86_400_000);
}

/** The day key for a `dayNumber` value. */
export function keyOfDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
