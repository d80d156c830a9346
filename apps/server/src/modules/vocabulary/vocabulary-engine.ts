import { analyzeText, createCefrEngine, type CefrEngine } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';

export interface EngineHolder {
  /** The engine, loaded synchronously on first use if warming has not finished yet. */
  get(): CefrEngine;
  /** Loads the engine after the current tick, so start-up is never held up by it. */
  warmInBackground(log?: (message: string) => void): void;
  /** Milliseconds the load took, once loaded. */
  loadMs(): number | undefined;
}

/** One engine per process: the lexicon and the tokenizer model are loaded once. */
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
    warmInBackground(log) {
      setTimeout(() => {
        if (engine) return;
        try {
          get();
          log?.(`Vocabulary engine loaded in ${Math.round(loadMs ?? 0)} ms`);
        } catch (err) {
          // The first request will retry the load and report the failure as a 500.
          console.error('Vocabulary engine failed to load', err);
        }
      }, 0).unref();
    },
  };
}

let shared: EngineHolder | undefined;

/** The process-wide holder (tests and the server share it). */
export function sharedEngineHolder(): EngineHolder {
  shared ??= createEngineHolder();
  return shared;
}
