import {
  loadDictionary,
  namesACondition,
  wordTokens,
  type Dictionary,
  type Sense,
} from '@lexora/dictionary';
import type { WordNetPos } from '@lexora/words';
import { loadRefusedWords } from './connection-data';
import { createLearnerWords, DICTIONARY_POS, type LearnerWords } from './learner-words';
import type { WordData } from '@lexora/words';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
const POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];
/** Senses a wrong answer is never read in (as the shared meanings: dictionary-synonyms.ts). */
const UNSUITABLE = new Set([
  'offensive',
  'taboo',
  'old-fashioned',
  'humorous',
  'informal',
  'literary',
  'US',
]);

/**
 * Wrong answers for shared-meaning questions from our learner's dictionary (the judgement of
 * 2026-11-29g): the wrong answers were the keys of the other shared-meaning sets near the level,
 * so at C1 "funny" was a key in one game and a wrong answer in the next, "principal" a wrong
 * answer and then a clue, "convinced" the same. Words of the same part of speech at the level,
 * in no shared-meaning set, never move between roles.
 */
export interface DistractorWords {
  /** Headwords whose easiest plain sense in that part of speech is at the level (index). */
  at(pos: WordNetPos, level: number): readonly string[];
  /**
   * One word's definitions in that part of speech name the other, or the reverse ("odd:
   * strange or unusual" names "strange"): close enough in meaning to be a second answer.
   */
  defines(one: string, other: string, pos: WordNetPos): boolean;
}

/** Labels of a sense that keep the whole word out ("wasted": informal, drunk). */
const SLANG = new Set(['offensive', 'taboo', 'informal']);

const usable = (s: Sense) => !s.sensitive && !(s.labels ?? []).some((l) => UNSUITABLE.has(l));

/** A definition's word is a form of the word ("strangely", "oddly"; "harder"). */
const formOf = (token: string, word: string) =>
  token === word ||
  (token.startsWith(word) && token.length <= word.length + 3) ||
  (word.length >= 4 && word.startsWith(token) && word.length <= token.length + 2);

export function createDistractorWords(
  dictionary: Dictionary,
  learner: LearnerWords,
  refused: ReadonlySet<string> = new Set(),
): DistractorWords {
  const byLevel = new Map<string, string[]>();
  const definitions = new Map<string, string[][]>();
  for (const entry of dictionary.entries) {
    const word = entry.word;
    if (!/^[a-z]{3,}$/.test(word) || entry.kind === 'name' || !learner.clean(word)) continue;
    if (refused.has(word)) continue;
    // A word with a sensitive or slang sense is no wrong answer in any of its senses ("wasted").
    if (entry.senses.some((s) => s.sensitive || (s.labels ?? []).some((l) => SLANG.has(l))))
      continue;
    // Nor a person's condition ("autistic" beside sore, tender, raw: a reader of 2026-11-30x).
    if (entry.senses.some(namesACondition)) continue;
    for (const pos of POS) {
      const all = entry.senses.filter((s) => s.pos === DICTIONARY_POS[pos]);
      if (all.length === 0) continue;
      // Every sense counts for "defines" (a loose second reading is still a second answer);
      // only a plain sense gives the word its level.
      definitions.set(
        `${pos}:${word}`,
        all.map((s) => wordTokens(s.definition.toLowerCase())),
      );
      const plain = all.filter((s) => usable(s) && learner.clean(s.definition));
      if (plain.length === 0) continue;
      const at = Math.min(...plain.map((s) => LEVELS.indexOf(s.level)));
      const key = `${pos}:${at}`;
      byLevel.set(key, [...(byLevel.get(key) ?? []), word]);
    }
  }
  const names = (word: string, other: string, pos: WordNetPos) =>
    (definitions.get(`${pos}:${word}`) ?? []).some((tokens) =>
      tokens.some((t) => formOf(t, other)),
    );
  return {
    at: (pos, level) => byLevel.get(`${pos}:${level}`) ?? [],
    defines: (one, other, pos) => names(one, other, pos) || names(other, one, pos),
  };
}

let loaded: DistractorWords | undefined;
/** Over our dictionary, once per process. */
export function defaultDistractorWords(words: WordData): DistractorWords {
  if (!loaded) {
    const dictionary = loadDictionary();
    loaded = createDistractorWords(
      dictionary,
      createLearnerWords(words, dictionary),
      loadRefusedWords(),
    );
  }
  return loaded;
}
