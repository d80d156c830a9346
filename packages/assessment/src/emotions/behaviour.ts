import type { EmotionScore } from './types';

/** Without a better reference, a 3-option question on a short passage takes about this long. */
export const TYPICAL_ANSWER_MS = 30_000;
/** Each behaviour signal adds this much to a 'maybe confused' reading... */
export const BEHAVIOUR_SIGNAL_CONFIDENCE = 30;
/** ...and together they stay below the 60 needed to become the saved emotion. */
export const BEHAVIOUR_MAX_CONFIDENCE = 55;

export interface AnswerBehaviour {
  timeSpentMs: number;
  /** How often the learner changed the selected option before moving on. */
  answerChanges: number;
  /** The learner's usual time (e.g. the median of their earlier answers); default 30 s. */
  typicalTimeMs?: number;
}

/**
 * A 'maybe confused' reading from behaviour alone: at least twice the usual time, and/or two or
 * more changes of answer. One signal gives CONFUSED 30, both 55. Weak evidence by design: it can
 * shape the profile's advice but never becomes the saved emotion (> 60). Null when neither shows.
 */
export function confusionFromBehaviour(behaviour: AnswerBehaviour): EmotionScore[] | null {
  const typical = behaviour.typicalTimeMs ?? TYPICAL_ANSWER_MS;
  const slow = typical > 0 && behaviour.timeSpentMs >= 2 * typical;
  const wavering = behaviour.answerChanges >= 2;
  if (!slow && !wavering) return null;
  const confidence = slow && wavering ? BEHAVIOUR_MAX_CONFIDENCE : BEHAVIOUR_SIGNAL_CONFIDENCE;
  return [{ Type: 'CONFUSED', Confidence: confidence }];
}
