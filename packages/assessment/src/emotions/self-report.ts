import type { EmotionScore, EmotionType } from './types';

/**
 * The scale a learner may tap after a question (with or without the camera). Labels are words;
 * the screen draws an SVG face next to each (the browsers we test have no emoji font). CONFUSED
 * is honest here: the learner says it.
 */
export const SELF_REPORT_OPTIONS = [
  { id: 'happy', label: 'Happy', type: 'HAPPY' },
  { id: 'fine', label: 'Fine', type: 'CALM' },
  { id: 'confused', label: 'Confused', type: 'CONFUSED' },
  { id: 'worried', label: 'Worried', type: 'FEAR' },
  { id: 'annoyed', label: 'Annoyed', type: 'ANGRY' },
  { id: 'sad', label: 'Sad', type: 'SAD' },
] as const satisfies readonly { id: string; label: string; type: EmotionType }[];
export type SelfReportId = (typeof SELF_REPORT_OPTIONS)[number]['id'];

/** A tap counts with this confidence: the learner's own word, allowing for a mis-tap. */
export const SELF_REPORT_CONFIDENCE = 90;

export function isSelfReportId(value: unknown): value is SelfReportId {
  return SELF_REPORT_OPTIONS.some((option) => option.id === value);
}

/** The emotion list of one tap. Throws for an id not on the scale. */
export function emotionsFromSelfReport(id: SelfReportId): EmotionScore[] {
  const option = SELF_REPORT_OPTIONS.find((o) => o.id === id);
  if (!option) throw new RangeError(`Unknown feeling "${String(id)}"`);
  return [{ Type: option.type, Confidence: SELF_REPORT_CONFIDENCE }];
}
