import type {
  AddDifficultWordResult,
  Preferences,
  QuickAnswerResponse,
  UnknownWordResponse,
  WordExplanationResponse,
} from '@lexora/contracts';
import { apiFetch, ApiClientError } from '../../lib/api-client';
import { learnerPath } from '../../lib/learner-queries';

export type LearningStyle = Preferences['learningStyle'];

/** The chat window's settings and the settings page offer the same styles. */
export const LEARNING_STYLES: { id: LearningStyle; label: string; hint: string }[] = [
  {
    id: 'visual',
    label: 'Visual',
    hint: 'A card with the meaning, an example and the word family',
  },
  { id: 'verbal', label: 'Verbal', hint: 'A short paragraph' },
  { id: 'interactive', label: 'Interactive', hint: 'The explanation and a quick question' },
];

/** Whether the chat's messages move in ('off' or anything else), on this device. */
export const ASSISTANT_ANIMATIONS_KEY = 'lexora.assistant.animations';

export type ExplainOutcome =
  | { kind: 'explanation'; explanation: WordExplanationResponse }
  | { kind: 'unknown'; unknown: UnknownWordResponse }
  /** The server could not read a word in the text (400): the spec's invalid-word message. */
  | { kind: 'invalid'; message: string };

/** Network failure or a server error: the widget shows the spec's connection message. */
export class AssistantUnavailable extends Error {}

/** Call 9. A 404 is an answer here (an unknown word, with suggestions), not a failure. */
export async function explainWord(word: string, style: LearningStyle): Promise<ExplainOutcome> {
  let res: Response;
  try {
    res = await fetch('/api/v1/wordexplanation', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ word, style }),
    });
  } catch {
    throw new AssistantUnavailable();
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.status === 200)
    return { kind: 'explanation', explanation: data as WordExplanationResponse };
  if (res.status === 404 && (data as { kind?: string } | null)?.kind === 'unknown') {
    return { kind: 'unknown', unknown: data as UnknownWordResponse };
  }
  if (res.status !== 400) throw new AssistantUnavailable();
  // The contracts (and zod) load on this path only: the widget is on every signed-in page, and
  // evaluating zod's schemas is a long task on a slow phone (ADR 0033).
  const { apiErrorSchema } = await import('@lexora/contracts');
  const error = apiErrorSchema.safeParse(data);
  if (error.success) return { kind: 'invalid', message: error.data.error.message };
  throw new AssistantUnavailable();
}

export const randomWord = () => apiFetch<{ word: string }>('/v1/wordexplanation/random');

export const answerQuestion = (questionId: string, choice: number) =>
  apiFetch<QuickAnswerResponse>('/v1/wordexplanation/answer', {
    method: 'POST',
    body: { questionId, choice },
  });

/** Adds through the dashboard's own words API; a word already there is a 409. */
export async function addToDifficultWords(
  validKey: string,
  explanation: WordExplanationResponse,
): Promise<'added' | 'already'> {
  try {
    await apiFetch<AddDifficultWordResult>(learnerPath(validKey, 'difficult-words'), {
      method: 'POST',
      body: {
        word: explanation.word,
        definition: asSentence(explanation.definition),
        category: explanation.category ?? 'academic',
      },
    });
    return 'added';
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 409) return 'already';
    throw error;
  }
}

export const saveLearningStyle = (validKey: string, learningStyle: LearningStyle) =>
  apiFetch<Preferences>(learnerPath(validKey, 'preferences'), {
    method: 'PUT',
    body: { learningStyle },
  });

/** A definition as it reads in the words table: capital first letter, full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim().slice(0, 299);
  if (!trimmed) return trimmed;
  const first = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}
