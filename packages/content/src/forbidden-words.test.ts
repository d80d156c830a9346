import { loadLexicon, relatedWords } from '@lexora/lexicon';
import { describe, expect, it } from 'vitest';
import { TABOO_CARDS } from './taboo-cards';
import { WORD_GUESS_WORDS } from './word-guess-words';
import { mentionsWord, sameWord } from './word-forms';

// Issue 16, part 1: forbidden words that fight the game.
const lexicon = loadLexicon();

interface Card {
  word: string;
  tabooWords: readonly string[];
  shown: string[];
}

const cards: Card[] = [
  ...TABOO_CARDS.map((c) => ({ word: c.word, tabooWords: c.tabooWords, shown: [c.meaning] })),
  ...WORD_GUESS_WORDS.map((w) => ({
    word: w.word,
    tabooWords: w.tabooWords,
    shown: [w.description, ...w.systemResponses],
  })),
];

/** The most frequent synonym or class word (WordNet hypernym) of the word in the card's sense. */
function obviousClue(card: Card): string | undefined {
  const context = [...card.shown, ...card.tabooWords].join(' ');
  return relatedWords(lexicon, card.word, context).related.find(
    (r) => r.kind === 'synonym' || r.kind === 'hypernym',
  )?.word;
}

describe('forbidden words', () => {
  it('are never shown: no meaning, description or reply uses one, in any inflection', () => {
    const problems = cards.flatMap((card) =>
      card.shown.flatMap((text) =>
        [card.word, ...card.tabooWords]
          .filter((word) => mentionsWord(text, word))
          .map((word) => `${card.word}: "${text}" uses "${word}"`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("include the word's most frequent synonym or hypernym where WordNet has one", () => {
    const problems = cards.flatMap((card) => {
      const clue = obviousClue(card);
      if (!clue || card.tabooWords.some((t) => sameWord(t, clue))) return [];
      return [`${card.word} does not forbid "${clue}" (${card.tabooWords.join(', ')})`];
    });
    expect(problems).toEqual([]);
  });

  it('are four distinct words per card, none an inflection of another or of the word', () => {
    for (const card of cards) {
      expect(card.tabooWords, card.word).toHaveLength(4);
      for (const [i, a] of card.tabooWords.entries()) {
        expect(mentionsWord(a, card.word) || mentionsWord(card.word, a), `${card.word}/${a}`).toBe(
          false,
        );
        for (const b of card.tabooWords.slice(i + 1)) {
          expect(sameWord(a, b), `${card.word}: ${a}/${b}`).toBe(false);
        }
      }
    }
  });

  it('catch what they should: the checks see inflections and WordNet clues', () => {
    expect(mentionsWord('I played it at school.', 'play')).toBe(true);
    expect(mentionsWord('They can pull out teeth.', 'tooth')).toBe(true);
    expect(mentionsWord('The player smiled.', 'play')).toBe(false);
    expect(
      obviousClue({ word: 'Dog', tabooWords: ['pet', 'bark', 'puppy', 'cat'], shown: [] }),
    ).toBe('animal');
  });
});
