import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import {
  applyAnswer,
  hintRemovals,
  multiplierFor,
  newGameState,
  pointsFor,
  rankFor,
  scoreGame,
  scorePercent,
  timerWarning,
  TIMEOUT_CHOICE,
} from './scoring';
import { BLANK, fromWire, splitAtBlank, toWire } from './wire';

describe('fill-blank scoring', () => {
  it('multiplier = min(3, floor(streak / 3) + 1)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8, 9, 30].map(multiplierFor)).toEqual([
      1, 1, 1, 2, 2, 2, 3, 3, 3, 3,
    ]);
  });

  it('points = (10 + seconds left) x multiplier, seconds clamped to the 20 s timer', () => {
    expect(pointsFor(20, 0)).toBe(30);
    expect(pointsFor(7, 0)).toBe(17);
    expect(pointsFor(7, 3)).toBe(34);
    expect(pointsFor(0, 6)).toBe(30);
    expect(pointsFor(99, 0)).toBe(30);
    expect(pointsFor(-4, 0)).toBe(10);
  });

  it('a wrong answer or a timeout scores nothing and resets streak and multiplier', () => {
    let state = newGameState();
    for (let i = 0; i < 4; i++) state = applyAnswer(state, 2, { choice: 2, secondsLeft: 10 });
    // 20 + 20 + 20 + 40 (the fourth right answer has a streak of 3: x2).
    expect(state.score).toBe(100);
    expect(state.streak).toBe(4);
    state = applyAnswer(state, 2, { choice: TIMEOUT_CHOICE, secondsLeft: 0 });
    expect(state.streak).toBe(0);
    expect(state.answers.at(-1)).toMatchObject({ timedOut: true, correct: false, points: 0 });
    state = applyAnswer(state, 1, { choice: 0, secondsLeft: 12 });
    expect(state.answers.at(-1)).toMatchObject({ timedOut: false, correct: false, points: 0 });
    state = applyAnswer(state, 1, { choice: 1, secondsLeft: 12 });
    expect(state.answers.at(-1)).toMatchObject({ points: 22, multiplier: 1, streak: 1 });
  });

  it('scores a whole game from the answers; missing answers are timeouts', () => {
    const game = scoreGame([0, 1, 2], [{ choice: 0, secondsLeft: 5 }]);
    expect(game.score).toBe(15);
    expect(game.answers.map((a) => a.timedOut)).toEqual([false, true, true]);
  });

  it('ranks by percent of 30 per question at 90 / 75 / 60 / 40', () => {
    expect(scorePercent(300, 10)).toBe(100);
    expect(scorePercent(600, 10)).toBe(100);
    expect(rankFor(270, 10)).toBe('Word Wizard');
    expect(rankFor(269, 10)).toBe('Vocabulary Master');
    expect(rankFor(225, 10)).toBe('Vocabulary Master');
    expect(rankFor(180, 10)).toBe('Word Champion');
    expect(rankFor(120, 10)).toBe('Word Explorer');
    expect(rankFor(119, 10)).toBe('Vocabulary Apprentice');
    expect(rankFor(0, 0)).toBe('Vocabulary Apprentice');
  });

  it('a hint removes two wrong options, never the answer, never one already hidden', () => {
    for (let seed = 0; seed < 50; seed++) {
      const random = seededRandom(seed);
      const removed = hintRemovals(4, seed % 4, [], random);
      expect(removed).toHaveLength(2);
      expect(removed).not.toContain(seed % 4);
      expect(new Set(removed).size).toBe(2);
      const again = hintRemovals(4, seed % 4, removed, random);
      expect(again).toHaveLength(1);
      expect([...removed, ...again]).not.toContain(seed % 4);
    }
  });

  it('warns at 5 s or less while time remains', () => {
    expect([6, 5, 1, 0].map(timerWarning)).toEqual([false, true, true, false]);
  });
});

describe('fill-blank wire format', () => {
  it('round-trips to the screen form', () => {
    const wire = toWire(`We ${BLANK} hockey.`, ['ate', 'played', 'sang', 'read'], 1, 'Why.');
    expect(wire).toEqual({
      question: `We ${BLANK} hockey.`,
      option1: 'ate',
      option2: 'played',
      option3: 'sang',
      option4: 'read',
      correct_answer: 'Option 2',
      explanation: 'Why.',
    });
    expect(fromWire(wire)).toEqual({
      sentence: `We ${BLANK} hockey.`,
      options: ['ate', 'played', 'sang', 'read'],
      correctIndex: 1,
      explanation: 'Why.',
    });
    expect(fromWire({ ...wire, correct_answer: ' option 4 ' })?.correctIndex).toBe(3);
    expect(fromWire({ ...wire, correct_answer: 'Option 5' })).toBeNull();
    expect(fromWire({ ...wire, question: 'No blank here.' })).toBeNull();
    expect(splitAtBlank(wire.question)).toEqual(['We ', ' hockey.']);
    expect(() => toWire('x', ['a'], 0, '')).toThrow();
  });
});
