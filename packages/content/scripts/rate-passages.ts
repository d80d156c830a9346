import { analyzeText, createCefrEngine, type CefrLevel } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import type { Passage } from '../src/passages/model';

/** The CEFR analyser's level of each passage (null when it cannot rate the text). */
export function ratePassages(passages: readonly Passage[]): Map<string, CefrLevel | null> {
  const engine = createCefrEngine(loadLexicon());
  const ratings = new Map<string, CefrLevel | null>();
  for (const passage of passages) {
    // The product's input rules (minimum length and so on) are for learners' texts, not ours.
    const outcome = analyzeText(passage.text, engine, { validate: false });
    ratings.set(passage.id, outcome.kind === 'ok' ? outcome.result.level : null);
  }
  return ratings;
}
