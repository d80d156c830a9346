import { loadDictionary } from '@lexora/dictionary';
import { describe, expect, it } from 'vitest';
import { categoryOfDomains } from './difficult-words';
import {
  SAMPLE_DIFFICULT_WORDS,
  SAMPLE_DIFFICULT_WORDS_BY_LEVEL,
  sampleDifficultWords,
} from './sample-words';
import { CONTENT_LEVELS } from './levels';

const dictionary = loadDictionary();
const asSentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}.`;

describe('the sample difficult words', () => {
  it('are headwords of our dictionary, with its definition, level and category', () => {
    for (const level of CONTENT_LEVELS) {
      for (const sample of SAMPLE_DIFFICULT_WORDS_BY_LEVEL[level]) {
        const entry = dictionary.lookup(sample.word)?.entry;
        expect(entry?.word, sample.word).toBe(sample.word);
        const sense = entry!.senses.find((s) => asSentence(s.definition) === sample.definition);
        // If this fails, the dictionary changed the definition: copy its new one here.
        expect(
          sense,
          `${sample.word}: ${entry!.senses.map((s) => s.definition).join(' | ')}`,
        ).toBeDefined();
        expect(categoryOfDomains(sense!.domains), sample.word).toBe(sample.category);
        // The words still to learn are the learner's level; the mastered one is a level below.
        const expected = sample.mastered
          ? CONTENT_LEVELS[Math.max(0, CONTENT_LEVELS.indexOf(level) - 1)]
          : level;
        expect(sense!.level, sample.word).toBe(expected);
      }
    }
  });

  it('give every level four words to learn (two Academic, for the matching game) and one mastered', () => {
    for (const level of CONTENT_LEVELS) {
      const samples = SAMPLE_DIFFICULT_WORDS_BY_LEVEL[level];
      expect(
        samples.filter((s) => s.mastered),
        level,
      ).toHaveLength(1);
      expect(
        samples.filter((s) => !s.mastered && s.category === 'academic'),
        level,
      ).toHaveLength(2);
      expect(new Set(samples.map((s) => s.seedKey)).size, level).toBe(5);
    }
  });

  it('are chosen by the level the profile holds: a beginner gets no "paradigm"', () => {
    expect(sampleDifficultWords('Beginner').map((s) => s.word)).toEqual([
      'homework',
      'computer',
      'library',
      'star',
      'price',
    ]);
    expect(sampleDifficultWords('Proficient')).toBe(SAMPLE_DIFFICULT_WORDS_BY_LEVEL.C1);
    // Not assessed yet: the decks' default, Elementary.
    expect(SAMPLE_DIFFICULT_WORDS).toBe(sampleDifficultWords('level'));
    expect(SAMPLE_DIFFICULT_WORDS).toBe(SAMPLE_DIFFICULT_WORDS_BY_LEVEL.A2);
  });
});

describe('categoryOfDomains', () => {
  it('files a sense under the first of its domains that is a subject, and general words under Academic', () => {
    expect(categoryOfDomains(['business'])).toBe('business');
    expect(categoryOfDomains(['medicine', 'business'])).toBe('science');
    expect(categoryOfDomains(['nature'])).toBe('academic');
    expect(categoryOfDomains(['nature', 'science'])).toBe('science');
    expect(categoryOfDomains(['music'])).toBe('literature');
    expect(categoryOfDomains(['technology'])).toBe('technology');
    expect(categoryOfDomains(['sports'])).toBe('academic');
    expect(categoryOfDomains(undefined)).toBe('academic');
  });
});
