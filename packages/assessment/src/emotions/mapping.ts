import { EMOTION_TYPES, type EmotionScore, type EmotionType } from './types';

/** The 7 expressions face-api's expression net returns (softmax probabilities 0-1). */
export const FACE_EXPRESSIONS = [
  'neutral',
  'happy',
  'sad',
  'angry',
  'fearful',
  'disgusted',
  'surprised',
] as const;
export type FaceExpression = (typeof FACE_EXPRESSIONS)[number];
export type FaceExpressions = Partial<Record<FaceExpression, number>>;

/**
 * Each expression maps to one of the spec's types. Two honest caveats, also in the docs:
 * - 'neutral' becomes CALM: a neutral face is the closest the model has to calm; it says nothing
 *   about how the learner feels inside.
 * - CONFUSED has no facial expression in these models, so the camera never reports it; it can
 *   only come from the learner's own tap (self-report) or, as a weak guess, from behaviour.
 */
export const EXPRESSION_TO_EMOTION: Readonly<Record<FaceExpression, EmotionType>> = {
  neutral: 'CALM',
  happy: 'HAPPY',
  sad: 'SAD',
  angry: 'ANGRY',
  fearful: 'FEAR',
  disgusted: 'DISGUSTED',
  surprised: 'SURPRISED',
};

/** Highest confidence first; equal confidences in EMOTION_TYPES order. */
export function sortEmotions(emotions: EmotionScore[]): EmotionScore[] {
  return [...emotions].sort(
    (a, b) =>
      b.Confidence - a.Confidence || EMOTION_TYPES.indexOf(a.Type) - EMOTION_TYPES.indexOf(b.Type),
  );
}

/** Rounds a 0-100 confidence to one decimal. */
export function roundConfidence(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * One face reading -> the spec's emotion list (7 types, Confidence 0-100, highest first).
 * Missing, negative or non-finite values count as 0 and values above 1 as 1; the rest is
 * rescaled to sum to 100 (face-api's probabilities already sum to 1 up to rounding). A reading
 * with nothing in it (a blank frame) returns null: skip it.
 */
export function emotionsFromExpressions(expressions: FaceExpressions): EmotionScore[] | null {
  const values = FACE_EXPRESSIONS.map((name) => {
    const v = expressions[name];
    return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
  });
  const total = values.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  return sortEmotions(
    FACE_EXPRESSIONS.map((name, i) => ({
      Type: EXPRESSION_TO_EMOTION[name],
      Confidence: roundConfidence((100 * values[i]!) / total),
    })),
  );
}
