import type { EmotionType } from './emotions/types';

/**
 * The topics a round's passages are drawn from: the learner's saved topics, except that when the
 * saved emotion is SAD the second saved topic alone is used (spec 001 section 5). With fewer than
 * two topics the rule has nothing to switch to and the saved topics stay. An empty list means
 * "any topic" to selectPassages.
 */
export function roundTopics(
  savedTopics: readonly string[],
  savedEmotion: EmotionType | null | undefined,
): string[] {
  if (savedEmotion === 'SAD' && savedTopics.length >= 2) return [savedTopics[1]!];
  return [...savedTopics];
}
