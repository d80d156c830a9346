import { readFileSync } from 'node:fs';
import { packageFile } from './resolve-package';

export interface SyllableTable {
  /** Syllables from CMUdict (vowel phonemes carry a stress digit), undefined when absent. */
  syllables(word: string): number | undefined;
  /** ARPAbet pronunciation (first variant), undefined when absent. */
  pronunciation(word: string): string | undefined;
}

/**
 * Reads the package's dictionary file as text instead of importing its 135,000-key object
 * literal: a plain scan is several times faster to load and uses less memory.
 */
export function loadSyllableTable(): SyllableTable {
  const text = readFileSync(packageFile('cmu-pronouncing-dictionary', 'index.js'), 'utf8');
  const pronunciations = new Map<string, string>();
  const entry = /^\s*"((?:[^"\\]|\\.)*)": "([^"]*)",?$/gm;
  let match: RegExpExecArray | null;
  while ((match = entry.exec(text)) !== null) {
    const word = match[1] ?? '';
    // Later variants are written "word(2)"; the first pronunciation is the common one.
    if (!word.endsWith(')')) pronunciations.set(word, match[2] ?? '');
  }
  const pronunciation = (word: string) => pronunciations.get(word.toLowerCase());
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
