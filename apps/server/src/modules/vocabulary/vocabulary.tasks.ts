import { analyzeText, type AnalysisOutcome } from '@lexora/cefr';
import { sharedEngineHolder } from './vocabulary-engine';

/** The analyser's work, run in the worker pool (each worker thread loads its own engine). */
export const vocabularyTasks = {
  'cefr.analyse': (text: string): AnalysisOutcome => analyzeText(text, sharedEngineHolder().get()),
};

/** Loads the lexicon and tokenizer model (~0.5 s), so the first analysis is as fast as the rest. */
export function warmVocabularyTasks(): void {
  sharedEngineHolder().get();
}
