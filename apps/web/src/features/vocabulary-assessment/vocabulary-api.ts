import type { SavedVocabularyLevel, VocabularyAnalysis } from '@lexora/contracts';
import { ApiClientError, apiFetch } from '../../lib/api-client';
import { ANALYSIS_ERROR } from './assessment-state';

export const vocabularyApi = {
  analyse: (text: string) =>
    apiFetch<VocabularyAnalysis>('/v1/vocabulary/analysis', { method: 'POST', body: { text } }),
  saveLevel: (analysisId: string) =>
    apiFetch<SavedVocabularyLevel>('/v1/me/vocabulary-level', {
      method: 'PUT',
      body: { analysisId },
    }),
};

export type AnalysisFailure =
  { kind: 'rejected'; issues: string[] } | { kind: 'failed'; error: string };

/** Rule messages become the issue list; anything else is the spec's generic analysis error. */
export function describeFailure(err: unknown): AnalysisFailure {
  if (err instanceof ApiClientError && err.code === 'VALIDATION_FAILED') {
    return { kind: 'rejected', issues: err.messages.length ? err.messages : [err.message] };
  }
  // Spec 000 section 8: failures are logged, the learner sees one calm message.
  console.error('Vocabulary analysis failed', err);
  return { kind: 'failed', error: ANALYSIS_ERROR };
}
