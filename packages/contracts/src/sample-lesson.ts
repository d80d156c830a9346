import { z } from 'zod';
import { text } from './text';
import { topicIdSchema } from './profile';
import { unknownWordSchema, wordExplanationSchema } from './word-explanation';

/**
 * The visitor's sample lesson (/sample): one reading passage with its questions, a few
 * fill-in-the-blank and connection questions, and word explanations, without an account.
 * Nothing is stored; every answer is checked on the server, and no key reaches the browser
 * before its question is answered.
 */
export const sampleLessonLevels = ['A2', 'B1'] as const;
export const sampleLessonLevelSchema = z.enum(sampleLessonLevels);
export type SampleLessonLevel = z.infer<typeof sampleLessonLevelSchema>;

const LEVEL_MESSAGE = 'level must be A2 or B1.';

/** GET /api/v1/sample-lesson?level=A2 */
export const sampleLessonQuerySchema = z
  .object({ level: z.enum(sampleLessonLevels, { error: LEVEL_MESSAGE }).default('A2') })
  .strict();
export type SampleLessonQuery = z.infer<typeof sampleLessonQuerySchema>;

/** A question as the visitor sees it: options only, never the key or the explanation. */
export const sampleQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.string()).min(3).max(4),
});
export type SampleQuestion = z.infer<typeof sampleQuestionSchema>;

export const sampleLessonSchema = z.object({
  level: sampleLessonLevelSchema,
  reading: z.object({
    title: z.string(),
    text: z.string(),
    topic: topicIdSchema,
    questions: z.array(sampleQuestionSchema),
  }),
  /** Fill in the blank: `prompt` is the sentence, with "_____" for the blank. */
  blanks: z.array(sampleQuestionSchema),
  /** Find the connection: `prompt` asks the question, `clues` are the three words. */
  connections: z.array(sampleQuestionSchema.extend({ clues: z.array(z.string()).length(3) })),
});
export type SampleLesson = z.infer<typeof sampleLessonSchema>;

const CHOICE_MESSAGE = 'choice must be the number of an option (0 to 3).';

/** POST /api/v1/sample-lesson/check: one answer, checked on the server and not stored. */
export const sampleAnswerRequestSchema = z
  .object({
    questionId: text().min(1).max(80),
    choice: z
      .number({ error: CHOICE_MESSAGE })
      .int(CHOICE_MESSAGE)
      .min(0, CHOICE_MESSAGE)
      .max(3, CHOICE_MESSAGE),
  })
  .strict();
export type SampleAnswerRequest = z.infer<typeof sampleAnswerRequestSchema>;

export const sampleAnswerSchema = z.object({
  questionId: z.string(),
  choice: z.number().int(),
  correct: z.boolean(),
  correctIndex: z.number().int(),
  explanation: z.string(),
});
export type SampleAnswer = z.infer<typeof sampleAnswerSchema>;

/** POST /api/v1/sample-lesson/word: a word of the sample passage, explained at its level. */
export const sampleWordRequestSchema = z
  .object({
    word: text()
      .trim()
      .min(1, 'Please choose a word of the passage.')
      .max(40, 'Please choose a word of the passage.'),
    level: z.enum(sampleLessonLevels, { error: LEVEL_MESSAGE }),
  })
  .strict();
export type SampleWordRequest = z.infer<typeof sampleWordRequestSchema>;

export const sampleWordExplanationSchema = z.discriminatedUnion('kind', [
  wordExplanationSchema,
  unknownWordSchema,
]);
export type SampleWordExplanation = z.infer<typeof sampleWordExplanationSchema>;
