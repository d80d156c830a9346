import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import {
  ASSOCIATION_PASS_ACCURACY,
  matchingPoints,
  minimumRoundMs,
  roundTimeProblem,
  scoreAssociationRound,
} from './rounds';
import type { AssociationAnswer, AssociationQuestion } from './word-association';

const question = (n: number): AssociationQuestion => ({
  id: `q${n}`,
  words: [`a${n}`, `b${n}`, `c${n}`],
  options: [`right${n}`, `wrong${n}`],
  correctAnswer: `right${n}`,
  explanation: `because ${n}`,
  difficulty: 'Easy',
});
const questions = new Map([1, 2, 3].map((n) => [`q${n}`, question(n)]));
const issued = ['q2', 'q3', 'q1'];
const T0 = 1_700_000_000_000;

/** Answers to the issued questions in order: `right[i]` says whether answer i is right. */
const answersOf = (right: readonly boolean[]): AssociationAnswer[] =>
  right.map((ok, i) => {
    const id = issued[i % issued.length]!;
    return { questionId: id, choice: `${ok ? 'right' : 'wrong'}${id.slice(1)}` };
  });

describe('round lengths', () => {
  it('asks for the whole 60 s of Taboo and Word Association, whatever the score', () => {
    expect(minimumRoundMs('taboo', 1)).toBe(60_000);
    expect(minimumRoundMs('association', 600)).toBe(60_000);
  });

  it('asks Word Guess for 4 s before the first word and 3 s a word, Matching 0.5 s a pair', () => {
    expect(minimumRoundMs('word-guess', 0)).toBe(4_000);
    expect(minimumRoundMs('word-guess', 5)).toBe(19_000);
    expect(minimumRoundMs('matching', 50, 4)).toBe(2_000);
  });

  it('refuses a paying result sent before the round could be played, with the numbers', () => {
    const at = (ms: number, points = 12) =>
      roundTimeProblem({ game: 'taboo', startedAt: T0, now: T0 + ms, points });
    expect(at(600)).toBe(
      'This taboo round started 0 s ago; a result like this one takes at least 60 s to play.',
    );
    expect(at(59_999)).not.toBeNull();
    expect(at(60_000)).toBeNull();
    // A result that pays nothing may come at once (a game left early still files its words).
    expect(at(100, 0)).toBeNull();
    expect(
      roundTimeProblem({ game: 'matching', startedAt: T0, now: T0 + 1_000, points: 50, pairs: 2 }),
    ).toBeNull();
    expect(
      roundTimeProblem({ game: 'matching', startedAt: T0, now: T0 + 1_000, points: 50, pairs: 4 }),
    ).not.toBeNull();
  });
});

describe('Word Association scored from its answers', () => {
  it('pays +10 per right answer in the issued order, wrapping around', () => {
    const scored = scoreAssociationRound(issued, questions, answersOf([true, true, false, true]));
    expect(scored).toEqual({ ok: true, answered: 4, correct: 3, score: 30, missed: ['right1'] });
  });

  it(`pays nothing below ${ASSOCIATION_PASS_ACCURACY * 100}% right`, () => {
    expect(scoreAssociationRound(issued, questions, answersOf([true, false]))).toMatchObject({
      correct: 1,
      score: 0,
    });
    expect(scoreAssociationRound(issued, questions, answersOf([true, true, false]))).toMatchObject({
      score: 20,
    });
    expect(scoreAssociationRound(issued, questions, [])).toMatchObject({ ok: true, score: 0 });
  });

  it('keeps pressing one key at one answer a second to a few points a round at most', () => {
    // The learner pressed "1" over and over: about half right, 320 points a minute.
    const random = seededRandom(7);
    let total = 0;
    const rounds = 200;
    for (let r = 0; r < rounds; r++) {
      const right = Array.from({ length: 60 }, () => random() < 0.5);
      const scored = scoreAssociationRound(issued, questions, answersOf(right));
      if (scored.ok) total += scored.score;
    }
    expect(total / rounds).toBeLessThan(40);
  });

  it('refuses answers out of order, unknown options and more than one a second', () => {
    const swapped = answersOf([true, true]).reverse();
    expect(scoreAssociationRound(issued, questions, swapped)).toEqual({
      ok: false,
      problem: 'Answer 1 is not for the question this round asked.',
    });
    expect(
      scoreAssociationRound(issued, questions, [{ questionId: 'q2', choice: 'banana' }]),
    ).toEqual({ ok: false, problem: "Answer 1 is not one of its question's options." });
    expect(scoreAssociationRound(issued, questions, answersOf(Array(61).fill(true)))).toMatchObject(
      { ok: false, problem: expect.stringContaining('at most 60 answers') },
    );
    expect(scoreAssociationRound(issued, questions, answersOf(Array(60).fill(true)))).toMatchObject(
      { ok: true, score: 600 },
    );
  });
});

describe('matching pays once a day per set of words', () => {
  it('pays only with a word not matched in a paid game that day', () => {
    expect(matchingPoints(['a', 'b'], new Set())).toBe(50);
    expect(matchingPoints(['a', 'b'], new Set(['a', 'b', 'c']))).toBe(0);
    expect(matchingPoints(['b', 'd'], new Set(['a', 'b', 'c']))).toBe(50);
  });
});
