import { createHash } from 'node:crypto';
import type { AnalysisOutcome } from '../../src/analyze';

/**
 * The digest of the analyser's outputs on the dev sets and the timed texts, recorded before the
 * speed work of issue 17 (bench:cefr checks it; a deliberate model change records a new one).
 */
export const REFERENCE_DIGEST = '4ddcc47f6afe95a5f975c94547f240a11d6b7b31425ca5ef0fe72e261c77f77a';

export function outputsDigest(outcomes: AnalysisOutcome[]): string {
  const hash = createHash('sha256');
  for (const outcome of outcomes) hash.update(JSON.stringify(outcome)).update('\n');
  return hash.digest('hex');
}
