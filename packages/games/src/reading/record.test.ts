import { describe, expect, it } from 'vitest';
import { applyReadingOutcome, averageTime, type ReadingTally } from './record';

const empty: ReadingTally = {
  level: 1,
  totalPoints: 0,
  correctCount: 0,
  incorrectCount: 0,
  questionCount: 0,
  totalTime: 0,
  averageTime: 0,
};

describe('average time', () => {
  it('is total time over total questions, 0 before the first question', () => {
    expect(averageTime(0, 0)).toBe(0);
    expect(averageTime(9000, 3)).toBe(3000);
    expect(averageTime(10_000, 4)).toBe(2500);
  });
});

describe('applying a scored submission to the record', () => {
  it('adds counts, time and points and recomputes the average over all questions', () => {
    const first = applyReadingOutcome(empty, { correct: 2, incorrect: 1, time: 9000, points: 20 });
    expect(first).toEqual({
      level: 1,
      totalPoints: 20,
      correctCount: 2,
      incorrectCount: 1,
      questionCount: 3,
      totalTime: 9000,
      averageTime: 3000,
    });
    const second = applyReadingOutcome(first, {
      correct: 9,
      incorrect: 0,
      time: 27_000,
      points: 90,
    });
    expect(second).toMatchObject({
      totalPoints: 110,
      correctCount: 11,
      incorrectCount: 1,
      questionCount: 12,
      totalTime: 36_000,
      averageTime: 3000,
    });
  });

  it('moves the level up when the points cross a threshold', () => {
    const before = { ...empty, totalPoints: 290, questionCount: 29, correctCount: 29 };
    expect(
      applyReadingOutcome(before, { correct: 1, incorrect: 0, time: 1, points: 10 }).level,
    ).toBe(2);
    const high = { ...empty, level: 3, totalPoints: 890 };
    expect(applyReadingOutcome(high, { correct: 1, incorrect: 0, time: 1, points: 10 }).level).toBe(
      4,
    );
  });
});
