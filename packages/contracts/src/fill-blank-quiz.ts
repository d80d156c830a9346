import { z } from 'zod';
import { levelTitles } from './profile';
import { text } from './text';
import { cefrLevels, cefrLevelSchema } from './vocabulary';
import { dailyChallengeSchema } from './words';

/** Levels the quiz accepts: a CEFR label ('B1', 'B1+'), a title ('Elementary') or 'level' (unset). */
const knownLevels = new Set(
  [...cefrLevels, ...cefrLevels.map((l) => `${l}+`), ...levelTitles, 'level'].map((l) =>
    l.toLowerCase(),
  ),
);
export const QUIZ_LEVEL_MESSAGE =
  'level must be a CEFR level (A1 to C2), a level title such as Elementary, or "level".';

/** POST /api/v1/fillintheblankten: the spec's call 10. */
export const fillBlankRequestSchema = z
  .object({
    level: text()
      .trim()
      .max(40)
      .refine((l) => knownLevels.has(l.toLowerCase()), QUIZ_LEVEL_MESSAGE),
    /** One context interest of the learner, or 'any'. */
    preferences: text()
      .trim()
      .min(1, 'preferences must be a context interest or "any".')
      .max(40, 'preferences must be at most 40 characters.'),
  })
  .strict();
export type FillBlankRequest = z.infer<typeof fillBlankRequestSchema>;

/** The spec's fill-blank question, plus its id and the game it belongs to. */
export const fillBlankQuestionSchema = z.object({
  question: z.string(),
  option1: z.string(),
  option2: z.string(),
  option3: z.string(),
  option4: z.string(),
  correct_answer: z.enum(['Option 1', 'Option 2', 'Option 3', 'Option 4']),
  explanation: z.string(),
  id: z.string(),
  gameId: z.string(),
  level: cefrLevelSchema,
});
export const fillBlankQuestionListSchema = z.array(fillBlankQuestionSchema);
export type FillBlankQuestionDto = z.infer<typeof fillBlankQuestionSchema>;

/**
 * The answers of a finished game: the option chosen (0-3, or -1 for a timeout) and the whole
 * seconds left, per question in order. The server scores them; any score sent is ignored.
 */
export const fillBlankResultsRequestSchema = z.object({
  gameId: z.uuid('gameId must be a UUID.'),
  answers: z
    .array(
      z.object({
        choice: z.number().int().min(-1).max(3),
        secondsLeft: z.number().int().min(0).max(20),
      }),
    )
    .min(1)
    .max(10),
});
export type FillBlankResultsRequest = z.input<typeof fillBlankResultsRequestSchema>;

export const fillBlankResultsSchema = z.object({
  score: z.number().int(),
  percent: z.number().int(),
  rank: z.string(),
  pointsAwarded: z.number().int(),
  /** False when this game was already scored (a retry): nothing changed. */
  firstTime: z.boolean(),
  wordsAdded: z.array(z.string()),
  answers: z.array(
    z.object({
      correct: z.boolean(),
      timedOut: z.boolean(),
      points: z.number().int(),
      correctIndex: z.number().int(),
    }),
  ),
  challenge: dailyChallengeSchema,
});
export type FillBlankResults = z.infer<typeof fillBlankResultsSchema>;
