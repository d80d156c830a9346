import { dictionary } from 'cmu-pronouncing-dictionary';
import { baseOf } from './arpabet';
import { wordCount } from './word-frequency';

let index: Map<string, string> | undefined;

/** A real word with exactly these phones (stress ignored), e.g. T R IY -> 'tree'. Built lazily. */
export function wordForPhones(phones: readonly string[]): string | undefined {
  return pronunciationIndex().get(phones.map(baseOf).join(' '));
}

/** Base phones joined by spaces -> the most frequent spelling with that pronunciation. */
export function pronunciationIndex(): ReadonlyMap<string, string> {
  if (!index) {
    index = new Map();
    for (const [key, pronunciation] of Object.entries(dictionary)) {
      if (!/^[a-z]+$/.test(key.replace(/\(\d+\)$/, ''))) continue;
      // Letter names ('t' for T IY) are not words a learner is asked or heard to say.
      if (/^[b-hj-z]$/.test(key.replace(/\(\d+\)$/, ''))) continue;
      const phonesKey = pronunciation.split(' ').map(baseOf).join(' ');
      const word = key.replace(/\(\d+\)$/, '');
      // Among homophones keep the most frequent spelling (berry, not barey).
      const current = index.get(phonesKey);
      if (current === undefined || wordCount(word) > wordCount(current)) index.set(phonesKey, word);
    }
  }
  return index;
}
