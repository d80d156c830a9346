import { z } from 'zod';
import { MAX_PRACTICE_SOUNDS } from './pronunciation-limits';
import { text } from './text';

export * from './pronunciation-limits';

export const coachLevels = ['beginner', 'medium', 'advanced'] as const;
export const coachLevelSchema = z.enum(coachLevels);
export type CoachLevel = z.infer<typeof coachLevelSchema>;

export const checkOutcomeSchema = z.enum([
  'correct',
  'mispronounced',
  'other_word',
  'nothing_heard',
]);
export type CheckOutcome = z.infer<typeof checkOutcomeSchema>;

/** Letters of the word grouped by the sound they spell; suspect groups are marked (never HTML). */
export const wordPartSchema = z.object({
  text: z.string(),
  phonemes: z.array(z.string()),
  suspect: z.boolean(),
});
export type WordPart = z.infer<typeof wordPartSchema>;

export const phonemeFeedbackSchema = z.object({
  position: z.number().int().nonnegative(),
  expected: z.string(),
  transcribed: z.string(),
});

export const verdictSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('correct') }),
  z.object({
    kind: z.literal('substitution'),
    position: z.number().int(),
    expected: z.string(),
    heard: z.string(),
  }),
  z.object({ kind: z.literal('omission'), position: z.number().int(), expected: z.string() }),
  z.object({ kind: z.literal('other_word') }),
  z.object({ kind: z.literal('nothing_heard') }),
]);

/** The check result under the spec's field names (call 5), plus our additions. */
export const pronunciationCheckResultSchema = z.object({
  result: checkOutcomeSchema,
  full_transcription: z.string(),
  transcribed_word: z.string(),
  expected_word: z.string(),
  highlighted_word: z.array(wordPartSchema),
  'Expected Phonemes': z.array(z.string()),
  'Transcribed Phonemes': z.array(z.string()),
  phoneme_feedback: z.array(phonemeFeedbackSchema),
  missed_phonemes: z.array(z.string()),
  /** Weighted phoneme distance; 0 is perfect, lower is better. */
  distance: z.number().nonnegative(),
  /** How far this kind of verdict can be trusted, 0-1; the screen words its feedback by it. */
  confidence: z.number().min(0).max(1),
  verdict: verdictSchema,
  message: z.string(),
  /** Points this check earned the signed-in learner (0 for guests and replays). */
  points_awarded: z.number().int().nonnegative(),
  check_id: z.string(),
});
export type PronunciationCheckResult = z.infer<typeof pronunciationCheckResultSchema>;

/** Multipart field names of POST /pronunciation/check (the server validates them by hand). */
export const PRONUNCIATION_CHECK_FIELDS = {
  audio: 'audio',
  expectedWord: 'expected_word',
  checkId: 'check_id',
} as const;

const phonemeCodeSchema = text()
  .trim()
  .regex(/^[A-Za-z]{1,2}[0-2]?$/, 'Each sound must be an ARPAbet code such as TH or AH0.');

export const practiceWordsRequestSchema = z.object({
  phonemes: z
    .array(phonemeCodeSchema)
    .min(1, 'Send at least one sound.')
    .max(MAX_PRACTICE_SOUNDS, `Ask for at most ${MAX_PRACTICE_SOUNDS} sounds at once.`),
  level: text().trim().min(1).max(20).default('beginner'),
  exclude: z.array(text().trim().max(40)).max(20).optional(),
});
export type PracticeWordsRequest = z.infer<typeof practiceWordsRequestSchema>;

export const practiceWordsResponseSchema = z.object({
  /** Exactly five words per requested sound, keyed by the sound code. */
  words: z.record(z.string(), z.array(z.string())),
});
export type PracticeWordsResponse = z.infer<typeof practiceWordsResponseSchema>;

export const practiceEntrySchema = z.object({
  word: z.string(),
  result: checkOutcomeSchema,
  missedPhonemes: z.array(z.string()),
  checkedAt: z.string(),
});

/** A signed-in learner's persisted coach stats (spec 001 section 3, coach session state). */
export const pronunciationStatsSchema = z.object({
  correct: z.number().int().nonnegative(),
  practice: z.number().int().nonnegative(),
  /** correct / (correct + practice) as a whole percent, 0 when nothing was tried. */
  accuracy: z.number().int().min(0).max(100),
  correctWords: z.array(z.string()),
  practiceEntries: z.array(practiceEntrySchema),
});
export type PronunciationStats = z.infer<typeof pronunciationStatsSchema>;
