import { lookupPhonemes, PHONES } from '@lexora/speech';
import { describe, expect, it } from 'vitest';
import { COACH_DIFFICULTIES, COACH_WORDS, coachDifficultyOf, pickCoachWord } from './coach-words';
import { phonemeTip, PHONEME_TIPS } from './phoneme-tips';

describe('coach word lists', () => {
  it("holds the spec's words and at least 30 words per level, all unique", () => {
    expect(COACH_WORDS.beginner.slice(0, 8)).toEqual([
      'elephant',
      'umbrella',
      'intelligent',
      'butterfly',
      'memory',
      'computer',
      'restaurant',
      'university',
    ]);
    expect(COACH_WORDS.medium.slice(0, 7)).toEqual(COACH_WORDS.advanced.slice(0, 7));
    for (const level of COACH_DIFFICULTIES) {
      expect(COACH_WORDS[level].length).toBeGreaterThanOrEqual(30);
      expect(new Set(COACH_WORDS[level]).size).toBe(COACH_WORDS[level].length);
    }
  });

  it('only asks for words the checker can pronounce from CMUdict', () => {
    const missing = COACH_DIFFICULTIES.flatMap((l) => COACH_WORDS[l]).filter(
      (w) => !lookupPhonemes(w),
    );
    expect(missing).toEqual([]);
  });

  it('finds the level of a listed word and picks another word than the current one', () => {
    expect(coachDifficultyOf('Computer')).toBe('beginner');
    expect(coachDifficultyOf('rhythm')).toBe('advanced');
    expect(coachDifficultyOf('zebra')).toBeUndefined();
    expect(pickCoachWord('beginner', () => 0, 'elephant')).toBe('umbrella');
    expect(pickCoachWord('beginner', () => 0.9999)).toBe(COACH_WORDS.beginner.at(-1));
  });
});

describe('phoneme tips', () => {
  it('has a tip for every English ARPAbet phoneme', () => {
    expect(Object.keys(PHONEME_TIPS).sort()).toEqual([...PHONES].sort());
    expect(phonemeTip('AH0')?.example).toBe('cup');
    expect(phonemeTip('XX')).toBeUndefined();
  });
});
