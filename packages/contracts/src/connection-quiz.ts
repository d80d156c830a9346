import { z } from 'zod';
import { levelTitles } from './profile';
import { text } from './text';
import { cefrLevels } from './vocabulary';

/** 'Find the connection' (spec 000 call 11, spec 001 Word Connection Challenge). */
export const CONNECTION_QUESTIONS_PER_GAME = 10;
export const CONNECTION_SECONDS_PER_QUESTION = 10;

export const connectionOptionFields = ['option1', 'option2', 'option3', 'option4'] as const;
export type ConnectionOptionField = (typeof connectionOptionFields)[number];

const LEVEL_MESSAGE = `level must be a CEFR level (A1-C2), a level title (${levelTitles.join(', ')}) or 'level'.`;

/** A level as the spec sends it: a title ('Elementary'), a CEFR label ('B1', 'B1+') or 'level'. */
export const quizLevelSchema = text()
  .trim()
  .refine((value) => {
    const label = value.toUpperCase().replace(/\+$/, '');
    return (
      value.toLowerCase() === 'level' ||
      (cefrLevels as readonly string[]).includes(label) ||
      levelTitles.some((t) => t.toLowerCase() === value.toLowerCase())
    );
  }, LEVEL_MESSAGE);

/** POST /api/v1/relatedmcq: level and preferences as the spec sends them; the profile's when absent. */
export const connectionQuizRequestSchema = z
  .object({
    level: quizLevelSchema.optional(),
    /** One context interest or 'any'. */
    preferences: text()
      .trim()
      .min(1, 'preferences must be a context interest or any.')
      .max(40, 'preferences must be at most 40 characters.')
      .optional(),
  })
  .strict();
export type ConnectionQuizRequest = z.infer<typeof connectionQuizRequestSchema>;

/** The spec's related-words question: clues in square brackets, the answer named by its field. */
export const relatedWordsQuestionSchema = z.object({
  question: z.string(),
  option1: z.string(),
  option2: z.string(),
  option3: z.string(),
  option4: z.string(),
  correct_answer: z.enum(connectionOptionFields),
  explanation: z.string(),
});
export type RelatedWordsQuestion = z.infer<typeof relatedWordsQuestionSchema>;

export const connectionQuizSchema = z.object({
  /** Names this set of questions; the results name it again (points once per game). */
  gameId: z.uuid(),
  questions: z.array(relatedWordsQuestionSchema).length(CONNECTION_QUESTIONS_PER_GAME),
});
export type ConnectionQuiz = z.infer<typeof connectionQuizSchema>;

/** One answer: the option field chosen (null when time ran out) and how long it took. */
export const connectionAnswerSchema = z
  .object({
    choice: z.enum(connectionOptionFields).nullable(),
    elapsedMs: z.number().int().min(0).max(3_600_000),
  })
  .strict();

/** POST /api/v1/relatedmcq/results: the server scores the answers itself (no score is sent). */
export const connectionResultRequestSchema = z
  .object({
    gameId: z.uuid('gameId must be a UUID.'),
    answers: z.array(connectionAnswerSchema).length(CONNECTION_QUESTIONS_PER_GAME),
  })
  .strict();
export type ConnectionResultRequest = z.infer<typeof connectionResultRequestSchema>;

export const connectionResultSchema = z.object({
  points: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  bestStreak: z.number().int(),
  message: z.string(),
  /** Points added to the learner's total now (0 on a retry of the same game). */
  pointsAwarded: z.number().int(),
  firstTime: z.boolean(),
  wordsAdded: z.array(z.string()),
});
export type ConnectionResult = z.infer<typeof connectionResultSchema>;
