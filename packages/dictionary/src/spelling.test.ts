import { describe, expect, it } from 'vitest';
import { createDictionary } from './dictionary';
import type { Entry, Sense } from './model';
import { americanRespellings, britishRespellings, iseSpelling } from './spelling';

const sense = (definition: string, extra: Partial<Sense> = {}): Sense => ({
  pos: 'noun',
  level: 'A2',
  definition,
  examples: [],
  ...extra,
});
const planted: Entry[] = [
  { word: 'colour', senses: [sense('red, blue and so on', { us_spelling: 'color' })] },
  { word: 'color', form_of: 'colour' },
  { word: 'organise', senses: [sense('to plan and arrange', { pos: 'verb' })] },
  { word: 'travel', senses: [sense('to go from place to place', { pos: 'verb' })] },
  { word: 'centre', senses: [sense('the middle')] },
  { word: 'meter', senses: [sense('a device that measures something')] },
  { word: 'deal', senses: [sense('to give out cards', { pos: 'verb' })] },
  { word: 'dealing', form_of: 'deal' },
  { word: 'size', senses: [sense('how big something is')] },
  { word: 'harbour', senses: [sense('a place where ships stay')] },
];
const dictionary = createDictionary(planted);

describe('American and British spelling', () => {
  it('proposes the British spellings of the regular correspondences', () => {
    expect(britishRespellings('color')).toContain('colour');
    expect(britishRespellings('neighborhood')).toContain('neighbourhood');
    expect(britishRespellings('theater')).toContain('theatre');
    expect(britishRespellings('traveled')).toContain('travelled');
    expect(britishRespellings('defense')).toContain('defence');
    expect(britishRespellings('gray')).toEqual(['grey']);
    expect(iseSpelling('organizations')).toBe('organisations');
    // Not a suffix, or not one vowel before the l: left alone.
    expect(iseSpelling('size')).toBeNull();
    expect(britishRespellings('dealing')).toEqual([]);
    expect(britishRespellings('sitter')).toEqual([]);
    // -dgment only: "managment" is a misspelling, not American (reader z4).
    expect(britishRespellings('judgment')).toContain('judgement');
    expect(britishRespellings('acknowledgments')).toContain('acknowledgements');
    expect(britishRespellings('managment')).toEqual([]);
    expect(americanRespellings('management')).toEqual([]);
    expect(americanRespellings('organisation')).toContain('organization');
    expect(americanRespellings('colour')).toContain('color');
  });

  it('finds the British entry from an American spelling and says it is one', () => {
    const found = (text: string) => {
      const match = dictionary.lookup(text);
      return match && { word: match.entry.word, route: match.route };
    };
    expect(found('color')).toEqual({ word: 'colour', route: 'US spelling' });
    expect(found('colors')).toEqual({ word: 'colour', route: 'US spelling' });
    expect(found('organized')).toEqual({ word: 'organise', route: 'US spelling' });
    expect(found('traveled')).toEqual({ word: 'travel', route: 'US spelling' });
    expect(found('center')).toEqual({ word: 'centre', route: 'US spelling' });
    // British words that look American are themselves.
    expect(found('meter')).toEqual({ word: 'meter', route: 'headword' });
    expect(found('dealing')).toEqual({ word: 'deal', route: 'form of' });
    expect(found('sizes')).toEqual({ word: 'size', route: 'inflection' });
  });

  it('writes a text in British spelling, keeping British words and names', () => {
    expect(
      dictionary.toBritishSpelling(
        'Color the center. We traveled; they organized it at Pearl Harbor.',
      ),
    ).toBe('Colour the centre. We travelled; they organised it at Pearl Harbor.');
    expect(dictionary.toBritishSpelling('The meter reader was dealing cards.')).toBe(
      'The meter reader was dealing cards.',
    );
    expect(dictionary.britishSpelling('harbor')).toBe('harbour');
    expect(dictionary.britishSpelling('colour')).toBeNull();
  });
});
