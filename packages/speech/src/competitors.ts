import { isLearnerTypicalSwap } from './confusions';
import { findNeighbours, type Neighbour } from './neighbours';
import { pronunciationIndex } from './reverse-lookup';
import { wordCount } from './word-frequency';

export interface CompetitorOptions {
  /** At most this many competitor words per check grammar (0 turns competitors off). */
  limit: number;
  /** 1 or 2 phoneme edits from the target. */
  maxDistance: number;
  /** Minimum SUBTLEX-US count (51 M words of film subtitles; 50 is about 1 per million). */
  minCount: number;
  /** Only neighbours one learner-typical swap away (either direction), e.g. tree for three. */
  learnerTypicalOnly: boolean;
  /**
   * Whether words with one added sound compete (threes, floor for four). Measured: they cost
   * true-accept (trailing noise reads as an added S or L) for little rejection.
   */
  insertions: boolean;
}

const cache = new Map<string, Neighbour[]>();

/**
 * The frequent real words near the target's pronunciation, computed on first use per word and
 * options and kept (a few hundred dictionary look-ups per word at distance 1).
 */
export function competitorWords(
  word: string,
  expected: readonly string[],
  options: CompetitorOptions,
): Neighbour[] {
  if (options.limit <= 0) return [];
  const key = `${word}|${expected.join(' ')}|${options.limit}|${options.maxDistance}|${options.minCount}|${options.learnerTypicalOnly}|${options.insertions}`;
  let found = cache.get(key);
  if (!found) {
    const index = pronunciationIndex();
    found = findNeighbours(expected, (phones) => index.get(phones), wordCount, {
      ...options,
      exclude: [word],
      accept: (n: Neighbour) =>
        (options.insertions || n.edit?.kind !== 'insertion') &&
        (!options.learnerTypicalOnly ||
          (n.edit !== undefined && isLearnerTypicalSwap(n.edit.expected, n.edit.heard))),
    });
    if (cache.size > 20_000) cache.clear(); // bounded: a server sees a bounded word list anyway
    cache.set(key, found);
  }
  return found;
}
