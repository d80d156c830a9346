import { describe, expect, it } from 'vitest';
import { FALLBACK_PRACTICE_WORDS } from './fallback-words';
import { lookupPhonemes } from './phonemes';
import {
  containsSound,
  fallbackWords,
  frequencyLevels,
  levelNumber,
  pickPracticeWords,
  practiceWordsFor,
  type WordLevelSource,
} from './practice-words';

describe('fallback practice words', () => {
  it('has 5 words for P, F, T and AH0 as the spec lists, and for every other sound', () => {
    for (const code of ['P', 'F', 'T', 'AH0'])
      expect(FALLBACK_PRACTICE_WORDS[code]).toHaveLength(5);
    expect(Object.keys(FALLBACK_PRACTICE_WORDS)).toHaveLength(40);
  });
  it('only holds words that contain their sound', () => {
    for (const [code, words] of Object.entries(FALLBACK_PRACTICE_WORDS)) {
      for (const word of words) {
        const phonemes = lookupPhonemes(word);
        expect(phonemes, word).toBeDefined();
        expect(containsSound(phonemes!, code), `${word} has ${code}`).toBe(true);
      }
    }
  });
  it('always returns exactly 5 words, even for an unknown sound or with exclusions', () => {
    expect(fallbackWords('XX')).toEqual(['practice', 'more', 'words', 'with', 'sound']);
    const withoutPen = fallbackWords('P', ['pen']);
    expect(withoutPen).toHaveLength(5);
    expect(withoutPen).not.toContain('pen');
  });
});

describe('practice word choice', () => {
  it('picks exactly 5 words containing the sound, never the excluded word', () => {
    const words = pickPracticeWords({ phoneme: 'TH', level: 'A2', exclude: ['think'] });
    expect(words).toHaveLength(5);
    expect(words).not.toContain('think');
    expect(new Set(words).size).toBe(5);
    for (const word of words) expect(containsSound(lookupPhonemes(word)!, 'TH')).toBe(true);
  });
  it('respects unstressed vowel codes', () => {
    for (const word of pickPracticeWords({ phoneme: 'AH0', level: 'A1' })) {
      expect(lookupPhonemes(word)!.includes('AH0'), word).toBe(true);
    }
  });
  it('stays at or below the level from the level source', () => {
    const onlyShortAreEasy: WordLevelSource = { levelOf: (w) => (w.length <= 4 ? 1 : 6) };
    const words = pickPracticeWords({ phoneme: 'S', level: 'A1', levels: onlyShortAreEasy });
    expect(words).toHaveLength(5);
    expect(words.every((w) => w.length <= 4)).toBe(true);
  });
  it('never offers contraction stems that subtitle counts make look frequent', () => {
    // frequencyLevels knows exactly the candidate words.
    expect(frequencyLevels.levelOf('evening')).toBeDefined();
    for (const stem of ['haven', 'doesn', 'wasn', 'couldn'])
      expect(frequencyLevels.levelOf(stem), stem).toBeUndefined();
  });
  it('uses the random source for variety', () => {
    const first = pickPracticeWords({ phoneme: 'R', level: 'B2', random: () => 0 });
    const last = pickPracticeWords({ phoneme: 'R', level: 'B2', random: () => 0.999 });
    expect(first).not.toEqual(last);
  });
  it('falls back to the built-in words when the level source fails or finds nothing', () => {
    const broken: WordLevelSource = {
      levelOf: () => {
        throw new Error('model not loaded');
      },
    };
    expect(pickPracticeWords({ phoneme: 'F', level: 'A1', levels: broken })).toEqual(
      FALLBACK_PRACTICE_WORDS.F,
    );
    const nothing: WordLevelSource = { levelOf: () => undefined };
    expect(pickPracticeWords({ phoneme: 'P', level: 'A1', levels: nothing })).toEqual(
      FALLBACK_PRACTICE_WORDS.P,
    );
    expect(pickPracticeWords({ phoneme: 'nonsense', level: 'A1' })).toEqual([
      'practice',
      'more',
      'words',
      'with',
      'sound',
    ]);
  });
  it('maps coach difficulties and CEFR codes to levels, and answers per sound', () => {
    expect(levelNumber('beginner')).toBe(2);
    expect(levelNumber('c1')).toBe(5);
    const bySound = practiceWordsFor(['V', 'IY1'], 'A2', { exclude: ['very'] });
    expect(Object.keys(bySound)).toEqual(['V', 'IY1']);
    expect(bySound.V).toHaveLength(5);
    expect(bySound.V).not.toContain('very');
  });
});

describe('practice words have the sound a learner hears', () => {
  const sounds = (word: string) => lookupPhonemes(word)!;
  it('does not count a vowel that an R after it changes (issue 30: "hear" for /iː/)', () => {
    expect(containsSound(sounds('hear'), 'IY')).toBe(false); // /hɪə/
    expect(containsSound(sounds('here'), 'IY1')).toBe(false);
    expect(containsSound(sounds('year'), 'IH')).toBe(false); // /jɪə/
    expect(containsSound(sounds('care'), 'EH')).toBe(false); // /keə/
    expect(containsSound(sounds('poor'), 'UW')).toBe(false);
    // The vowel keeps its sound before an R that starts the next syllable, and away from R.
    expect(containsSound(sounds('very'), 'EH1')).toBe(true);
    expect(containsSound(sounds('see'), 'IY')).toBe(true);
    expect(containsSound(sounds('green'), 'IY')).toBe(true);
  });
  it(
    'never offers a word without the sound, for any sound at any level',
    { timeout: 60_000 },
    () => {
      // Words the picker offered before: the vowel is another sound before their R.
      const COLOURED: Record<string, string[]> = {
        IY: ['hear', 'here'],
        IH: ['year', 'dear', 'years'],
        EH: ['care', 'their', 'there'],
        UW: ['poor'],
      };
      const codes = [...Object.keys(FALLBACK_PRACTICE_WORDS), 'IY1', 'IH1', 'EH1', 'UW1'];
      let seed = 5;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      for (const level of ['beginner', 'medium', 'advanced'])
        for (const code of codes)
          for (let round = 0; round < 2; round += 1)
            for (const word of pickPracticeWords({ phoneme: code, level, random })) {
              if (!lookupPhonemes(word)) continue; // the spec's generic words
              expect(containsSound(sounds(word), code), `${word} for ${code}`).toBe(true);
              expect(COLOURED[code.replace(/\d$/, '')] ?? []).not.toContain(word);
            }
    },
  );
});
