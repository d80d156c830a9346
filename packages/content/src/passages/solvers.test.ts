import { describe, expect, it } from 'vitest';
import {
  absoluteCount,
  contentWords,
  fewestAbsolutes,
  leastPassageOverlap,
  leastQuestionOverlap,
  longestOption,
  passageOverlap,
  questionOverlap,
  shortestOption,
  solveItem,
  solverCredit,
} from './solvers';

const item = {
  passage: 'Nadia runs to the bakery every morning. She buys two loaves of bread for her family.',
  question: 'What does Nadia buy at the bakery?',
  options: ['Bread', 'Cakes for the bakery', 'Milk and eggs'],
};

describe('non-reader solvers', () => {
  it('keeps content words, stemmed, without function words', () => {
    expect([...contentWords('She runs to the shops; he ran, they run!')]).toEqual([
      'run',
      'shop',
      'ran',
    ]);
    expect(contentWords("Leila's gloves").has('leila')).toBe(true);
    expect(contentWords('The 10 boats').has('10')).toBe(true);
  });

  it('picks the longest option, counting characters', () => {
    expect(longestOption(item)).toEqual([1]);
    expect(longestOption({ ...item, options: ['abc', 'abcd', 'dcba'] })).toEqual([1, 2]);
  });

  it('picks the option sharing most distinct content words with the passage', () => {
    // "Bread" shares bread; "Cakes for the bakery" shares bakery; "Milk and eggs" shares nothing.
    expect(passageOverlap(item)).toEqual([0, 1]);
    // A word repeated in an option counts once.
    expect(
      passageOverlap({ ...item, options: ['bread bread bread', 'two loaves', 'milk'] }),
    ).toEqual([1]);
  });

  it('picks the option sharing most content words with the question', () => {
    expect(questionOverlap(item)).toEqual([1]);
    expect(questionOverlap({ ...item, options: ['Bread', 'Milk', 'Eggs'] })).toEqual([0, 1, 2]);
  });

  it('picks the shortest option and the options sharing fewest words, ties included', () => {
    expect(shortestOption(item)).toEqual([0]);
    expect(shortestOption({ ...item, options: ['abcd', 'abc', 'cba'] })).toEqual([1, 2]);
    // Passage words: Bread 1, Cakes for the bakery 1, Milk and eggs 0.
    expect(leastPassageOverlap(item)).toEqual([2]);
    // "two loaves" shares two words, "bread" and "every morning" one each: a tie.
    expect(
      leastPassageOverlap({ ...item, options: ['two loaves', 'bread', 'every morning'] }),
    ).toEqual([1, 2]);
    // Question words (Nadia, buy, bakery): only "Cakes for the bakery" shares one.
    expect(leastQuestionOverlap(item)).toEqual([0, 2]);
  });

  it('gives 1/k credit when the right answer is among k tied picks', () => {
    expect(solverCredit([1], 1)).toBe(1);
    expect(solverCredit([0, 1], 1)).toBe(0.5);
    expect(solverCredit([0, 1, 2], 2)).toBeCloseTo(1 / 3);
    expect(solverCredit([0, 1], 2)).toBe(0);
    expect(solveItem(item, 0)).toEqual({
      longest: 0,
      shortest: 1,
      passage: 0.5,
      fewestPassage: 0,
      question: 0,
      fewestQuestion: 0.5,
      // No option has an absolute word: a three-way tie.
      fewestAbsolutes: 1 / 3,
    });
    // A right answer that avoids the passage is found by the reverse solver only.
    expect(solveItem(item, 2)).toMatchObject({ passage: 0, fewestPassage: 1 });
  });

  it('avoids absolutes: picks the option with the fewest extreme words, ties included', () => {
    expect(absoluteCount('Nobody ever comes; no one, NEVER, not all of them')).toBe(4);
    // Plain negatives and hedges are not absolutes.
    expect(absoluteCount('She does not usually win, and cannot swim well')).toBe(0);
    const hedged = {
      ...item,
      options: ['She always buys bread', 'She usually buys bread', 'She buys only cakes'],
    };
    expect(fewestAbsolutes(hedged)).toEqual([1]);
    expect(solveItem(hedged, 1).fewestAbsolutes).toBe(1);
    // Two options without an absolute tie: half a point if the key is one of them.
    const two = { ...item, options: ['Every day', 'On Mondays', 'At weekends'] };
    expect(fewestAbsolutes(two)).toEqual([1, 2]);
    expect(solveItem(two, 0).fewestAbsolutes).toBe(0);
    expect(solveItem(two, 2).fewestAbsolutes).toBe(0.5);
  });
});
