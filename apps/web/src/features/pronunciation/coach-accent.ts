/**
 * The accent the coach speaks words in (speech synthesis). The checker accepts both standard
 * American and standard British pronunciations; this only chooses the voice the learner copies.
 */
export const COACH_ACCENTS = [
  { id: 'en-US', label: 'US' },
  { id: 'en-GB', label: 'UK' },
] as const;
export type CoachAccent = (typeof COACH_ACCENTS)[number]['id'];

export const COACH_ACCENT_KEY = 'lexora.coach-accent';
/** British, as Lexora writes (ADR 0051); the learner may choose the US voice. */
export const DEFAULT_COACH_ACCENT: CoachAccent = 'en-GB';

export function isCoachAccent(value: string | null | undefined): value is CoachAccent {
  return COACH_ACCENTS.some((accent) => accent.id === value);
}

/** The stored accent, or the default for a missing or unknown value. */
export function parseCoachAccent(stored: string | null | undefined): CoachAccent {
  return isCoachAccent(stored) ? stored : DEFAULT_COACH_ACCENT;
}

/**
 * The voice for an accent: one for exactly that language (browsers write en-GB or en_GB), else
 * any English voice (the utterance's lang still asks for the accent), else none.
 */
export function voiceFor<V extends { lang: string }>(
  voices: readonly V[],
  accent: CoachAccent,
): V | undefined {
  const lang = (voice: V) => voice.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => lang(voice) === accent.toLowerCase()) ??
    voices.find((voice) => lang(voice).startsWith('en'))
  );
}
