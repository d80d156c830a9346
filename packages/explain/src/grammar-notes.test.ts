import { describe, expect, it } from 'vitest';
import { GRAMMAR_CODES } from '@lexora/dictionary';
import { plainGrammar } from './grammar-notes';

describe('grammar codes in plain words', () => {
  it('says where the object goes in a phrasal verb, with the verb itself', () => {
    expect(plainGrammar('pick up', ['separable'])).toEqual([
      'the object can go in the middle ("pick it up")',
    ]);
    expect(plainGrammar('sit through', ['inseparable'])).toEqual([
      'the object goes after the whole verb ("sit through it")',
    ]);
  });

  it('reads transitive and intransitive together as one note', () => {
    expect(plainGrammar('wrap', ['intransitive', 'transitive'])).toEqual([
      'with or without an object',
    ]);
    expect(plainGrammar('arrive', ['intransitive'])).toEqual(['takes no object']);
    expect(plainGrammar('enjoy', ['transitive', '+ -ing'])).toEqual([
      'takes an object',
      '+ verb-ing',
    ]);
  });

  it('has plain words for every code of the dictionary', () => {
    for (const code of GRAMMAR_CODES) {
      const [note] = plainGrammar('take off', [code]);
      expect(note, code).toBeTruthy();
      if (
        ![
          'comparative',
          'superlative',
          'usually plural',
          'usually singular',
          'usually passive',
          'no plural',
        ].includes(code)
      )
        expect(note, code).not.toBe(code);
    }
  });
});
