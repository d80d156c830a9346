import { describe, expect, it } from 'vitest';
import {
  connectionMessage,
  pointsFor,
  scoreConnectionGame,
  secondsLeft,
  timerTone,
} from './scoring';

describe('Find the connection scoring (spec 000 section 9, spec 001 section 4)', () => {
  it('counts whole seconds left the way the ring shows them', () => {
    expect(secondsLeft(0)).toBe(10);
    expect(secondsLeft(999)).toBe(10);
    expect(secondsLeft(1000)).toBe(9);
    expect(secondsLeft(9_500)).toBe(1);
    expect(secondsLeft(10_000)).toBe(0);
    expect(secondsLeft(60_000)).toBe(0);
    expect(secondsLeft(500, 1)).toBe(1);
  });

  it('gives 100 plus 10 per second left for a right answer, nothing otherwise', () => {
    expect(pointsFor(true, 7)).toBe(170);
    expect(pointsFor(true, 0)).toBe(100);
    expect(pointsFor(true, 10)).toBe(200);
    expect(pointsFor(false, 9)).toBe(0);
  });

  it('turns the ring orange at 5 s or less and red at 3 s or less', () => {
    expect(timerTone(6)).toBe('normal');
    expect(timerTone(5)).toBe('warning');
    expect(timerTone(4)).toBe('warning');
    expect(timerTone(3)).toBe('danger');
    expect(timerTone(0)).toBe('danger');
  });

  it('picks the end message by percent', () => {
    expect(connectionMessage(100)).toBe('Outstanding!');
    expect(connectionMessage(90)).toBe('Outstanding!');
    expect(connectionMessage(89)).toBe('Great job!');
    expect(connectionMessage(70)).toBe('Great job!');
    expect(connectionMessage(69)).toBe('Good effort!');
    expect(connectionMessage(50)).toBe('Good effort!');
    expect(connectionMessage(49)).toBe('Keep practising!');
    expect(connectionMessage(0)).toBe('Keep practising!');
  });

  it('scores a game: streaks, a wrong answer and a time-up reset it, late answers count as time-up', () => {
    const correct = ['a', 'b', 'c', 'd', 'e'];
    const score = scoreConnectionGame(
      [
        { choice: 'a', elapsedMs: 3_000 }, // 7 s left: 170
        { choice: 'b', elapsedMs: 0 }, // 10 s left: 200
        { choice: 'x', elapsedMs: 1_000 }, // wrong
        { choice: null, elapsedMs: 10_000 }, // time's up
        { choice: 'e', elapsedMs: 12_000 }, // right option, but too late
      ],
      correct,
    );
    expect(score.answers.map((a) => a.points)).toEqual([170, 200, 0, 0, 0]);
    expect(score.answers.map((a) => a.timedOut)).toEqual([false, false, false, true, true]);
    expect(score.points).toBe(370);
    expect(score.correct).toBe(2);
    expect(score.percent).toBe(40);
    expect(score.bestStreak).toBe(2);
    expect(score.message).toBe('Keep practising!');
  });

  it('keeps the best streak across a reset', () => {
    const correct = ['a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'a'];
    const answers = correct.map((_, i) => ({ choice: i === 3 ? 'b' : 'a', elapsedMs: 5_000 }));
    const score = scoreConnectionGame(answers, correct);
    expect(score.bestStreak).toBe(6);
    expect(score.correct).toBe(9);
    expect(score.points).toBe(9 * 150);
    expect(score.message).toBe('Outstanding!');
  });

  it('treats a missing answer as a time-up', () => {
    const score = scoreConnectionGame([{ choice: 'a', elapsedMs: 100 }], ['a', 'b']);
    expect(score.total).toBe(2);
    expect(score.correct).toBe(1);
    expect(score.answers[1]).toEqual({ correct: false, timedOut: true, points: 0 });
  });
});
