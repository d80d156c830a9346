import { preloadTokenizer } from '@lexora/cefr';
import { loadWordData } from '@lexora/words/load';
import { createExplainEngine, type ExplainEngine } from './engine';
import { FUNCTION_WORDS } from './function-words';

/**
 * Loads the word data and builds the engine, then warms it: one explanation (tokenizer, WordNet
 * data files, gloss counts) and one misspelt word (the spelling index), so that a learner's
 * first question is as fast as the rest.
 */
export function loadExplainEngine(): ExplainEngine {
  const words = loadWordData({ extraWords: FUNCTION_WORDS.keys() });
  const engine = createExplainEngine(words);
  preloadTokenizer();
  engine.explain({ word: 'house', level: 'A2', interest: 'Travel', style: 'verbal' });
  engine.explain({ word: 'qzxwv' });
  return engine;
}
