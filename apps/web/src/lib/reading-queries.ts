import type {
  ReadingChipId,
  ReadingOverview,
  ReadingPractice,
  ReadingResults,
  ReadingResultsRequest,
  ReadingTopics,
  TopicId,
} from '@lexora/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { learnerKeys } from './learner-queries';

/** Under the learner's key, so `invalidateLearner` refreshes reading with points and words. */
export const readingKeys = {
  overview: (validKey: string) => [...learnerKeys.all(validKey), 'reading'] as const,
};

export function useReadingOverviewQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: readingKeys.overview(validKey ?? ''),
    queryFn: () => apiFetch<ReadingOverview>('/v1/reading/record'),
    enabled: Boolean(validKey),
  });
}

/** What a practice set is drawn from: the learner's own topics, one topic, or a chip. */
export type PracticeChoice =
  { kind: 'mine' } | { kind: 'topic'; topic: TopicId } | { kind: 'chip'; chip: ReadingChipId };

export function practiceQueryString(choice: PracticeChoice): string {
  if (choice.kind === 'topic') return `?topic=${encodeURIComponent(choice.topic)}`;
  if (choice.kind === 'chip') return `?chip=${encodeURIComponent(choice.chip)}`;
  return '';
}

export const fetchPracticeSet = (choice: PracticeChoice) =>
  apiFetch<ReadingPractice>(`/v1/reading/practice${practiceQueryString(choice)}`);

export const submitReadingResults = (body: ReadingResultsRequest) =>
  apiFetch<ReadingResults>('/v1/reading/practice/results', { method: 'POST', body });

export const saveReadingTopics = (topics: TopicId[]) =>
  apiFetch<ReadingTopics>('/v1/reading/topics', { method: 'PUT', body: { topics } });
