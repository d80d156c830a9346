import type { CefrEngine } from './engine';
import type { WordLevel } from './word-levels';
import { wordNetPosOf, type WordClass } from './word-class';

const OPEN_CLASSES: WordClass[] = ['noun', 'verb', 'adjective', 'adverb'];

/**
 * Level of a word seen on its own (no sentence to tag it): the easiest reading among the
 * classes WordNet lists it under, so "light" is levelled as the everyday noun, not a rare verb.
 * Words WordNet does not list (function words, inflected forms) are levelled as function words.
 */
export function levelOfWordForm(engine: CefrEngine, word: string): WordLevel | null {
  const lemma = word.toLowerCase();
  const classes = OPEN_CLASSES.filter((c) => {
    const pos = wordNetPosOf(c);
    return pos !== undefined && engine.source.wordnet.entry(lemma, pos) !== undefined;
  });
  const levels = (classes.length > 0 ? classes : (['function'] as WordClass[]))
    .map((c) => engine.words.levelOf(lemma, c))
    .filter((l): l is WordLevel => l !== null);
  if (levels.length === 0) return null;
  return levels.reduce((easiest, l) => (l.difficulty < easiest.difficulty ? l : easiest));
}
