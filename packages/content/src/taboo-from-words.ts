import type { TabooCard } from '@lexora/games';
import { mentionsWord, sameWord, wordsOf } from './word-forms';

/**
 * What the server knows about a word from WordNet and word frequencies (`relatedWords` in
 * @lexora/lexicon): candidates ranked for a describer, and the WordNet definition of the sense.
 */
export interface DescriberWords {
  sense?: { gloss: string };
  related: ReadonlyArray<{
    word: string;
    kind: 'synonym' | 'hypernym' | 'definition' | 'gloss';
    count: number;
  }>;
}

export const TABOO_WORD_COUNT = 4;
/** Synonyms and class words take at most this many places, so the definition's words get some. */
const MAX_CLASS_WORDS = 2;
/** What replaces a forbidden word in the definition shown on the card. */
export const HIDDEN_WORD = '…';

/**
 * A Taboo card for one of the learner's difficult words (/taboo-vocabulary). The forbidden words
 * are the ones a describer would reach for first: the word's most frequent synonyms and class
 * (e.g. income for revenue), then the words that the learner's definition and WordNet's share,
 * then the definition's other frequent words, then WordNet's. The definition is shown with the
 * forbidden words hidden, so the card never shows a word it forbids.
 */
export function tabooCardFromDifficultWord(
  entry: { word: string; definition: string },
  describer: DescriberWords,
): TabooCard {
  const word = entry.word.trim();
  const definition = entry.definition.trim();
  const gloss = wordsOf(describer.sense?.gloss ?? '');
  const inGloss = (w: string) => gloss.some((g) => sameWord(g, w));
  const usable = describer.related.filter(
    (r) => !sameWord(r.word, word) && !mentionsWord(word, r.word),
  );
  const ranked = [
    ...usable
      .filter((r) => r.kind === 'synonym' || r.kind === 'hypernym')
      .slice(0, MAX_CLASS_WORDS),
    ...usable.filter((r) => r.kind === 'definition' && inGloss(r.word)),
    ...usable.filter((r) => r.kind === 'definition'),
    ...usable.filter((r) => r.kind === 'gloss'),
    ...usable.filter((r) => r.kind === 'synonym' || r.kind === 'hypernym'),
  ];
  const tabooWords: string[] = [];
  for (const { word: candidate } of ranked) {
    if (tabooWords.length === TABOO_WORD_COUNT) break;
    if (tabooWords.some((chosen) => sameWord(chosen, candidate))) continue;
    tabooWords.push(candidate);
  }
  return { word, meaning: hideWords(definition, [word, ...tabooWords]), tabooWords };
}

/** The text with every inflected form of the given words replaced by HIDDEN_WORD. */
export function hideWords(text: string, words: readonly string[]): string {
  return text.replace(/[\p{L}]+(?:['’][\p{L}]+)*/gu, (token) =>
    words.some((w) => !w.includes(' ') && mentionsWord(token, w)) ? HIDDEN_WORD : token,
  );
}
