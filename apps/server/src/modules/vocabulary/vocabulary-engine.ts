import { analyzeText, createCefrEngine, type CefrEngine } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';

export interface EngineHolder {
  /** The engine, loaded synchronously on first use if warming has not finished yet. */
  get(): CefrEngine;
  /** Milliseconds the load took, once loaded. */
  loadMs(): number | undefined;
}

/** One engine per thread (each worker of the pool): the lexicon and tokenizer model load once. */
export function createEngineHolder(
  load: () => CefrEngine = () => {
    const engine = createCefrEngine(loadLexicon());
    // One small analysis loads the tokenizer model and the lexicon's lazy tables (WordNet gloss
    // counts), so a learner's first analysis is as fast as the rest.
    analyzeText('Warm up the analyser. It reads one short text first.', engine, {
      validate: false,
    });
    return engine;
  },
): EngineHolder {
  let engine: CefrEngine | undefined;
  let loadMs: number | undefined;

  function get(): CefrEngine {
    if (!engine) {
      const started = performance.now();
      engine = load();
      loadMs = performance.now() - started;
    }
    return engine;
  }

  return {
    get,
    loadMs: () => loadMs,
  };
}

let shared: EngineHolder | undefined;

/** The thread's holder (the worker's tasks and in-process tests share it). */
export function sharedEngineHolder(): EngineHolder {
  shared ??= createEngineHolder();
  return shared;
}
