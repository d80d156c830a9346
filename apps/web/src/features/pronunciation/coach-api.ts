import type {
  PracticeWordsResponse,
  PronunciationCheckResult,
  PronunciationStats,
} from '@lexora/contracts';
import { apiFetch } from '../../lib/api-client';

export const COACH_STATS_KEY = ['pronunciation', 'stats'] as const;

export function checkPronunciation(input: {
  recording: Blob;
  expectedWord: string;
  checkId: string;
}): Promise<PronunciationCheckResult> {
  const form = new FormData();
  form.set('audio', input.recording, 'recording.wav');
  form.set('expected_word', input.expectedWord);
  form.set('check_id', input.checkId);
  return apiFetch<PronunciationCheckResult>('/v1/pronunciation/check', {
    method: 'POST',
    body: form,
  });
}

export function fetchPracticeWords(input: {
  phonemes: string[];
  level: string;
  exclude: string[];
}): Promise<PracticeWordsResponse> {
  return apiFetch<PracticeWordsResponse>('/v1/pronunciation/practice-words', {
    method: 'POST',
    body: input,
  });
}

export function fetchCoachStats(): Promise<PronunciationStats> {
  return apiFetch<PronunciationStats>('/v1/pronunciation/stats');
}
