import type { PassageQuestion } from '@lexora/content/passages';
import type { AssessmentRound, RoundResult } from '@lexora/contracts';
import { expect } from 'vitest';
import { testPassages, type TestClient } from './test-server';

/** A reply that may be an error instead of the body. */
export type Reply<T> = T & { error?: { code: string; message: string } };

/** The bank's right answers, which only the server (and the tests) can see. */
const questions = new Map<string, PassageQuestion>(
  testPassages().flatMap((p) => p.questions.map((q) => [q.id, q] as const)),
);
export const bankQuestion = (questionId: string) => questions.get(questionId)!;
export const rightOption = (questionId: string) => bankQuestion(questionId).correctIndex;
export const wrongOption = (questionId: string) => (rightOption(questionId) + 1) % 3;

/** Two emotion readings of a round: calm on question 1 (camera), sad on question 2 (self-report). */
export const CALM_THEN_SAD_READINGS = [
  {
    timestamp: 1000,
    questionIndex: 0,
    source: 'camera',
    emotions: [
      { Type: 'CALM', Confidence: 70 },
      { Type: 'HAPPY', Confidence: 30 },
    ],
  },
  {
    timestamp: 2000,
    questionIndex: 1,
    source: 'self-report',
    emotions: [{ Type: 'SAD', Confidence: 90 }],
  },
];

export const startRound = (client: TestClient, page: string) =>
  client.post<Reply<AssessmentRound>>('/api/v1/assessment/rounds', { page });

/** Answers the whole round at once (all right or all wrong) and completes it. */
export async function playRound(client: TestClient, round: AssessmentRound, well: boolean) {
  const answers = round.questions.map((q) => ({
    questionId: q.id,
    selectedOption: well ? rightOption(q.id) : wrongOption(q.id),
    timeSpent: 6000,
  }));
  const res = await client.post(`/api/v1/assessment/rounds/${round.id}/answers`, { answers });
  expect(res.status).toBe(200);
  const done = await client.post<Reply<RoundResult>>(
    `/api/v1/assessment/rounds/${round.id}/complete`,
    {},
  );
  expect(done.status).toBe(200);
  return done.body;
}
