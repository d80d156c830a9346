import { containsWord } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION_QUESTIONS } from './association-questions';
import { loadLexicon } from '@lexora/lexicon';
import { CHAT_SUGGESTION_WORDS, chatSuggestions } from './chat-suggestions';
import { EXAMPLE_WORDS, POPULAR_CONTEXTS, explainInContext, senseInContext } from './contexts';
import { WORD_CATEGORIES } from './difficult-words';
import { CONTENT_LEVELS, isContentLevel } from './levels';
import { SAMPLE_DIFFICULT_WORDS } from './sample-words';
import { wordsOf } from './word-forms';
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
    // Rounds the server issues name questions by id (ADR 0048).
    expect(duplicates(ASSOCIATION_QUESTIONS.map((q) => q.id))).toEqual([]);
    expect(Math.max(...ASSOCIATION_QUESTIONS.map((q) => q.id.length))).toBeLessThanOrEqual(80);
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

  it('never offers the same pair of options twice (no repeated bird / fish)', () => {
    const pairs = ASSOCIATION_QUESTIONS.map((q) => q.options.map(lower).sort().join(' / '));
    expect(duplicates(pairs)).toEqual([]);
  });

  it('never makes the wrong option of a Hard question simply the opposite of the answer', () => {
    const { wordnet } = loadLexicon();
    const problems = ASSOCIATION_QUESTIONS.filter((q) => q.difficulty === 'Hard').flatMap((q) => {
      const other = q.options.find((o) => o !== q.correctAnswer) ?? '';
      // Phrases are compared on the words where they differ: "walking slowly" / "walking proudly".
      const a = wordsOf(q.correctAnswer).filter((w) => !wordsOf(other).includes(w));
      const b = wordsOf(other).filter((w) => !wordsOf(q.correctAnswer).includes(w));
      const opposite = a.some((x) =>
        b.some((y) => wordnet.antonyms(x).includes(y) || wordnet.antonyms(y).includes(x)),
      );
      return opposite ? [`${q.words.join(', ')}: ${q.correctAnswer} / ${other}`] : [];
    });
    expect(problems).toEqual([]);
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

  it('uses accomplish only with what it takes: a task, an aim, a goal, a mission, a feat', () => {
    const takes = new Set([
      'task',
      'tasks',
      'aim',
      'aims',
      'goal',
      'goals',
      'mission',
      'feat',
      'what',
    ]);
    const accomplish = EXAMPLE_WORDS.find((w) => w.word === 'accomplish')!;
    const sentences = [
      ...POPULAR_CONTEXTS.map((c) => explainInContext(accomplish, c)),
      explainInContext(accomplish, 'Gardening'),
    ];
    for (const sentence of sentences) {
      const words = wordsOf(sentence);
      const at = words.findIndex((w) => w.startsWith('accomplish'));
      const near = words.slice(Math.max(0, at - 6), at + 7);
      expect(
        near.some((w) => takes.has(w)),
        sentence,
      ).toBe(true);
    }
  });

  it('shows the sense each sentence uses where it is not the headline meaning', () => {
    const establish = EXAMPLE_WORDS.find((w) => w.word === 'establish')!;
    expect(senseInContext(establish, 'Medicine')).toMatch(/find out/);
    expect(senseInContext(establish, 'Business')).toBe(establish.meaning);
    expect(senseInContext(establish, 'Gardening')).toBe(establish.meaning);
    for (const example of EXAMPLE_WORDS) {
      for (const [context, sense] of Object.entries(example.senses ?? {})) {
        expect(POPULAR_CONTEXTS, example.word).toContain(context);
        expect(sense, `${example.word} / ${context}`).not.toBe(example.meaning);
      }
    }
  });

  it("keeps the spec's ten chat suggestion words and offers words at their level below C1", () => {
    expect(CHAT_SUGGESTION_WORDS).toHaveLength(10);
    expect(duplicates(CHAT_SUGGESTION_WORDS)).toEqual([]);
    expect(chatSuggestions('C1')).toBe(CHAT_SUGGESTION_WORDS);
    expect(chatSuggestions('Proficient')).toBe(CHAT_SUGGESTION_WORDS);
    const all = CONTENT_LEVELS.filter((l) => l !== 'C1').map((l) => chatSuggestions(l));
    for (const words of all) {
      expect(words).toHaveLength(10);
      expect(words.some((w) => CHAT_SUGGESTION_WORDS.includes(w))).toBe(false);
    }
    expect(duplicates(all.flat())).toEqual([]);
    expect(chatSuggestions('Intermediate')).toEqual(chatSuggestions('B1'));
    expect(chatSuggestions('level')).toEqual(chatSuggestions('A2'));
  });
});
