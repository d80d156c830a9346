import { z } from 'zod';
import { text } from './text';
import {
  levelChangeSchema,
  levelTitles,
  readingRecordSchema,
  topicIdSchema,
  topicIds,
} from './profile';

/** The reading bank's levels: the practice and assessment passages are A1 to C2 (issue 29). */
export const passageLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const passageLevelSchema = z.enum(passageLevels);
export type PassageLevel = z.infer<typeof passageLevelSchema>;

/** The reading skills a question may test (one or more per question). */
export const questionTags = [
  'main-idea',
  'detail',
  'vocabulary',
  'inference',
  'reference',
  'sequence',
  'grammar',
] as const;
export const questionTagSchema = z.enum(questionTags);
export type QuestionTag = z.infer<typeof questionTagSchema>;

/** The Reading Practice card's chips (spec 001 section 2); each stands for some bank topics. */
export const readingChipIds = [
  'science',
  'history',
  'literature',
  'technology',
  'current-events',
] as const;
export const readingChipSchema = z.enum(readingChipIds);
export type ReadingChipId = z.infer<typeof readingChipSchema>;

/** Passages in one practice set ('Paragraph N of M'). */
export const PRACTICE_SET_SIZE = 3;
export const QUESTIONS_PER_PASSAGE = 3;
export const OPTIONS_PER_QUESTION = 3;
/** Spec 001 section 9: 10 points per correct answer. */
export const READING_POINTS_PER_CORRECT = 10;
/** Longer than anyone reads one question; a larger value is a broken clock, not a slow reader. */
export const MAX_TIME_PER_QUESTION_MS = 3_600_000;

/** `?topic=<topic id>` or `?chip=<chip id>`; neither means the learner's own topics. */
export const readingPracticeQuerySchema = z
  .object({
    topic: topicIdSchema.optional(),
    chip: readingChipSchema.optional(),
  })
  .strict()
  .refine((q) => !(q.topic && q.chip), {
    message: 'Choose a topic or a chip, not both.',
  });
export type ReadingPracticeQuery = z.infer<typeof readingPracticeQuerySchema>;

/** A question as the learner sees it: never its right answer or explanation. */
export const practiceQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).length(OPTIONS_PER_QUESTION),
  tags: z.array(questionTagSchema),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practicePassageSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  level: passageLevelSchema,
  topic: topicIdSchema,
  questions: z.array(practiceQuestionSchema),
});
export type PracticePassage = z.infer<typeof practicePassageSchema>;

export const readingPracticeSchema = z.object({
  passages: z.array(practicePassageSchema),
});
export type ReadingPractice = z.infer<typeof readingPracticeSchema>;

export const readingAnswerSchema = z
  .object({
    questionId: text().min(1).max(200),
    selectedOption: z
      .number({ error: 'selectedOption must be the number of an option (0, 1 or 2).' })
      .int('selectedOption must be the number of an option (0, 1 or 2).')
      .min(0, 'selectedOption must be the number of an option (0, 1 or 2).')
      .max(OPTIONS_PER_QUESTION - 1, 'selectedOption must be the number of an option (0, 1 or 2).'),
    /** Milliseconds the learner spent on the question. */
    timeSpent: z
      .number({ error: 'timeSpent must be a number of milliseconds.' })
      .int('timeSpent must be a whole number of milliseconds.')
      .min(0, 'timeSpent cannot be negative.')
      .max(MAX_TIME_PER_QUESTION_MS, 'timeSpent must be at most one hour per question.'),
  })
  .strict();
export type ReadingAnswer = z.infer<typeof readingAnswerSchema>;

export const readingResultsRequestSchema = z
  .object({
    /** Chosen by the client once per submission; a retry sends the same id and pays nothing more. */
    submissionId: z.uuid('submissionId must be a UUID.'),
    answers: z
      .array(readingAnswerSchema)
      .min(1, 'Please answer at least one question.')
      .max(
        PRACTICE_SET_SIZE * QUESTIONS_PER_PASSAGE,
        `At most ${PRACTICE_SET_SIZE * QUESTIONS_PER_PASSAGE} answers fit one practice set.`,
      ),
  })
  .strict();
export type ReadingResultsRequest = z.infer<typeof readingResultsRequestSchema>;

export const readingQuestionResultSchema = z.object({
  questionId: z.string(),
  selectedOption: z.number().int(),
  correctAnswer: z.number().int(),
  isCorrect: z.boolean(),
  explanation: z.string(),
});
export type ReadingQuestionResult = z.infer<typeof readingQuestionResultSchema>;

/** The scored submission; the same submissionId again returns this same body. */
export const readingResultsSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  pointsAwarded: z.number().int(),
  results: z.array(readingQuestionResultSchema),
  /** Words of missed vocabulary questions that were new to the learner's difficult words. */
  wordsAdded: z.array(z.string()),
  /** The reading level's move this set made (ADR 0053), or null. */
  levelChange: levelChangeSchema.nullable(),
});
export type ReadingResults = z.infer<typeof readingResultsSchema>;

export const readingLevelSchema = z.number().int().min(1).max(4);

/** Where the learner stands on the reading level ladder (300 / 600 / 900 points). */
export const readingLevelProgressSchema = z.object({
  level: readingLevelSchema,
  title: z.enum(levelTitles),
  points: z.number(),
  /** Points at which the current level starts. */
  levelStartsAt: z.number(),
  /** Points at which the next level starts; null at the top level. */
  nextLevelAt: z.number().nullable(),
  pointsToNext: z.number(),
  /** 0..1 of the way from this level's start to the next one (1 at the top). */
  fraction: z.number(),
});
export type ReadingLevelProgress = z.infer<typeof readingLevelProgressSchema>;

export const readingHistoryEntrySchema = z.object({
  at: z.string(),
  score: z.number().int(),
  total: z.number().int(),
});
export type ReadingHistoryEntry = z.infer<typeof readingHistoryEntrySchema>;

/** GET /reading/record: the record, the level ladder and the latest submissions (oldest first). */
export const readingOverviewSchema = z.object({
  record: readingRecordSchema,
  progress: readingLevelProgressSchema,
  history: z.array(readingHistoryEntrySchema),
});
export type ReadingOverview = z.infer<typeof readingOverviewSchema>;

export const readingTopicsSchema = z
  .object({
    topics: z
      .array(topicIdSchema)
      .max(topicIds.length)
      .refine((topics) => new Set(topics).size === topics.length, 'Each topic may appear once.'),
  })
  .strict();
export type ReadingTopics = z.infer<typeof readingTopicsSchema>;
