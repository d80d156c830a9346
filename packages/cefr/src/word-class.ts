import type { WordNetPos } from './lexical-source';

/** Coarse word classes shared by the word list's POS names and wink-nlp's UPOS tags. */
export type WordClass = 'noun' | 'verb' | 'adjective' | 'adverb' | 'function';

const LIST_POS: Record<string, WordClass> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adjective',
  adverb: 'adverb',
};

const UPOS: Record<string, WordClass> = {
  NOUN: 'noun',
  VERB: 'verb',
  ADJ: 'adjective',
  ADV: 'adverb',
};

/** The word list's POS names (noun, adjective, be-verb, modal auxiliary...). */
export function classFromListPos(pos: string): WordClass {
  return LIST_POS[pos.toLowerCase()] ?? 'function';
}

export function classFromUpos(pos: string): WordClass {
  return UPOS[pos] ?? 'function';
}

export function wordNetPosOf(wordClass: WordClass): WordNetPos | undefined {
  if (wordClass === 'noun') return 'n';
  if (wordClass === 'verb') return 'v';
  if (wordClass === 'adjective') return 'a';
  if (wordClass === 'adverb') return 'r';
  return undefined;
}
