import type { CefrLevel } from '@lexora/cefr';
import type { WordData, WordNetPos } from '@lexora/words';
import { DEFINING_WORDS } from './defining-words';
import { easierWords, levelRank } from './simplify';

export type Substitutes = (lemma: string, pos: WordNetPos) => string[];

/**
 * Easier words for a hard word at one level: our defining vocabulary first, then WordNet
 * synonyms and hypernyms. Memoised per level, lemma and part of speech for the engine's life.
 */
export function createSubstitutes(
  words: WordData,
  /**
   * 'all': our defining vocabulary, WordNet synonyms and hypernyms (definitions); 'synonyms':
   * no hypernyms (example sentences: "She was eating a banana" must not become "a herb");
   * 'defining': our vocabulary only (other meanings).
   */
  tiers: 'all' | 'synonyms' | 'defining' = 'all',
): (level: CefrLevel) => Substitutes {
  const memo = new Map<string, string[]>();
  const fits = (phrase: string, pos: WordNetPos, level: CefrLevel) =>
    phrase.split(' ').every((w, i) => {
      const found = i === 0 ? (words.level(w, pos) ?? words.level(w)) : words.level(w);
      return found !== null && levelRank(found.level) <= levelRank(level);
    });
  return (level) => (lemma, pos) => {
    const key = `${tiers}:${level}:${pos}:${lemma}`;
    let found = memo.get(key);
    if (!found) {
      const defining = DEFINING_WORDS.get(`${pos}:${lemma}`);
      found = [
        ...(defining && fits(defining, pos, level) ? [defining] : []),
        ...(tiers === 'defining'
          ? []
          : easierWords(lemma, pos, level, words, { hypernyms: tiers === 'all' })),
      ];
      memo.set(key, found);
    }
    return found;
  };
}
