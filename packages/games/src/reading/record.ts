import { raisedReadingLevel, type ReadingLevel } from './level';

/** The counters of the reading record (spec 001 section 3); times in milliseconds. */
export interface ReadingTally {
  level: number;
  totalPoints: number;
  correctCount: number;
  incorrectCount: number;
  questionCount: number;
  totalTime: number;
  averageTime: number;
}

export interface ReadingOutcome {
  correct: number;
  incorrect: number;
  /** Milliseconds spent on the answered questions together. */
  time: number;
  points: number;
}

/** Spec 001 section 9: average time = total time / total questions (0 before any question). */
export function averageTime(totalTime: number, questionCount: number): number {
  return questionCount > 0 ? totalTime / questionCount : 0;
}

/** The record after one scored submission: counts add up, the level follows the points. */
export function applyReadingOutcome(
  tally: ReadingTally,
  outcome: ReadingOutcome,
): ReadingTally & { level: ReadingLevel } {
  const questionCount = tally.questionCount + outcome.correct + outcome.incorrect;
  const totalTime = tally.totalTime + outcome.time;
  const totalPoints = tally.totalPoints + outcome.points;
  return {
    level: raisedReadingLevel(tally.level, totalPoints),
    totalPoints,
    correctCount: tally.correctCount + outcome.correct,
    incorrectCount: tally.incorrectCount + outcome.incorrect,
    questionCount,
    totalTime,
    averageTime: averageTime(totalTime, questionCount),
  };
}
