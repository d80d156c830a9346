import { emotionTypes } from '@lexora/contracts';

/** The spec's 8 emotion types (spec 001 section 3), one list with the API contract. */
export const EMOTION_TYPES = emotionTypes;
export type EmotionType = (typeof EMOTION_TYPES)[number];

/** One emotion with its confidence, 0-100 (the spec's field names). */
export interface EmotionScore {
  Type: EmotionType;
  Confidence: number;
}

/** Where an emotion entry came from. */
export type EmotionSource = 'camera' | 'self-report' | 'behaviour';

/** Emotion history entry (spec 001 section 3), with its source added. */
export interface EmotionHistoryEntry {
  /** Epoch ms, passed in by the caller. */
  timestamp: number;
  /** 0-based index of the question on screen when the entry was made. */
  questionIndex: number;
  source: EmotionSource;
  /** Highest confidence first. */
  emotions: EmotionScore[];
}

export function isEmotionType(value: unknown): value is EmotionType {
  return typeof value === 'string' && (EMOTION_TYPES as readonly string[]).includes(value);
}
