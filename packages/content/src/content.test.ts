import { containsWord } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION_QUESTIONS } from './association-questions';
import { CHAT_SUGGESTION_WORDS } from './chat-suggestions';
import { EXAMPLE_WORDS, POPULAR_CONTEXTS, explainInContext } from './contexts';
import { SAMPLE_DIFFICULT_WORDS, WORD_CATEGORIES } from './difficult-words';
import { CONTENT_LEVELS, isContentLevel } from './levels';
import { TABOO_CARDS } from './taboo-cards';
import { WORD_GUESS_WORDS } from './word-guess-words';

const lower = (s: string) => s.trim().toLowerCase();
const duplicates = (items: readonly string[]) =>
  items.map(lower).filter((item, index, all) => all.indexOf(item) !== index);

function checkForbidden(word: string, forbidden: readonly string[]) {
  expect(forbidden, word).toHaveLength(4);
  expect(duplicates(forbidden), word).toEqual([]);
  for (const taboo of forbidden) {
    expect(taboo.trim(), word).not.toBe('');
    // The target must not be one of its own forbidden words, in either direction.
    expect(containsWord(taboo, word), `${word} / ${taboo}`).toBe(false);
    expect(containsWord(word, taboo), `${word} / ${taboo}`).toBe(false);
  }
}

describe('taboo deck', () => {
  it('has at least 80 distinct cards spread over A1-C1', () => {
    expect(TABOO_CARDS.length).toBeGreaterThanOrEqual(80);
    expect(duplicates(TABOO_CARDS.map((c) => c.word))).toEqual([]);
    for (const level of CONTENT_LEVELS) {
      expect(TABOO_CARDS.filter((c) => c.level === level).length, level).toBeGreaterThanOrEqual(12);
    }
  });

  it('gives every card a meaning without the word and four valid forbidden words', () => {
    for (const card of TABOO_CARDS) {
      expect(isContentLevel(card.level)).toBe(true);
      expect(card.meaning.length, card.word).toBeGreaterThan(10);
      expect(containsWord(card.meaning, card.word), card.word).toBe(false);
      checkForbidden(card.word, card.tabooWords);
    }
  });
});

describe('word guess deck', () => {
  it('has 40 distinct words including the spec five', () => {
    expect(WORD_GUESS_WORDS.length).toBeGreaterThanOrEqual(40);
    expect(duplicates(WORD_GUESS_WORDS.map((w) => w.word))).toEqual([]);
    const words = WORD_GUESS_WORDS.map((w) => w.word);
    for (const word of ['Mountain', 'Ocean', 'Computer', 'Pizza', 'Guitar'])
      expect(words).toContain(word);
  });

  it('gives every word a level, four forbidden words, a description and four replies that do not give it away', () => {
    for (const entry of WORD_GUESS_WORDS) {
      expect(isContentLevel(entry.level), entry.word).toBe(true);
      checkForbidden(entry.word, entry.tabooWords);
      expect(entry.description.length, entry.word).toBeGreaterThan(15);
      expect(containsWord(entry.description, entry.word), entry.word).toBe(false);
      expect(entry.systemResponses, entry.word).toHaveLength(4);
      expect(duplicates(entry.systemResponses), entry.word).toEqual([]);
      for (const reply of entry.systemResponses) {
        expect(containsWord(reply, entry.word), `${entry.word}: ${reply}`).toBe(false);
      }
    }
  });
});

describe('association questions', () => {
  it('has at least 40 distinct questions per difficulty', () => {
    for (const difficulty of ['Easy', 'Medium', 'Hard'] as const) {
      const questions = ASSOCIATION_QUESTIONS.filter((q) => q.difficulty === difficulty);
      expect(questions.length, difficulty).toBeGreaterThanOrEqual(40);
    }
    expect(duplicates(ASSOCIATION_QUESTIONS.map((q) => q.words.join(',')))).toEqual([]);
  });

  it('has three distinct clues, two distinct options and the answer among them', () => {
    for (const q of ASSOCIATION_QUESTIONS) {
      const id = q.words.join(', ');
      expect(q.words, id).toHaveLength(3);
      expect(duplicates(q.words), id).toEqual([]);
      expect(q.options, id).toHaveLength(2);
      expect(duplicates(q.options), id).toEqual([]);
      expect(q.options, id).toContain(q.correctAnswer);
      expect(q.explanation.length, id).toBeGreaterThan(10);
    }
  });

  it('puts the right answer first about half of the time', () => {
    const first = ASSOCIATION_QUESTIONS.filter((q) => q.options[0] === q.correctAnswer).length;
    expect(first / ASSOCIATION_QUESTIONS.length).toBeGreaterThan(0.4);
    expect(first / ASSOCIATION_QUESTIONS.length).toBeLessThan(0.6);
  });
});

describe('dashboard and preferences data', () => {
  it('seeds five sample words, exactly one mastered, with a playable category', () => {
    expect(SAMPLE_DIFFICULT_WORDS).toHaveLength(5);
    const unmasteredAcademic = SAMPLE_DIFFICULT_WORDS.filter(
      (w) => w.category === 'academic' && !w.mastered,
    );
    expect(unmasteredAcademic.length).toBeGreaterThanOrEqual(2);
    expect(SAMPLE_DIFFICULT_WORDS.filter((w) => w.mastered)).toHaveLength(1);
    expect(duplicates(SAMPLE_DIFFICULT_WORDS.map((w) => w.seedKey))).toEqual([]);
  });

  it('lists the five categories with the spec counts', () => {
    expect(WORD_CATEGORIES.map((c) => [c.name, c.count])).toEqual([
      ['Academic', 15],
      ['Technology', 12],
      ['Literature', 8],
      ['Science', 10],
      ['Business', 14],
    ]);
  });

  it('explains each example word in each popular context with that word', () => {
    expect(EXAMPLE_WORDS.map((w) => w.word)).toEqual([
      'accomplish',
      'strategy',
      'coordinate',
      'establish',
      'generate',
    ]);
    for (const example of EXAMPLE_WORDS) {
      const sentences = POPULAR_CONTEXTS.map((context) => explainInContext(example, context));
      expect(duplicates(sentences)).toEqual([]);
      for (const sentence of sentences) expect(lower(sentence)).toContain(example.word.slice(0, 6));
      expect(explainInContext(example, '  Gardening ')).toContain('Gardening');
    }
  });

  it('has the ten chat suggestion words', () => {
    expect(CHAT_SUGGESTION_WORDS).toHaveLength(10);
    expect(duplicates(CHAT_SUGGESTION_WORDS)).toEqual([]);
  });
});
