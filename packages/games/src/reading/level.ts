import type { LevelTitle } from '@lexora/contracts';

export type ReadingLevel = 1 | 2 | 3 | 4;

/**
 * Points at which each reading level starts: level 1 below 300, 2 from 300, 3 from 600, 4 from
 * 900. The spec's code never reaches 600 and 900; DESIGN.md section 5 makes all four reachable.
 */
export const READING_LEVEL_STARTS: Readonly<Record<ReadingLevel, number>> = {
  1: 0,
  2: 300,
  3: 600,
  4: 900,
};

/** Spec 001 section 3: the level display mapping. */
export const READING_LEVEL_TITLES: Readonly<Record<ReadingLevel, LevelTitle>> = {
  1: 'Beginner',
  2: 'Elementary',
  3: 'Intermediate',
  4: 'Upper Intermediate',
};

const LEVELS: readonly ReadingLevel[] = [4, 3, 2, 1];

export function isReadingLevel(value: number): value is ReadingLevel {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function readingLevelForPoints(points: number): ReadingLevel {
  return LEVELS.find((level) => points >= READING_LEVEL_STARTS[level]) ?? 1;
}

/**
 * The level after earning points: the points' level, but never lower than the stored one, so a
 * placement by the reading assessment is not undone by a few answers.
 */
export function raisedReadingLevel(stored: number, points: number): ReadingLevel {
  const byPoints = readingLevelForPoints(points);
  return isReadingLevel(stored) && stored > byPoints ? stored : byPoints;
}

export interface ReadingLevelProgress {
  level: ReadingLevel;
  title: LevelTitle;
  points: number;
  levelStartsAt: number;
  nextLevelAt: number | null;
  pointsToNext: number;
  fraction: number;
}

/** Progress from the current level's start toward the next threshold (the dashboard's bar). */
export function readingLevelProgress(points: number, storedLevel?: number): ReadingLevelProgress {
  const level = raisedReadingLevel(storedLevel ?? 1, points);
  const levelStartsAt = READING_LEVEL_STARTS[level];
  const next = level < 4 ? READING_LEVEL_STARTS[(level + 1) as ReadingLevel] : null;
  if (next === null) {
    return {
      level,
      title: READING_LEVEL_TITLES[level],
      points,
      levelStartsAt,
      nextLevelAt: null,
      pointsToNext: 0,
      fraction: 1,
    };
  }
  const span = next - levelStartsAt;
  const done = Math.min(span, Math.max(0, points - levelStartsAt));
  return {
    level,
    title: READING_LEVEL_TITLES[level],
    points,
    levelStartsAt,
    nextLevelAt: next,
    pointsToNext: Math.max(0, next - points),
    fraction: done / span,
  };
}
