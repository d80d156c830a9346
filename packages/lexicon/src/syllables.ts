import { readFileSync } from 'node:fs';
import { packageFile } from './resolve-package';
import { SortedLines } from './sorted-lines';
import { cacheFileFor, cachedText } from './text-cache';

export interface SyllableTable {
  /** Syllables from CMUdict (vowel phonemes carry a stress digit), undefined when absent. */
  syllables(word: string): number | undefined;
  /** ARPAbet pronunciation (first variant), undefined when absent. */
  pronunciation(word: string): string | undefined;
}

/** "word PHONES" lines of the first pronunciations, sorted for binary search. */
function buildPronunciationLines(): string {
  const text = readFileSync(packageFile('cmu-pronouncing-dictionary', 'index.js'), 'utf8');
  const lines: string[] = [];
  const entry = /^\s*"((?:[^"\\]|\\.)*)": "([^"]*)",?$/gm;
  let match: RegExpExecArray | null;
  while ((match = entry.exec(text)) !== null) {
    const word = match[1] ?? '';
    // Later variants are written "word(2)"; the first pronunciation is the common one.
    if (!word.endsWith(')') && !word.includes(' ')) lines.push(`${word} ${match[2] ?? ''}`);
  }
  return lines.sort().join('\n');
}

/**
 * The dictionary's first pronunciations are cached as sorted lines (cachedText) and searched
 * on demand (SortedLines): no 135,000-entry map is built at load.
 */
export function loadSyllableTable(
  cacheFile = cacheFileFor('cmu-pronouncing-dictionary', 'cmudict-first-v1'),
): SyllableTable {
  const lines = new SortedLines(cachedText(cacheFile, buildPronunciationLines));
  const pronunciation = (word: string) => {
    const key = word.toLowerCase();
    return key.length > 0 && !key.includes(' ')
      ? lines.findRecord(key)?.slice(key.length + 1)
      : undefined;
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
