import { dayKey, dayNumber, keyOfDayNumber } from './day-key';

export interface StreakSummary {
  /** Consecutive days with activity ending today, or ending yesterday if today has none yet. */
  current: number;
  longest: number;
  activeToday: boolean;
  lastActiveDay: string | null;
}

/**
 * Day streak from finished-activity timestamps (epoch ms) in the learner's time zone.
 * Rules: a day counts when it holds at least one finished activity; the streak survives until
 * the end of the day after the last active day (so it is not lost at midnight before the learner
 * has played today) and breaks once a whole day is missed. Activity after `now` is ignored.
 */
export function computeStreak(input: {
  activityAt: readonly number[];
  timeZone: string;
  now: number;
}): StreakSummary {
  const today = dayNumber(dayKey(input.now, input.timeZone));
  const days = [...new Set(input.activityAt.map((at) => dayNumber(dayKey(at, input.timeZone))))]
    .filter((day) => day <= today)
    .sort((a, b) => a - b);
  if (days.length === 0) return { current: 0, longest: 0, activeToday: false, lastActiveDay: null };

  let longest = 1;
  let run = 1;
  for (let i = 1; i < days.length; i++) {
    run = (days[i] as number) - (days[i - 1] as number) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = days[days.length - 1] as number;
  // `run` is now the length of the run ending on the last active day.
  const current = today - last <= 1 ? run : 0;
  return {
    current,
    longest,
    activeToday: last === today,
    lastActiveDay: keyOfDayNumber(last),
  };
}
