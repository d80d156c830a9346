// Server-only entry (@lexora/quiz/sample-lesson): the sample lesson's quiz questions with their
// keys, made by the engines (scripts/sample-lesson.ts) and checked against them by
// sample-lesson.test.ts. Light: no engine or word data is loaded to read it.
import type { SampleQuizLevel, SampleQuizSet } from './sample-lesson';
import data from '../data/sample-lesson.json';

export type { SampleQuizLevel, SampleQuizQuestion, SampleQuizSet } from './sample-lesson';

export const SAMPLE_QUIZ_SETS = data as Record<SampleQuizLevel, SampleQuizSet>;
