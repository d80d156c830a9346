import { dictionary } from 'cmu-pronouncing-dictionary';

/** A word the learner may be asked to say: letters with inner apostrophes or hyphens. */
const WORD_PATTERN = /^[a-z]+(?:['-][a-z]+)*$/;

export function normaliseWord(word: string): string | undefined {
  const lower = word.trim().toLowerCase().replace(/[’‘]/g, "'");
  return WORD_PATTERN.test(lower) && lower.length <= 40 ? lower : undefined;
}

/** All CMUdict pronunciations of a word (first is the main one), phonemes with stress digits. */
export function lookupPronunciations(word: string): string[][] {
  const key = normaliseWord(word);
  if (!key) return [];
  const found: string[][] = [];
  const main = dictionary[key];
  if (main) found.push(main.split(' '));
  for (let n = 2; n < 10; n += 1) {
    const alternate = dictionary[`${key}(${n})`];
    if (!alternate) break;
    found.push(alternate.split(' '));
  }
  return found;
}

/** The expected phonemes with stress, or undefined when the word is not in CMUdict. */
export function lookupPhonemes(word: string): string[] | undefined {
  return lookupPronunciations(word)[0];
}
