import type { CefrLevel } from '@lexora/cefr';
import { CHAT_SUGGESTION_WORDS } from '@lexora/content';
import { pickIndex, shuffle, type RandomSource } from '@lexora/games';
import { isSensitiveSense, type WordData } from '@lexora/words';
import { levelRank } from './simplify';

interface Candidate {
  word: string;
  pos: 'n' | 'v' | 'a' | 'r';
}

/**
 * Random words at a level: drawn from the 8,000 most frequent single-word WordNet entries (not
 * names, not sensitive words or main senses), kept when the word model puts the word at exactly that level
 * and `good` accepts it (a clean explanation). Levels are computed only for the words drawn.
 */
export function createWordPicker(words: WordData, size = 8000) {
  let pool: Candidate[] | undefined;
  const candidates = (): Candidate[] => {
    if (pool) return pool;
    pool = [];
    const { wordnet } = words.source;
    // Read from the index alone: the part of speech SemCor tags most; names are capitalised.
    for (const word of words.source.frequency.ranked()) {
      if (pool.length >= size) break;
      if (!/^[a-z]{3,}$/.test(word) || words.isSensitiveWord(word)) continue;
      let best: Candidate | undefined;
      let bestCount = -1;
      for (const pos of ['n', 'v', 'a', 'r'] as const) {
        const entry = wordnet.entry(word, pos);
        if (entry && entry.semcor > bestCount) {
          best = { word, pos };
          bestCount = entry.semcor;
        }
      }
      if (!best) continue;
      const offset = wordnet.entry(word, best.pos)?.offsets[0];
      const first = offset === undefined ? undefined : wordnet.synset(best.pos, offset);
      // A word whose main sense is about sex or bodily functions is explained when asked only.
      if (first && first.words.some((w) => w.toLowerCase() === w) && !isSensitiveSense(first))
        pool.push(best);
    }
    return pool;
  };

  const randomWord = (
    level: CefrLevel,
    random: RandomSource,
    good: (word: string) => boolean,
  ): string => {
    const all = candidates();
    let nearest: string | undefined;
    let checked = 0;
    // Levels are cheap; a full explanation to check is not: at most 12 of those.
    for (let tries = 0; tries < 300 && checked < 12; tries++) {
      const { word, pos } = all[pickIndex(all.length, random)]!;
      const found = words.level(word, pos);
      if (!found) continue;
      const distance = Math.abs(levelRank(found.level) - levelRank(level));
      if (distance === 0) {
        nearest ??= word;
        checked++;
        if (good(word)) return word;
      }
    }
    return nearest ?? all[0]!.word;
  };

  return {
    randomWord,
    /** Whether `word` is among the words a random pick may give (the pool above). */
    mayPick: (word: string) => candidates().some((c) => c.word === word),
    /**
     * The spec's ten suggestion words are all C2: learners at C1 and above get three of them;
     * others get one of them and two words at their own level.
     */
    suggestions(level: CefrLevel, random: RandomSource): string[] {
      const spec = shuffle(CHAT_SUGGESTION_WORDS, random);
      if (levelRank(level) >= levelRank('C1')) return spec.slice(0, 3);
      const own = new Set<string>();
      for (let i = 0; i < 10 && own.size < 2; i++) own.add(randomWord(level, random, () => true));
      return [spec[0]!, ...own];
    },
  };
}
