import { createCefrEngine } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import { describe, expect, it } from 'vitest';
import { wordCategoryOf } from './word-category';
import {
  asSentence,
  cefrOfTitle,
  createWordFiler,
  filedWordForm,
  reallyMissed,
  shouldFile,
} from './word-filing';

const lexicon = loadLexicon();
const engine = createCefrEngine(lexicon);
const filer = createWordFiler({ engine: () => engine, wordnet: () => lexicon.wordnet });

describe('filing a missed word', () => {
  it('writes definitions as sentences', () => {
    expect(asSentence('a round fruit that is red')).toBe('A round fruit that is red.');
    expect(asSentence('  Already a sentence!  ')).toBe('Already a sentence!');
    expect(asSentence('It says "hello."')).toBe('It says "hello."');
  });

  it('uses the dictionary form: lemma, lower case unless a name', () => {
    expect(filedWordForm('Birthday', engine)).toBe('birthday');
    expect(filedWordForm('Plants', engine)).toBe('plant');
    expect(filedWordForm('clothes', engine)).toBe('clothes');
    expect(filedWordForm('Ice cream', engine)).toBe('ice cream');
    expect(filedWordForm('Monday', engine)).toBe('Monday');
  });

  it('files each deck word in the category its WordNet sense belongs to', () => {
    expect(filer.file({ word: 'Volcano', definition: 'A mountain that erupts' })).toMatchObject({
      word: 'volcano',
      wordKey: 'volcano',
      definition: 'A mountain that erupts.',
      category: 'science',
    });
    expect(wordCategoryOf('computer', lexicon.wordnet)).toBe('technology');
    expect(wordCategoryOf('email', lexicon.wordnet)).toBe('technology');
    expect(wordCategoryOf('mortgage', lexicon.wordnet)).toBe('business');
    expect(wordCategoryOf('poetry', lexicon.wordnet)).toBe('literature');
    expect(wordCategoryOf('metaphor', lexicon.wordnet)).toBe('literature');
    expect(wordCategoryOf('birthday', lexicon.wordnet)).toBe('academic');
    expect(wordCategoryOf('wedding', lexicon.wordnet)).toBe('academic');
    // The definition picks the sense: WordNet's first 'battery' is a group of guns.
    expect(
      wordCategoryOf('battery', lexicon.wordnet, 'A device that stores electricity for a phone.'),
    ).toBe('technology');
  });

  it('rates the word, so a level filter can hold back easy words', () => {
    expect(filer.file({ word: 'Birthday', definition: 'x' }).level).toMatch(/^A[12]$/);
    expect(filer.file({ word: 'Procrastination', definition: 'x' }).level).toMatch(/^[BC]/);
  });
});

describe('which misses are filed', () => {
  it('never files a word below the learner’s level unless it was missed twice', () => {
    expect(shouldFile({ wordLevel: 'A1', learnerLevel: 'B2', misses: 1 })).toBe(false);
    expect(shouldFile({ wordLevel: 'A1', learnerLevel: 'B2', misses: 2 })).toBe(true);
    expect(shouldFile({ wordLevel: 'B2', learnerLevel: 'B2', misses: 1 })).toBe(true);
    expect(shouldFile({ wordLevel: 'C1', learnerLevel: 'B2', misses: 1 })).toBe(true);
    expect(shouldFile({ wordLevel: 'A1', learnerLevel: null, misses: 1 })).toBe(true);
    expect(shouldFile({ wordLevel: null, learnerLevel: 'C2', misses: 1 })).toBe(true);
  });

  it('drops words also answered right and repeats', () => {
    expect(reallyMissed(['Ocean', 'ocean ', 'Pizza', 'Guitar'], ['pizza'])).toEqual([
      'Ocean',
      'Guitar',
    ]);
  });

  it('reads the profile’s level title as CEFR', () => {
    expect(cefrOfTitle('Upper Intermediate')).toBe('B2');
    expect(cefrOfTitle('Beginner')).toBe('A1');
    expect(cefrOfTitle('level')).toBeNull();
  });
});
