import type {
  AssessmentAnswersRequest,
  AssessmentHistory,
  AssessmentPage,
  AssessmentRound,
  RoundResult,
} from '@lexora/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { learnerKeys } from '../../lib/learner-queries';

/** Under the learner's key, so `invalidateLearner` refreshes it with the reading record. */
export const assessmentKeys = {
  history: (validKey: string) => [...learnerKeys.all(validKey), 'assessment-history'] as const,
};

/** Starts this page's round, or resumes the open one (after a reload). */
export const startRound = (page: AssessmentPage) =>
  apiFetch<AssessmentRound>('/v1/assessment/rounds', { method: 'POST', body: { page } });

export const sendAnswers = (roundId: string, body: AssessmentAnswersRequest) =>
  apiFetch<AssessmentRound>(`/v1/assessment/rounds/${encodeURIComponent(roundId)}/answers`, {
    method: 'POST',
    body,
  });

export const completeRound = (roundId: string) =>
  apiFetch<RoundResult>(`/v1/assessment/rounds/${encodeURIComponent(roundId)}/complete`, {
    method: 'POST',
    body: {},
  });

export function useAssessmentHistoryQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: assessmentKeys.history(validKey ?? ''),
    queryFn: () => apiFetch<AssessmentHistory>('/v1/assessment/history'),
    enabled: Boolean(validKey),
  });
}
