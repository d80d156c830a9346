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
 * passes. The dictionary is what a learner reads, so its levels and definitions come first;
 * the word model's level is the fallback for words it does not hold (compounds: "fireplace").
 */
export interface LearnerWords {
  /** The easiest level of the word's senses in that part of speech, else the word model's. */
  level(word: string, pos?: WordNetPos): CefrLevel | null;
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
  words: WordData,
  dictionary: Dictionary,
  rules: ContentRules = readContentRules(),
): LearnerWords {
  const senses = (word: string, pos: WordNetPos): DictionarySense[] => {
    const match = dictionary.lookup(word);
    // The headword itself ("glasses" is not "glass"): a form of another word is not its sense.
    if (!match || match.entry.word !== word.toLowerCase()) return [];
    return match.entry.senses.filter((s) => s.pos === DICTIONARY_POS[pos]);
  };
  return {
    senses,
    level(word, pos) {
      const own = pos
        ? senses(word, pos)
        : (['n', 'v', 'a', 'r'] as const).flatMap((p) => senses(word, p));
      const usable = own.filter((s) => !s.sensitive);
      if (usable.length > 0) {
        return LEVELS[Math.min(...usable.map((s) => LEVELS.indexOf(s.level)))] ?? null;
      }
      return words.level(word, pos)?.level ?? null;
    },
    clean: (text) => contentRuleHits(text, rules, dictionary.irregularForms).length === 0,
  };
}
