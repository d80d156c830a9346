import type { CefrLevel } from '@lexora/cefr';
import type { Dictionary, EntryWithSenses } from '@lexora/dictionary';
import { pickIndex, type RandomSource } from '@lexora/games';
import type { WordData } from '@lexora/words';
import { isOffensiveSense } from './dictionary-sense';

/**
 * Random words from our dictionary: single everyday words whose first sense (the one a learner
 * meets first) is at the level, with no offensive or sensitive sense and not a word the
 * profanity list rates sensitive. Pools are built per level on first use.
 */
/** Parts of speech of a word worth offering to learn (a grammar word or "too" is not). */
const WORDS_TO_LEARN = new Set(['noun', 'verb', 'adjective']);

export function createDictionaryPicker(dictionary: Dictionary, words: WordData) {
  const pools = new Map<CefrLevel, EntryWithSenses[]>();
  const poolAt = (level: CefrLevel): EntryWithSenses[] => {
    let pool = pools.get(level);
    if (!pool) {
      pool = dictionary.entries.filter(
        (entry) =>
          (entry.kind ?? 'word') === 'word' &&
          /^[a-z]{3,}$/.test(entry.word) &&
          entry.senses[0]!.level === level &&
          // "donna", "kevin": first names are headwords, not words to learn; nor is "than", nor
          // "too" or "dude" (a reader of 2026-11-30z9 found them random): a noun, verb or
          // adjective in its plain, unlabelled first sense.
          WORDS_TO_LEARN.has(entry.senses[0]!.pos) &&
          (entry.senses[0]!.labels ?? []).every((label) => label === 'UK') &&
          entry.senses.every((s) => !s.sensitive && !isOffensiveSense(s)) &&
          !words.isSensitiveWord(entry.word),
      );
      pools.set(level, pool);
    }
    return pool;
  };

  return {
    /**
     * A word at the level that `good` accepts; null when the level has none. Twelve random tries
     * first, then the accepted words of the pool (A2 beginner words are few among A2 words).
     */
    randomWord(level: CefrLevel, random: RandomSource, good: (word: string) => boolean) {
      const pool = poolAt(level);
      if (pool.length === 0) return null;
      for (let tries = 0; tries < 12; tries++) {
        const { word } = pool[pickIndex(pool.length, random)]!;
        if (good(word)) return word;
      }
      const accepted = pool.filter((entry) => good(entry.word));
      return accepted.length ? accepted[pickIndex(accepted.length, random)]!.word : null;
    },
  };
}
