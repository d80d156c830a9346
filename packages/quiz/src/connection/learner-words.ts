import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CefrLevel } from '@lexora/contracts';
import {
  contentRuleHits,
  type ContentRules,
  type Dictionary,
  type PartOfSpeech,
  type Sense as DictionarySense,
} from '@lexora/dictionary';
import type { WordData, WordNetPos } from '@lexora/words';
import { load as parseYaml } from 'js-yaml';

/**
 * What the quiz asks of our learner's dictionary (packages/dictionary): the level of a word in
 * a part of speech, its plain definition, and the content rules every text a learner sees
 * passes. The dictionary is what a learner reads, so a word it does not hold (a headword, or a
 * compound it lists as one: "ice cream", "bus stop") has no level and is not asked (issue 28:
 * never levelled by the word model or by its parts, ice + age = A1).
 */
export interface LearnerWords {
  /** The easiest level of the headword's senses in that part of speech; null when not one. */
  level(word: string, pos?: WordNetPos): CefrLevel | null;
  /**
   * The level of a compound the dictionary lists among a sense's collocations ("fire station"
   * under "station"): that sense's level (the easiest such sense); null when none lists it.
   */
  listedLevel(compound: string): CefrLevel | null;
  /**
   * The level of the easiest sense of `word` that lists the compound among its collocations
   * ("notice board" under "notice": the paper on a wall, B1); null when no sense of it does.
   */
  listedUnder(compound: string, word: string): CefrLevel | null;
  /** The dictionary's senses of the headword in that part of speech (none: not in it). */
  senses(word: string, pos: WordNetPos): DictionarySense[];
  /** True when the text breaks no content rule (alcohol, weapons, war...), in any form. */
  clean(text: string): boolean;
}

export const DICTIONARY_POS: Record<WordNetPos, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};

const LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** The shared content rules (data/content-rules.yaml of the dictionary package). */
export function readContentRules(): ContentRules {
  const index = createRequire(import.meta.url).resolve('@lexora/dictionary');
  const file = join(dirname(index), '../data/content-rules.yaml');
  return parseYaml(readFileSync(file, 'utf8')) as ContentRules;
}

export function createLearnerWords(
  _words: WordData,
  dictionary: Dictionary,
  rules: ContentRules = readContentRules(),
): LearnerWords {
  const senses = (word: string, pos: WordNetPos): DictionarySense[] => {
    const match = dictionary.lookup(word);
    // The headword itself ("glasses" is not "glass"): a form of another word is not its sense.
    if (!match || match.entry.word !== word.toLowerCase()) return [];
    return match.entry.senses.filter((s) => s.pos === DICTIONARY_POS[pos]);
  };
  const listed = new Map<string, number>();
  // The same by headword: "compound|word".
  const listedBy = new Map<string, number>();
  for (const entry of dictionary.entries) {
    for (const sense of entry.senses) {
      if (sense.sensitive) continue;
      for (const c of sense.collocations ?? []) {
        const at = LEVELS.indexOf(sense.level);
        const key = c.toLowerCase();
        listed.set(key, Math.min(listed.get(key) ?? at, at));
        const by = `${key}|${entry.word.toLowerCase()}`;
        listedBy.set(by, Math.min(listedBy.get(by) ?? at, at));
      }
    }
  }
  return {
    senses,
    listedLevel: (compound) => LEVELS[listed.get(compound.toLowerCase()) ?? -1] ?? null,
    listedUnder: (compound, word) =>
      LEVELS[listedBy.get(`${compound.toLowerCase()}|${word.toLowerCase()}`) ?? -1] ?? null,
    level(word, pos) {
      const own = pos
        ? senses(word, pos)
        : (['n', 'v', 'a', 'r'] as const).flatMap((p) => senses(word, p));
      const usable = own.filter((s) => !s.sensitive);
      if (usable.length === 0) return null;
      return LEVELS[Math.min(...usable.map((s) => LEVELS.indexOf(s.level)))] ?? null;
    },
    clean: (text) => contentRuleHits(text, rules, dictionary.irregularForms).length === 0,
  };
}

/**
 * The compounds and phrases our dictionary holds (the judgement of 2026-11-29e: the engine's
 * wrong-joining-word check read WordNet and the bank only, so "tomato salad", in an example of
 * "tomato", was no compound to it): headwords of two words or more, every sense's
 * collocations, and each pair of neighbouring words in an example sentence. Lower case.
 */
export function dictionaryPhrases(dictionary: Dictionary): Set<string> {
  const out = new Set<string>();
  for (const entry of dictionary.entries) {
    out.add(entry.word.toLowerCase());
    for (const sense of entry.senses) {
      for (const c of sense.collocations ?? []) out.add(c.toLowerCase());
      for (const example of sense.examples ?? []) {
        const tokens = example.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
        for (let i = 1; i < tokens.length; i++) out.add(`${tokens[i - 1]} ${tokens[i]}`);
      }
    }
  }
  return out;
}
