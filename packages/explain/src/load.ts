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
  } = {},
): ExplainEngine {
  const words = loadWordData({ extraWords: FUNCTION_WORDS.keys() });
  const engine = createExplainEngine(
    words,
    loadDictionary(),
    options.beginnerWords === false ? undefined : loadBeginnerWords(),
  );
  preloadTokenizer();
  engine.explain({ word: 'houses', level: 'A2', style: 'verbal' });
  // A word only WordNet has warms the general-dictionary path.
  engine.explain({ word: 'photosynthesis', level: 'A2', style: 'verbal' });
  // A misspelling one letter away builds the spelling index without a long scan.
  engine.explain({ word: 'hous' });
  return engine;
}
