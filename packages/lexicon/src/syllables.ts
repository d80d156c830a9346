import { dictionary } from 'cmu-pronouncing-dictionary';

export interface SyllableTable {
  /** Syllables from CMUdict (vowel phonemes carry a stress digit), undefined when absent. */
  syllables(word: string): number | undefined;
  /** ARPAbet pronunciation, undefined when absent. */
  pronunciation(word: string): string | undefined;
}

export function loadSyllableTable(): SyllableTable {
  const pronunciation = (word: string): string | undefined => {
    const key = word.toLowerCase();
    return Object.prototype.hasOwnProperty.call(dictionary, key) ? dictionary[key] : undefined;
  };
  return {
    pronunciation,
    syllables: (word) => {
      const phones = pronunciation(word);
      if (phones === undefined) return undefined;
      let count = 0;
      for (let i = 0; i < phones.length; i++) {
        const code = phones.charCodeAt(i);
        if (code >= 48 && code <= 50) count++;
      }
      return count;
    },
  };
}

/** Vowel-group estimate for words CMUdict does not know. */
export function estimateSyllables(word: string): number {
  const groups = word
    .toLowerCase()
    .replace(/e$/, '')
    .match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}
