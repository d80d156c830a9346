import { loadDictionary } from '@lexora/dictionary';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION_QUESTIONS } from './association-questions';
import { CHAT_SUGGESTION_WORDS } from './chat-suggestions';
import { COACH_WORDS } from './coach-words';
import { EXAMPLE_WORDS } from './contexts';
import { TABOO_CARDS } from './taboo-cards';
import { WORD_GUESS_WORDS } from './word-guess-words';

const dictionary = loadDictionary();

/**
 * Word Association answers that describe the clues ("careful with money" for thrifty, frugal,
 * stingy) rather than name a word: no dictionary has them as headwords, so a miss of one is not
 * filed. Any other answer, every Taboo and Word Guess word, and the words the pronunciation coach
 * and the word assistant offer must be headwords.
 */
const DESCRIPTIVE_ANSWERS = new Set([
  'careful with money',
  'lacking energy',
  'kind to others',
  'very careful',
  'found everywhere',
  'no longer used',
  'refusing to give up',
  'open to interpretation',
  'lasting a short time',
  'good with words',
  'enjoying company',
  'needing great effort',
  'make less severe',
  'make worse',
  'saying little',
  'having plenty of money',
  'speaking quietly',
  'looking for a long time',
  'walking slowly',
  'eating fast',
]);

describe('the words the games, the coach and the assistant offer', () => {
  it('are headwords of our dictionary, so that a missed one is filed with its definition', () => {
    const words = [
      ...TABOO_CARDS.map((card) => card.word),
      ...WORD_GUESS_WORDS.map((entry) => entry.word),
      ...ASSOCIATION_QUESTIONS.map((question) => question.correctAnswer).filter(
        (answer) => !DESCRIPTIVE_ANSWERS.has(answer),
      ),
      ...Object.values(COACH_WORDS).flat(),
      ...CHAT_SUGGESTION_WORDS,
      ...EXAMPLE_WORDS.map((example) => example.word),
    ];
    const missing = [...new Set(words)].filter((word) => !dictionary.lookup(word));
    expect(missing).toEqual([]);
  });

  it('lists only descriptive answers the association game really has', () => {
    const answers = new Set(ASSOCIATION_QUESTIONS.map((question) => question.correctAnswer));
    expect([...DESCRIPTIVE_ANSWERS].filter((answer) => !answers.has(answer))).toEqual([]);
  });
});
