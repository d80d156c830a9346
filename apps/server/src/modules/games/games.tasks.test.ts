import { HIDDEN_WORD, mentionsWord, sameWord } from '@lexora/content';
import { britishRespellings, loadDictionary } from '@lexora/dictionary';
import { containsWord } from '@lexora/games';
import { loadLexicon, relatedWords } from '@lexora/lexicon';
import { describe, expect, it } from 'vitest';
import { tabooCardsFor } from './games.tasks';

// Taboo with the learner's own words (/taboo-vocabulary) holds its cards to the rules of the
// built-in deck (content.test.ts, forbidden-words.test.ts), on a sample of every kind of
// headword of our dictionary.
const dictionary = loadDictionary();
const lexicon = loadLexicon();
const sample = dictionary.entries.filter((_, i) => i % 15 === 0);
const cards = tabooCardsFor(
  sample.map((e) => ({ word: e.word, definition: e.senses[0]!.definition })),
);
const hiddenPlaces = (meaning: string) => meaning.split(HIDDEN_WORD).length - 1;

describe('Taboo cards from our dictionary', { timeout: 60_000 }, () => {
  it('makes a card for nearly every headword (a few greetings, grammar words and very short definitions have none)', () => {
    expect(cards.length / sample.length).toBeGreaterThan(0.93);
  });

  it('forbid four distinct words, none a form of another or of the word', () => {
    const problems = cards.flatMap((card) => {
      const found: string[] = [];
      if (card.tabooWords.length !== 4) found.push(`${card.word}: ${card.tabooWords.length} words`);
      for (const [i, a] of card.tabooWords.entries()) {
        if (containsWord(a, card.word) || containsWord(card.word, a))
          found.push(`${card.word}/${a}`);
        for (const b of card.tabooWords.slice(i + 1))
          if (sameWord(a, b)) found.push(`${card.word}: ${a}/${b}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('show the definition without the word or a forbidden word, with at most two places hidden', () => {
    const problems = cards.flatMap((card) => [
      ...[card.word, ...card.tabooWords]
        .filter((word) => mentionsWord(card.meaning, word))
        .map((word) => `${card.word}: "${card.meaning}" uses "${word}"`),
      ...(hiddenPlaces(card.meaning) > 2 ? [`${card.word}: "${card.meaning}"`] : []),
    ]);
    expect(problems).toEqual([]);
    expect(cards.filter((card) => card.meaning.length <= 10)).toEqual([]);
  });

  it("forbid the word's most frequent synonym or class (WordNet) as the built-in cards do, in 98% of cards", () => {
    const missing = cards.filter((card) => {
      const clue = relatedWords(
        lexicon,
        card.word,
        [card.meaning, ...card.tabooWords].join(' '),
      ).related.find((r) => r.kind === 'synonym' || r.kind === 'hypernym')?.word;
      // WordNet spells it the American way; the card, the British way (colour for color).
      const spellings = clue === undefined ? [] : [clue, ...britishRespellings(clue)];
      return (
        clue !== undefined && !card.tabooWords.some((t) => spellings.some((c) => sameWord(t, c)))
      );
    });
    expect(missing.length / cards.length).toBeLessThan(0.02);
  });

  it('uses the sense the word was filed with, and the words a describer would say', () => {
    const [money, fire] = tabooCardsFor([
      {
        word: 'bank',
        definition: 'A business that keeps money safe for people and lends money to them.',
      },
      {
        word: 'match',
        definition:
          'A small thin stick of wood that makes fire when you move it quickly along a rough surface.',
      },
    ]);
    expect(money?.tabooWords).toEqual(expect.arrayContaining(['account', 'money']));
    expect(fire?.meaning).toMatch(/^A small .*stick.* makes fire/);
    expect(
      tabooCardsFor([
        { word: 'pet', definition: 'An animal that you keep in your home as a friend.' },
      ])[0]?.tabooWords,
    ).toContain('animal');
  });

  it('makes no card for a word or phrase our dictionary does not have', () => {
    const made = tabooCardsFor([
      { word: 'careful with money', definition: 'Frugal people avoid wasting money.' },
      { word: 'Qwertyuiop', definition: 'Not a word.' },
      { word: 'kettle', definition: '' },
    ]);
    expect(made.map((card) => card.word)).toEqual(['kettle']);
  });
});
