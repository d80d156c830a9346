import { describe, expect, it } from 'vitest';
import { PHONES } from './arpabet';
import { FALLBACK_PRACTICE_WORDS } from './fallback-words';
import { CEFR_LEVELS, pickPracticeWords, PRACTICE_WORD_COUNT } from './practice-words';
import { isUnsuitableWord } from './unsuitable-words';

describe('the unsuitable-words filter', () => {
  it('blocks offensive, violent and unkind words in every inflected form', () => {
    for (const word of [
      'killed',
      'Killing',
      'killer',
      'stupid',
      'stupidest',
      'murderer',
      'guns',
      'hated',
      'idiots',
      'fatter',
      'shooting',
      'died',
      'dies',
      'bloody',
      'bitches',
      'ugly',
    ]) {
      expect(isUnsuitableWord(word), word).toBe(true);
    }
  });

  it('lets ordinary words through, even those that start like a blocked one', () => {
    for (const word of [
      'skill',
      'hello',
      'shell',
      'class',
      'assist',
      'massive',
      'father',
      'diet',
      'hatch',
      'hat',
      'warm',
      'glass',
      'fatal',
      'kitten',
      'study',
      'shutter',
    ]) {
      expect(isUnsuitableWord(word), word).toBe(false);
    }
  });

  it('never lets an unsuitable word into practice words, for any sound at any level', () => {
    let checked = 0;
    for (const phone of PHONES) {
      const codes = /^[AEIOU]/.test(phone) ? [`${phone}0`, `${phone}1`] : [phone];
      for (const code of codes) {
        for (const level of CEFR_LEVELS) {
          const words = pickPracticeWords({ phoneme: code, level, random: () => 0.37 });
          expect(words, `${code} ${level}`).toHaveLength(PRACTICE_WORD_COUNT);
          for (const word of words) expect(isUnsuitableWord(word), `${code}: ${word}`).toBe(false);
          checked += words.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    for (const words of Object.values(FALLBACK_PRACTICE_WORDS)) {
      for (const word of words) expect(isUnsuitableWord(word), word).toBe(false);
    }
    // Every sound at every level: about 2 s alone, over 6 s on a machine shared with other work.
  }, 60_000);
});
