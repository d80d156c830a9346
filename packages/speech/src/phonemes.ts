import { dictionary } from 'cmu-pronouncing-dictionary';

/** A word the learner may be asked to say: letters with inner apostrophes or hyphens. */
const WORD_PATTERN = /^[a-z]+(?:['-][a-z]+)*$/;

export function normaliseWord(word: string): string | undefined {
  const lower = word.trim().toLowerCase().replace(/[’‘]/g, "'");
  return WORD_PATTERN.test(lower) && lower.length <= 40 ? lower : undefined;
}

/**
 * Words whose first CMUdict entry is wrong or rare while a later one is the usual pronunciation
 * (index of that entry). Found by comparing every coach word's first entry with espeak-ng.
 */
const USUAL_ENTRY: Readonly<Record<string, number>> = {
  anemone: 1, // first entry AE1 N IH0 M OW2 N; the word is a-NEM-o-ne
};

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
  const usual = USUAL_ENTRY[key];
  if (usual !== undefined && found[usual]) found.unshift(...found.splice(usual, 1));
  return found;
}

/** The expected phonemes with stress, or undefined when the word is not in CMUdict. */
export function lookupPhonemes(word: string): string[] | undefined {
  return lookupPronunciations(word)[0];
}
