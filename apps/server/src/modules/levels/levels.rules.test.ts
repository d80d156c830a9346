import { describe, expect, it } from 'vitest';
import { levelForFinalScore, movedLevel, practiceShows, type PracticeAnswer } from './levels.rules';

const answers = (level: PracticeAnswer['passageLevel'], right: number, wrong: number) => [
  ...Array.from({ length: right }, () => ({ passageLevel: level, correct: true })),
  ...Array.from({ length: wrong }, () => ({ passageLevel: level, correct: false })),
];

describe('one level story (ADR 0053)', () => {
  it('the first evidence places a level; later evidence moves it one step at most', () => {
    expect(movedLevel(null, 'C1')).toBe('C1');
    expect(movedLevel('A1', 'C1')).toBe('A2');
    expect(movedLevel('B2', 'A1')).toBe('B1');
    expect(movedLevel('B1', 'B1')).toBe('B1');
  });

  it('practice shows the level above when nearly all of six or more answers at the level are right', () => {
    expect(practiceShows('A2', answers('A2', 9, 0))).toBe('B1');
    expect(practiceShows('A2', answers('A2', 8, 1))).toBe('B1');
    expect(practiceShows('A2', answers('A2', 7, 2))).toBeNull();
    // Easy passages below the level show nothing new.
    expect(practiceShows('B1', answers('A2', 9, 0))).toBeNull();
    // One passage is not enough.
    expect(practiceShows('A2', answers('A2', 3, 0))).toBeNull();
    expect(practiceShows('C2', answers('C2', 9, 0))).toBeNull();
    // Without a reading level, practice starts from A1.
    expect(practiceShows(null, answers('A1', 9, 0))).toBe('A2');
  });

  it('practice shows the level below when most answers at or below the level are wrong', () => {
    expect(practiceShows('B1', answers('B1', 3, 6))).toBe('A2');
    expect(practiceShows('B1', answers('B1', 4, 5))).toBeNull();
    // Hard passages above the level show nothing against it.
    expect(practiceShows('A2', answers('B1', 0, 9))).toBeNull();
    expect(practiceShows('A1', answers('A1', 0, 9))).toBeNull();
  });

  it('reads the assessment’s final score as a level (below A1 reads A1)', () => {
    expect(levelForFinalScore(0)).toBe('A1');
    expect(levelForFinalScore(1)).toBe('A1');
    expect(levelForFinalScore(2.4)).toBe('A2');
    expect(levelForFinalScore(6)).toBe('C2');
  });
});
