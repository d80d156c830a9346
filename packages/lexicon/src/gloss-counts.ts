import { readFileSync } from 'node:fs';
import { writeCache } from './text-cache';

const GLOSS_TOKEN = /[a-z]+(?:'[a-z]+)?/g;

/** Occurrences of each lower-case word form in the glosses (text after "|") of WordNet data files. */
export function countGlossWords(dataFiles: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of dataFiles) {
    for (const line of text.split('\n')) {
      // Lines starting with spaces are the licence header.
      const bar = line.startsWith('  ') ? -1 : line.indexOf('|');
      if (bar === -1) continue;
      for (const token of line
        .slice(bar + 1)
        .toLowerCase()
        .match(GLOSS_TOKEN) ?? []) {
        counts.set(token, (counts.get(token) ?? 0) + 1);
      }
    }
  }
  return counts;
}

function readCache(file: string): Map<string, number> | undefined {
  try {
    const pairs: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(pairs) || pairs.length === 0) return undefined;
    const counts = new Map<string, number>();
    for (const pair of pairs as unknown[]) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'string' || typeof pair[1] !== 'number')
        return undefined;
      counts.set(pair[0], pair[1]);
    }
    return counts;
  } catch {
    return undefined;
  }
}

/**
 * Counting 1.5 million gloss tokens takes about a quarter of a second, a third of the analyser's
 * start-up; the counts only change with the WordNet package, so the first process writes them to
 * `cacheFile` (named by that package's version) and later ones read them in a few milliseconds.
 * A missing, unreadable or damaged cache is rebuilt; a read-only install just goes without one.
 */
export function cachedGlossCounts(
  cacheFile: string,
  build: () => Map<string, number>,
): Map<string, number> {
  const cached = readCache(cacheFile);
  if (cached) return cached;
  const counts = build();
  writeCache(cacheFile, JSON.stringify([...counts]));
  return counts;
}
