import { describe, expect, it } from 'vitest';
import {
  raisedReadingLevel,
  readingLevelForPoints,
  readingLevelProgress,
  READING_LEVEL_TITLES,
} from './level';

describe('reading level rule', () => {
  it.each([
    [0, 1],
    [299, 1],
    [299.99, 1],
    [300, 2],
    [599, 2],
    [600, 3],
    [899, 3],
    [900, 4],
    [5000, 4],
  ])('%d points is level %d', (points, level) => {
    expect(readingLevelForPoints(points)).toBe(level);
  });

  it('names the levels as the spec maps them', () => {
    expect(READING_LEVEL_TITLES).toEqual({
      1: 'Beginner',
      2: 'Elementary',
      3: 'Intermediate',
      4: 'Upper Intermediate',
    });
  });

  it('never lowers a stored level (an assessment placement) but raises it with points', () => {
    expect(raisedReadingLevel(3, 10)).toBe(3);
    expect(raisedReadingLevel(1, 610)).toBe(3);
    expect(raisedReadingLevel(2, 950)).toBe(4);
    // A broken stored value falls back to the points' level.
    expect(raisedReadingLevel(9, 0)).toBe(1);
  });
});

describe('level progress', () => {
  it('measures the way from the level start to the next threshold', () => {
    expect(readingLevelProgress(150)).toEqual({
      level: 1,
      title: 'Beginner',
      points: 150,
      levelStartsAt: 0,
      nextLevelAt: 300,
      pointsToNext: 150,
      fraction: 0.5,
    });
    expect(readingLevelProgress(690)).toMatchObject({
      level: 3,
      levelStartsAt: 600,
      nextLevelAt: 900,
      pointsToNext: 210,
      fraction: 0.3,
    });
  });

  it('is full at the top level', () => {
    expect(readingLevelProgress(1200)).toMatchObject({
      level: 4,
      nextLevelAt: null,
      pointsToNext: 0,
      fraction: 1,
    });
  });

  it('starts at the placed level when it is above the points', () => {
    expect(readingLevelProgress(40, 2)).toMatchObject({
      level: 2,
      title: 'Elementary',
      levelStartsAt: 300,
      nextLevelAt: 600,
      pointsToNext: 560,
      fraction: 0,
    });
  });
});
