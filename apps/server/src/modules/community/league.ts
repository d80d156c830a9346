import type { LeagueRow } from '@lexora/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many rows the table shows above the caller's own place. */
export const LEAGUE_TOP_SIZE = 10;

export interface LeagueWeek {
  /** Monday 00:00 UTC. */
  start: Date;
  /** The next Monday 00:00 UTC: the week is [start, end). */
  end: Date;
}

/**
 * The league week holding `now`: Monday 00:00 UTC up to the next Monday. One week for every
 * learner, wherever they live, so a table compares the same seven days for everyone in it.
 */
export function leagueWeek(now: number): LeagueWeek {
  const day = new Date(now);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  // getUTCDay is 0 on Sunday: Sunday is the seventh day of the week that began six days before.
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  const start = midnight - daysSinceMonday * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}

export interface MemberPoints {
  learnerId: string;
  displayName: string;
  /** Points earned in the league week. */
  points: number;
}

export interface RankedLeague {
  members: number;
  top: LeagueRow[];
  /** The caller's own row when they are a member, wherever they stand. */
  you: LeagueRow | null;
}

const byName = new Intl.Collator('en-GB', { sensitivity: 'base' });

/**
 * Places by points, most first. Equal points share a place and the next place skips the shared
 * ones (1, 2, 2, 4), so nobody is ranked below a learner with the same points; within a shared
 * place names are in alphabetical order, which says nothing about who scored first.
 */
export function rankLeague(
  members: readonly MemberPoints[],
  callerId: string | null,
  topSize: number = LEAGUE_TOP_SIZE,
): RankedLeague {
  const ordered = [...members].sort(
    (a, b) =>
      b.points - a.points ||
      byName.compare(a.displayName, b.displayName) ||
      (a.learnerId < b.learnerId ? -1 : a.learnerId > b.learnerId ? 1 : 0),
  );
  let place = 0;
  const rows = ordered.map((member, index): LeagueRow => {
    if (index === 0 || member.points !== ordered[index - 1]!.points) place = index + 1;
    return {
      place,
      displayName: member.displayName,
      points: member.points,
      isYou: member.learnerId === callerId,
    };
  });
  return {
    members: rows.length,
    top: rows.slice(0, topSize),
    you: rows.find((row) => row.isYou) ?? null,
  };
}
