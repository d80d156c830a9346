import { analyzeText, type AnalysisOutcome } from '@lexora/cefr';
import { loadPassages, type Passage } from '@lexora/content/passages';
import { sharedEngineHolder } from './vocabulary-engine';

/** The analyser's work, run in the worker pool (each worker thread loads its own engine). */
export const vocabularyTasks = {
  'cefr.analyse': (text: string): AnalysisOutcome => analyzeText(text, sharedEngineHolder().get()),
};

/** Analyses of our reading passages a pool thread runs before its first task. */
const WARM_ANALYSES = 24;

/**
 * 24 passages taken level by level in turn (A1, A2, B1, ...), each time a different topic: the
 * first few already span the levels, and the whole set many topics.
 */
export function passagesToWarmOn(passages: readonly Passage[]): Passage[] {
  const levels = [...new Set(passages.map((passage) => passage.level))];
  const byLevel = levels.map((level) => passages.filter((passage) => passage.level === level));
  return Array.from({ length: Math.min(WARM_ANALYSES, passages.length) }, (_, i) => {
    const group = byLevel[i % levels.length]!;
    const round = Math.floor(i / levels.length);
    // A level lists its passages topic by topic: steps of 13 plus an offset per level move on
    // to another topic each time.
    return group[(round * 13 + (i % levels.length) * 5) % group.length]!;
  });
}

/** Analyses of the first stage: enough for the first learner's analysis not to run cold. */
const FIRST_STAGE_ANALYSES = 4;

/**
 * Loads the lexicon and tokenizer model (~0.4 s) and analyses some of our reading passages: V8
 * compiles the analyser's hot functions now, on texts as varied as learners', rather than on the
 * first learners' analyses (2 s of compiling beside the event loop in the first seconds of a
 * bench:load run otherwise). The 'first' stage loads the model and runs a few analyses, the
 * 'rest' the others (issue 31: a learner right after a start waits only for the first).
 */
export function warmVocabularyTasks(stage: 'first' | 'rest'): void {
  const engine = sharedEngineHolder().get();
  let passages: Passage[] = [];
  try {
    passages = loadPassages();
  } catch {
    return; // a passage bank with problems stops the server's start-up itself
  }
  const chosen = passagesToWarmOn(passages);
  const part =
    stage === 'first' ? chosen.slice(0, FIRST_STAGE_ANALYSES) : chosen.slice(FIRST_STAGE_ANALYSES);
  for (const passage of part) analyzeText(passage.text, engine);
}
