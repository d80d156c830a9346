import { describe, expect, it } from 'vitest';
import { noCardMessage, wordsWithoutCard } from './words-without-card';

describe('words without a Taboo card', () => {
  it('are the words of the list the server made no card for, whatever their case', () => {
    const words = [{ word: 'customer' }, { word: 'careful with money' }, { word: 'Insect' }];
    const cards = [{ word: 'Customer' }];
    expect(wordsWithoutCard(words, cards)).toEqual(['careful with money', 'Insect']);
    expect(
      wordsWithoutCard(words, [...cards, { word: 'insect' }, { word: 'careful with money' }]),
    ).toEqual([]);
  });

  it('are named in one plain sentence, a long list shortened', () => {
    expect(noCardMessage([])).toBeNull();
    expect(noCardMessage(['insect'])).toBe(
      'No card for "insect": our dictionary does not have it yet, or does not say enough about it for a card.',
    );
    expect(noCardMessage(['insect', 'big cat'])).toMatch(
      /^No card for "insect" and "big cat": .* have them yet/,
    );
    expect(noCardMessage(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toMatch(/"f" and 2 more:/);
  });
});
