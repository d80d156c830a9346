import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import {
  ASSOCIATION_HINTS,
  canBegin,
  canHint,
  createAssociationGame,
  currentQuestion,
  type AssociationQuestion,
  type AssociationState,
} from './word-association';

const q = (n: number, difficulty: AssociationQuestion['difficulty']): AssociationQuestion => ({
  id: `q${n}`,
  words: [`a${n}`, `b${n}`, `c${n}`],
  options: [`right${n}`, `wrong${n}`],
  correctAnswer: `right${n}`,
  explanation: `because ${n}`,
  difficulty,
});
const questions = [q(1, 'Easy'), q(2, 'Easy'), q(3, 'Easy'), q(4, 'Medium')];
const T0 = 1_700_000_000_000;
const game = createAssociationGame({ questions, random: seededRandom(11) });

function playing(difficulty: AssociationQuestion['difficulty'] = 'Easy'): AssociationState {
  const s = game.reduce(game.initial(), { type: 'chooseDifficulty', difficulty });
  return game.reduce(s, { type: 'begin', now: T0 });
}

describe('association setup', () => {
  it('keeps Begin disabled until a difficulty is chosen', () => {
    const s = game.initial();
    expect(canBegin(s)).toBe(false);
    expect(game.reduce(s, { type: 'begin', now: T0 }).phase).toBe('setup');
    expect(canBegin(game.reduce(s, { type: 'chooseDifficulty', difficulty: 'Hard' }))).toBe(true);
  });

  it('shows the no-questions toast for an empty difficulty and stays in setup', () => {
    const s = playing('Hard');
    expect(s.phase).toBe('setup');
    expect(s.toast).toMatchObject({
      kind: 'error',
      title: 'No questions available',
      description: 'Please select a different difficulty',
    });
  });

  it('plays only questions of the chosen difficulty', () => {
    const s = playing('Easy');
    expect(s.phase).toBe('playing');
    expect(s.questions.map((x) => x.difficulty)).toEqual(['Easy', 'Easy', 'Easy']);
    expect(s.timeLeft).toBe(60);
  });

  it('plays the questions of a round the server issued, in its order, and logs the answers', () => {
    const chosen = game.reduce(game.initial(), { type: 'chooseDifficulty', difficulty: 'Easy' });
    let s = game.reduce(chosen, { type: 'begin', now: T0, order: ['q3', 'q1', 'q2'] });
    expect(s.questions.map((x) => x.id)).toEqual(['q3', 'q1', 'q2']);
    s = game.reduce(s, { type: 'answer', option: 'right3', now: T0 + 1000 });
    s = game.reduce(s, { type: 'answer', option: 'wrong1', now: T0 + 2000 });
    expect(s.answers).toEqual([
      { questionId: 'q3', choice: 'right3' },
      { questionId: 'q1', choice: 'wrong1' },
    ]);
    // An order naming no question of the difficulty cannot start a game.
    expect(game.reduce(chosen, { type: 'begin', now: T0, order: ['q4'] }).phase).toBe('setup');
  });
});

describe('association answers', () => {
  it('scores +10 for a right answer with the explanation toast', () => {
    const s = playing();
    const question = currentQuestion(s) as AssociationQuestion;
    const next = game.reduce(s, { type: 'answer', option: question.correctAnswer, now: T0 + 1000 });
    expect(next.score).toBe(10);
    expect(next.toast).toMatchObject({
      kind: 'success',
      title: 'Correct Answer!',
      description: question.explanation,
    });
    expect(next.index).toBe(1);
  });

  it('shows the right answer after a wrong one and records it as missed', () => {
    const s = playing();
    const question = currentQuestion(s) as AssociationQuestion;
    const wrong = question.options.find((o) => o !== question.correctAnswer) as string;
    const next = game.reduce(s, { type: 'answer', option: wrong, now: T0 + 1000 });
    expect(next.score).toBe(0);
    expect(next.toast).toMatchObject({
      kind: 'error',
      title: 'Incorrect Answer',
      description: `The correct answer was ${question.correctAnswer}`,
    });
    expect(next.missedAnswers).toEqual([question.correctAnswer]);
  });

  it('ignores an option that is not on the card', () => {
    const s = playing();
    expect(game.reduce(s, { type: 'answer', option: 'nonsense', now: T0 }).index).toBe(0);
  });

  it('wraps around after the last question', () => {
    let s = playing();
    const order = s.questions.map((x) => x.correctAnswer);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const question = currentQuestion(s) as AssociationQuestion;
      seen.push(question.correctAnswer);
      s = game.reduce(s, { type: 'answer', option: question.correctAnswer, now: T0 + i * 1000 });
    }
    expect(seen).toEqual([...order, order[0]]);
    expect(s.score).toBe(40);
  });

  it('ends at 60 s and ignores answers afterwards', () => {
    const s = playing();
    expect(game.reduce(s, { type: 'tick', now: T0 + 59_000 })).toMatchObject({
      phase: 'playing',
      timeLeft: 1,
    });
    const over = game.reduce(s, { type: 'tick', now: T0 + 60_000 });
    expect(over).toMatchObject({ phase: 'gameOver', timeLeft: 0, cues: ['gameOver'] });
    const late = game.reduce(s, {
      type: 'answer',
      option: s.questions[0]?.correctAnswer ?? '',
      now: T0 + 61_000,
    });
    expect(late).toMatchObject({ phase: 'gameOver', score: 0 });
  });
});

describe('association hints', () => {
  it('gives at most three generic hints, then the limit warning', () => {
    let s = playing();
    for (let i = 1; i <= 3; i++) {
      expect(canHint(s)).toBe(true);
      s = game.reduce(s, { type: 'hint', now: T0 + i });
      expect(s.hintsUsed).toBe(i);
      expect(ASSOCIATION_HINTS).toContain(s.hint);
    }
    expect(canHint(s)).toBe(false);
    const limited = game.reduce(s, { type: 'hint', now: T0 + 10 });
    expect(limited.hintsUsed).toBe(3);
    expect(limited.toast).toMatchObject({ kind: 'warning', title: 'Hint limit reached!' });
    expect(limited.toast?.id).toBeGreaterThan(s.toast?.id ?? 0);
    expect(ASSOCIATION_HINTS).toHaveLength(4);
  });

  it('Play Again resets score, hints and timer and returns to setup', () => {
    let s = playing();
    s = game.reduce(s, { type: 'hint', now: T0 });
    s = game.reduce(s, {
      type: 'answer',
      option: currentQuestion(s)?.correctAnswer ?? '',
      now: T0,
    });
    s = game.reduce(s, { type: 'tick', now: T0 + 60_000 });
    const again = game.reduce(s, { type: 'playAgain' });
    expect(again).toMatchObject({
      phase: 'setup',
      score: 0,
      hintsUsed: 0,
      timeLeft: 60,
      difficulty: 'Easy',
    });
    const restarted = game.reduce(again, { type: 'begin', now: T0 + 100_000 });
    expect(restarted).toMatchObject({ phase: 'playing', timeLeft: 60, endsAt: T0 + 160_000 });
  });
});
