import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared CEFR data directory (read in place, never copied); CEFR_DATA_DIR overrides. */
export function cefrDataDir(): string {
  return process.env.CEFR_DATA_DIR ?? resolve(repoRoot, '../shared/data/cefr');
}

export function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as T);
}

export function readDataSet<T>(name: string): T[] {
  return readJsonl<T>(join(cefrDataDir(), `${name}.dev.jsonl`));
}

export interface WordRow {
  word: string;
  pos: string;
  level: string;
}

export interface TextRow {
  id: string;
  text: string;
  level: string;
  level_low?: string;
  article?: string;
}

/** Seeded PRNG (mulberry32) so folds and excerpts are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fold number per group key (rows of one group share a fold). */
export function assignFolds(keys: string[], folds: number, seed: number): number[] {
  const random = seededRandom(seed);
  const unique = [...new Set(keys)];
  const shuffled = unique
    .map((key) => ({ key, r: random() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.key);
  const foldOf = new Map(shuffled.map((key, i) => [key, i % folds]));
  return keys.map((key) => foldOf.get(key) ?? 0);
}
