import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { preloadTokenizer } from '@lexora/cefr';
import { loadBeginnerWords, loadDictionary } from '@lexora/dictionary';
import { loadWordData } from '@lexora/words/load';
import { createExplainEngine, type ExplainEngine } from './engine';
import { FUNCTION_WORDS } from './function-words';

/**
 * Loads the word data and our dictionary (once per thread) and builds the engine, then warms it: one explanation (tokenizer, WordNet
 * data files, gloss counts) and one misspelt word (the spelling index), so that a learner's
 * first question is about as fast as the rest. Interest profiles and the pools of the quick
 * question and the random word are built on first use (a few milliseconds each).
 */
export function loadExplainEngine(
  options: {
    /** false: A1-A2 learners read what B1 learners read (the bench's "before"). */
    beginnerWords?: boolean;
    /** false: "Other meanings" without the limits by the learner's level (the bench's "before"). */
    otherMeaningsByLevel?: boolean;
  } = {},
): ExplainEngine {
  const words = loadWordData({ extraWords: FUNCTION_WORDS.keys() });
  const engine = createExplainEngine(
    words,
    loadDictionary(),
    options.beginnerWords === false ? undefined : loadBeginnerWords(),
    {
      otherMeaningsByLevel: options.otherMeaningsByLevel,
      generalBritishIpa: loadGeneralBritishIpa(),
    },
  );
  preloadTokenizer();
  engine.explain({ word: 'houses', level: 'A2', style: 'verbal' });
  // A word only WordNet has warms the general-dictionary path ("photosynthesis" was one until
  // our dictionary took it in).
  engine.explain({ word: 'chemosynthesis', level: 'A2', style: 'verbal' });
  // A misspelling one letter away builds the spelling index without a long scan.
  engine.explain({ word: 'hous' });
  return engine;
}

let generalIpa: ReadonlyMap<string, string> | undefined;

/**
 * ipa/ipa-gb-general.tsv (`npm run general-ipa -w @lexora/explain`): British pronunciations of
 * the words only WordNet has, as stored lines ("ˈaɪ.sə.ˌtəʊp"), read once per thread. Found
 * through the installed package, as the dictionary finds its files, so that the server bundled
 * into apps/server/dist finds it too. The folder is not called data/: the repository ignores
 * every data/ folder but a few. Without the file (an install that lacks it) the map is empty and
 * general-dictionary words show CMUdict's American IPA, marked "US", as before 2026-11-29c.
 */
export function loadGeneralBritishIpa(): ReadonlyMap<string, string> {
  if (!generalIpa) {
    const index = createRequire(import.meta.url).resolve('@lexora/explain');
    const path = join(dirname(index), '../ipa/ipa-gb-general.tsv');
    const map = new Map<string, string>();
    const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const tab = line.indexOf('\t');
      if (tab > 0) map.set(line.slice(0, tab), line.slice(tab + 1));
    }
    generalIpa = map;
  }
  return generalIpa;
}
