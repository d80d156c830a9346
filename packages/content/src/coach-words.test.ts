import { execFileSync } from 'node:child_process';
import { loadLexicon } from '@lexora/lexicon';
import { ipaToArpabet, isVowel, lookupPhonemes, PHONES } from '@lexora/speech';
import { describe, expect, it } from 'vitest';
import {
  COACH_DIFFICULTIES,
  COACH_WORDS,
  coachDifficultyOf,
  coachWordAsListed,
  pickCoachWord,
} from './coach-words';
import { phonemeTip, PHONEME_TIPS } from './phoneme-tips';

const allWords = [...new Set(COACH_DIFFICULTIES.flatMap((l) => COACH_WORDS[l]))];

/** Phonemes with every unstressed vowel as one symbol: dictionaries disagree most about those. */
const shape = (phonemes: readonly string[]) =>
  phonemes.map((p) => (isVowel(p) && p.endsWith('0') ? 'V' : p.replace(/\d/, '')));

function editDistance(a: readonly string[], b: readonly string[]): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length] as number;
}

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
      expect(new Set(COACH_WORDS[level].map((w) => w.toLowerCase())).size).toBe(
        COACH_WORDS[level].length,
      );
    }
  });

  it('only asks for words the checker can pronounce from CMUdict', () => {
    expect(allWords.filter((w) => !lookupPhonemes(w))).toEqual([]);
  });

  it('grades every word against a usual pronunciation: the one used is close to espeak-ng', () => {
    // CMUdict's first entry is what the checker expects; an odd one (anemone as AE1 N IH0 M OW2 N)
    // differs from espeak-ng's US form in four or more sounds.
    // One espeak-ng run for all words: one word per line, each ending a sentence.
    const lines = execFileSync('espeak-ng', ['-v', 'en-us', '-q', '--ipa', '--stdin'], {
      input: allWords.map((w) => `${w.toLowerCase()}.`).join('\n'),
    })
      .toString()
      .trim()
      .split('\n');
    expect(lines).toHaveLength(allWords.length);
    const odd = allWords.flatMap((word, i) => {
      const graded = lookupPhonemes(word) ?? [];
      const espeak = ipaToArpabet(lines[i] ?? '');
      const distance = editDistance(shape(graded), shape(espeak));
      return distance > 3 ? [`${word}: ${graded.join(' ')} / espeak ${espeak.join(' ')}`] : [];
    });
    expect(odd).toEqual([]);
  });

  it('writes names with a capital (February, Wednesday) and other words in lower case', () => {
    const { wordnet } = loadLexicon();
    const wrong = allWords.filter((word) => {
      const lemmas = (wordnet.entry(word, 'n')?.offsets ?? []).flatMap((offset) =>
        wordnet.synonyms('n', offset).filter((l) => l.toLowerCase() === word.toLowerCase()),
      );
      const onlyCapitalised = lemmas.length > 0 && lemmas.every((l) => /^[A-Z]/.test(l));
      return onlyCapitalised !== /^[A-Z]/.test(word);
    });
    expect(wrong).toEqual([]);
  });

  it('finds the level and the listed spelling of a word, and picks another word than the current one', () => {
    expect(coachDifficultyOf('Computer')).toBe('beginner');
    expect(coachDifficultyOf('rhythm')).toBe('advanced');
    expect(coachDifficultyOf('february')).toBe('medium');
    expect(coachWordAsListed('february')).toBe('February');
    expect(coachDifficultyOf('zebra')).toBeUndefined();
    expect(coachWordAsListed('zebra')).toBeUndefined();
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

  it('describes what really tells the sounds apart (issue 16)', () => {
    // AO and AA differ in lip rounding, not length; EH is mid to lower-mid; CH and JH are made
    // just behind the tooth ridge with slightly rounded lips.
    expect(PHONEME_TIPS.AO?.tip).toMatch(/round/);
    expect(PHONEME_TIPS.AO?.tip).not.toMatch(/longer/);
    expect(PHONEME_TIPS.EH?.tip).not.toMatch(/mid-high/);
    for (const code of ['CH', 'JH']) {
      expect(PHONEME_TIPS[code]?.tip, code).toMatch(/behind the ridge/);
      expect(PHONEME_TIPS[code]?.tip, code).toMatch(/round/);
    }
    for (const [code, { example, tip }] of Object.entries(PHONEME_TIPS)) {
      expect(example, code).toMatch(/^[a-z]+$/);
      expect(tip.length, code).toBeGreaterThan(30);
    }
  });

  it('never gives a word the coach asks for as a sound example (issue 30)', () => {
    const coachWords = new Set(allWords.map((w) => w.toLowerCase()));
    for (const [code, { example }] of Object.entries(PHONEME_TIPS))
      expect(coachWords.has(example), `${code}: ${example}`).toBe(false);
  });
});
