import type {
  SampleAnswer,
  SampleLesson,
  SampleLessonLevel,
  SampleWordExplanation,
} from '@lexora/contracts';
import { apiFetch } from '../../lib/api-client';

export const fetchSampleLesson = (level: SampleLessonLevel) =>
  apiFetch<SampleLesson>(`/v1/sample-lesson?level=${level}`);

/** Checked on the server: the right option and its explanation come back only now. */
export const checkSampleAnswer = (questionId: string, choice: number) =>
  apiFetch<SampleAnswer>('/v1/sample-lesson/check', {
    method: 'POST',
    body: { questionId, choice },
  });

export const explainSampleWord = (word: string, level: SampleLessonLevel) =>
  apiFetch<SampleWordExplanation>('/v1/sample-lesson/word', {
    method: 'POST',
    body: { word, level },
  });
