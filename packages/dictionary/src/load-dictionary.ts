/**
 * The dictionary for looking words up at run time (I/O): every entry file read once per
 * thread, with WordNet's irregular forms from the lexicon the thread already holds and the
 * British pronunciations of data/ipa-gb.tsv.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadLexicon } from '@lexora/lexicon';
import { createDictionary, type Dictionary } from './dictionary';
import { britishRespellings } from './spelling';
import { beginnerWordTest, type BeginnerWordTest } from './beginner-words';
import type { ContentRules } from './content-rules';
import {
  irregularFormsFrom,
  readBeginnerWords,
  readNotBeginnerForms,
  readBritishIpa,
  readContentRules,
  readDefiningVocabulary,
  readEntryFiles,
} from './load';

/**
 * The entry files found through the installed package, not through this file's own place: the
 * server bundles this code into apps/server/dist, where a path relative to import.meta.url
 * (load.ts's ENTRIES_DIR) points to a folder that does not exist.
 */
function installedDataDir(): string {
  const index = createRequire(import.meta.url).resolve('@lexora/dictionary');
  return join(dirname(index), '../data');
}

let loaded: Dictionary | undefined;

export function loadDictionary(): Dictionary {
  loaded ??= createDictionary(
    readEntryFiles(join(installedDataDir(), 'entries')).flatMap((file) => file.entries),
    irregularFormsFrom(loadLexicon().morphology),
    readBritishIpa(installedDataDir()),
  );
  return loaded;
}

let defining: ReadonlySet<string> | undefined;

/**
 * The defining vocabulary (data/defining-vocabulary.txt): the plain words every definition uses,
 * each in British spelling too (the list was made from American subtitles; ADR 0051).
 */
export function loadDefiningVocabulary(): ReadonlySet<string> {
  if (!defining) {
    const words = readDefiningVocabulary(installedDataDir());
    for (const word of [...words])
      for (const british of britishRespellings(word)) words.add(british);
    defining = words;
  }
  return defining;
}

let beginner: BeginnerWordTest | undefined;

/**
 * Whether a word form is one of our beginner words (data/beginner-words.txt, any inflection, or
 * a number): what an A1 learner can read.
 */
export function loadBeginnerWords(): BeginnerWordTest {
  beginner ??= beginnerWordTest(
    readBeginnerWords(installedDataDir()),
    irregularFormsFrom(loadLexicon().morphology),
    readNotBeginnerForms(installedDataDir()),
  );
  return beginner;
}

let contentRules: ContentRules | undefined;

/**
 * The content rules every generated or shown text passes (data/content-rules.yaml: topic ->
 * words): the quizzes, the games and the league's display names read this one copy.
 */
export function loadContentRules(): ContentRules {
  contentRules ??= readContentRules(installedDataDir());
  return contentRules;
}
