import { ASSOCIATION_QUESTIONS } from '@lexora/content';
import { createDictionary, loadDictionary, type Entry, type Sense } from '@lexora/dictionary';
import { describe, expect, it } from 'vitest';
import { asSentence, cefrOfTitle, createWordFiler, reallyMissed, shouldFile } from './word-filing';

const sense = (definition: string, extra: Partial<Sense> = {}): Sense => ({
  pos: 'noun',
  level: 'A2',
  definition,
  examples: [],
  ...extra,
});

const planted: Entry[] = [
  {
    word: 'match',
    senses: [
      sense('a game between two teams or players', { domains: ['sports'] }),
      sense('a small thin stick of wood that makes fire when you rub it', { level: 'B1' }),
    ],
  },
  {
    word: 'instrument',
    senses: [
      sense('an object such as a "piano" that you use to play music', { domains: ['music'] }),
      sense('a tool used for measuring', { level: 'B2', domains: ['science', 'medicine'] }),
    ],
  },
  {
    word: 'plant',
    senses: [sense('a living thing that grows in the ground', { domains: ['nature'] })],
  },
  { word: 'colour', senses: [sense('red, blue, green and so on', { us_spelling: 'color' })] },
  {
    word: 'London',
    kind: 'name',
    senses: [sense('the capital of England', { pos: 'proper noun' })],
  },
];
const filer = createWordFiler({ dictionary: () => createDictionary(planted) });
const file = (word: string, context = '') => filer.file({ word, context });

describe('filing a missed word', () => {
  it('writes definitions as sentences', () => {
    expect(asSentence('a round fruit that is red')).toBe('A round fruit that is red.');
    expect(asSentence('  Already a sentence!  ')).toBe('Already a sentence!');
    expect(asSentence('It says "hello."')).toBe('It says "hello."');
  });

  it('files the dictionary headword: a form, a US spelling or a name as the dictionary writes it', () => {
    expect(file('Plants')?.word).toBe('plant');
    expect(file('color')).toMatchObject({ word: 'colour', wordKey: 'colour' });
    expect(file('london')?.word).toBe('London');
  });

  it('files nothing for a word or game phrase the dictionary does not have', () => {
    expect(file('careful with money', 'Frugal people avoid wasting money.')).toBeNull();
    expect(file('eating fast')).toBeNull();
  });

  it('files the sense the game meant, with its definition, level and category', () => {
    expect(file('instrument', 'piano, violin, drum. You play music on all three.')).toEqual({
      word: 'instrument',
      wordKey: 'instrument',
      definition: 'An object such as a "piano" that you use to play music.',
      category: 'literature',
      level: 'A2',
    });
    expect(file('Match', 'A small stick of wood: rub it to make a fire.')).toMatchObject({
      definition: 'A small thin stick of wood that makes fire when you rub it.',
      category: 'academic',
      level: 'B1',
    });
    // Nature is not one of the dashboard's subjects: a plant is a general word.
    expect(file('plant')?.category).toBe('academic');
  });
});

describe('filing with our dictionary', () => {
  const real = createWordFiler({ dictionary: loadDictionary });

  it('files every Word Association answer our dictionary has with a definition of its own, not the game explanation', () => {
    const filed = ASSOCIATION_QUESTIONS.map((q) => ({
      q,
      filed: real.file({
        word: q.correctAnswer,
        context: `${q.words.join(', ')}. ${q.explanation}`,
      }),
    }));
    for (const { q, filed: word } of filed) {
      if (!word) continue;
      expect(word.definition, q.correctAnswer).not.toBe(asSentence(q.explanation));
      expect(word.word, q.correctAnswer).not.toContain(',');
    }
    // The game's descriptive answers ("careful with money") are not headwords; its plain
    // answers and set phrases are.
    const phrases = filed.filter(({ q }) => q.correctAnswer.includes(' '));
    expect([...new Set(phrases.filter((f) => f.filed).map((f) => f.filed!.word))].sort()).toEqual([
      'big cat',
      'civil case',
      'figure of speech',
      'white-collar crime',
    ]);
    expect(phrases.filter((f) => !f.filed).length).toBeGreaterThanOrEqual(20);
    expect(filed.filter((f) => f.filed).length).toBeGreaterThan(ASSOCIATION_QUESTIONS.length * 0.6);
  });

  it('gives the reviewer’s words their sense and category: instrument for music, pet and swift as general words', () => {
    expect(
      real.file({
        word: 'instrument',
        context: 'You play music on all three, so they are musical instruments.',
      }),
    ).toMatchObject({
      definition: expect.stringMatching(/play music/),
      category: 'literature',
    });
    expect(
      real.file({
        word: 'pet',
        context: 'People often keep dogs, cats and rabbits at home as pets.',
      }),
    ).toMatchObject({
      word: 'pet',
      category: 'academic',
      level: 'A1',
    });
    expect(real.file({ word: 'Swift', context: 'fast, quick' })?.category).toBe('academic');
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
