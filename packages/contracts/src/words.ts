import { z } from 'zod';
import { text } from './text';

/** Word categories on both dashboards (spec 000 section 2, spec 001 section 3). */
export const wordCategoryIds = [
  'academic',
  'technology',
  'literature',
  'science',
  'business',
] as const;
export const wordCategorySchema = z.enum(wordCategoryIds);
export type WordCategoryIdContract = z.infer<typeof wordCategorySchema>;

/** Where a difficult word came from: the learner, the seeded samples, a missed game or reading word. */
export const wordSources = [
  'manual',
  'sample',
  'taboo',
  'word-guess',
  'association',
  'reading',
  'fill-blank',
  'connection',
] as const;
export const wordSourceSchema = z.enum(wordSources);

export const difficultWordSchema = z.object({
  id: z.string(),
  word: z.string(),
  definition: z.string(),
  category: wordCategorySchema,
  status: z.enum(['Mastered', 'Learning']),
  mastered: z.boolean(),
  source: wordSourceSchema,
  /** Next FSRS review, ISO time. */
  dueAt: z.string(),
  due: z.boolean(),
  createdAt: z.string(),
});
export type DifficultWord = z.infer<typeof difficultWordSchema>;

export const dailyChallengeSchema = z.object({
  day: z.string(),
  practised: z.number().int(),
  goal: z.number().int(),
  remaining: z.number().int(),
  fraction: z.number(),
  complete: z.boolean(),
  /** What completing it pays, in points (once a day). */
  points: z.number().int(),
  /** Points this very answer paid (the challenge was completed just now), else 0. */
  pointsAwarded: z.number().int(),
});
export type DailyChallenge = z.infer<typeof dailyChallengeSchema>;

/** Due words first; `toMaster` counts the words still Learning. */
export const difficultWordListSchema = z.object({
  words: z.array(difficultWordSchema),
  toMaster: z.number().int(),
});
export type DifficultWordList = z.infer<typeof difficultWordListSchema>;

export const addDifficultWordSchema = z
  .object({
    word: text().trim().max(60, 'Please keep the word under 60 characters.'),
    definition: text().trim().max(300, 'Please keep the definition under 300 characters.'),
    category: wordCategorySchema.default('academic'),
  })
  .strict()
  .refine((v) => v.word.length > 0 && v.definition.length > 0, {
    message: 'Please enter both a word and definition.',
  });
export type AddDifficultWord = z.input<typeof addDifficultWordSchema>;

export const addDifficultWordResultSchema = z.object({
  word: difficultWordSchema,
  pointsAwarded: z.number().int(),
});
export type AddDifficultWordResult = z.infer<typeof addDifficultWordResultSchema>;

export const wordReviewsSchema = z
  .object({
    reviews: z
      .array(z.object({ wordId: text().min(1).max(80), correct: z.boolean() }).strict())
      .min(1)
      .max(50),
  })
  .strict();
export type WordReviews = z.infer<typeof wordReviewsSchema>;

export const wordReviewsResultSchema = z.object({
  words: z.array(difficultWordSchema),
  challenge: dailyChallengeSchema,
});
export type WordReviewsResult = z.infer<typeof wordReviewsResultSchema>;
