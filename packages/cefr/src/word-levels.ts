import { CEFR_LEVELS, type CefrLevel } from './levels';
import type { LexicalSource, WordNetPos } from './lexical-source';
import { classProbabilities, latentScore, mostLikelyClass, type OrdinalModel } from './ordinal';
import type { WordClass } from './word-class';
import { wordFeatures } from './word-features';

export interface WordLevel {
  level: CefrLevel;
  /** Position on the model's difficulty scale (higher = harder); thresholds separate levels. */
  difficulty: number;
}

export interface WordLeveler {
  /** Level of a lemma, or null for strings no word source knows (typos, names, foreign words). */
  levelOf(
    lemma: string,
    wordClass: WordClass,
    options?: { includeUnknown?: boolean },
  ): WordLevel | null;
}

const UNSEEN_ZIPF = 1.5;

function isKnownWord(word: string, source: LexicalSource): boolean {
  if (source.frequency.zipf(word) > UNSEEN_ZIPF) return true;
  if (source.syllables.syllables(word) !== undefined) return true;
  return (['n', 'v', 'a', 'r'] as WordNetPos[]).some((p) => source.wordnet.entry(word, p));
}

/** Word levels from the learned ordinal model, memoised per lemma and class. */
export function createWordLeveler(source: LexicalSource, model: OrdinalModel): WordLeveler {
  const cache = new Map<string, WordLevel | null>();
  return {
    levelOf(lemma, wordClass, options = {}) {
      const word = lemma.toLowerCase();
      const includeUnknown = options.includeUnknown === true;
      const key = `${includeUnknown ? '+' : ''}${wordClass}:${word}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      let result: WordLevel | null = null;
      if (/[a-z]/.test(word) && (includeUnknown || isKnownWord(word, source))) {
        const difficulty = latentScore(model, wordFeatures(word, wordClass, source));
        const level = CEFR_LEVELS[mostLikelyClass(classProbabilities(model, difficulty))] ?? 'B1';
        result = { level, difficulty };
      }
      cache.set(key, result);
      return result;
    },
  };
}
