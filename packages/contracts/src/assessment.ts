import { z } from 'zod';
import {
  MAX_TIME_PER_QUESTION_MS,
  OPTIONS_PER_QUESTION,
  passageLevelSchema,
  questionTagSchema,
} from './reading';
import { topicIdSchema } from './profile';
import { text } from './text';

/**
 * The reading assessment's pages (spec 001 section 2): /mcq2 round 1 (after the topic picker),
 * /mcq3 round 2, /mcq4 round 3, /mcq the last round (Start Now).
 */
export const assessmentPages = ['mcq2', 'mcq3', 'mcq4', 'mcq'] as const;
export const assessmentPageSchema = z.enum(assessmentPages, {
  error: 'page must be one of mcq2, mcq3, mcq4 or mcq.',
});
export type AssessmentPage = z.infer<typeof assessmentPageSchema>;

/** The round each page runs: /mcq is the last round, like /mcq4. */
export const ROUND_OF_PAGE: Readonly<Record<AssessmentPage, 1 | 2 | 3>> = {
  mcq2: 1,
  mcq3: 2,
  mcq4: 3,
  mcq: 3,
};

/** The spec's 8 emotion types. */
export const emotionTypes = [
  'HAPPY',
  'SAD',
  'ANGRY',
  'CONFUSED',
  'DISGUSTED',
  'SURPRISED',
  'CALM',
  'FEAR',
] as const;
export const emotionTypeSchema = z.enum(emotionTypes);

export const emotionScoreSchema = z
  .object({
    Type: emotionTypeSchema,
    Confidence: z.number().min(0).max(100),
  })
  .strict();

/**
 * One emotion history entry (spec 001 section 3, the engine's EmotionHistoryEntry): a summary,
 * never a picture. From the camera (on the device), the learner's tap, or answer behaviour.
 */
export const emotionHistoryEntrySchema = z
  .object({
    timestamp: z.number().int().min(0),
    questionIndex: z.number().int().min(0).max(2),
    source: z.enum(['camera', 'self-report', 'behaviour']),
    emotions: z.array(emotionScoreSchema).min(1).max(emotionTypes.length),
  })
  .strict();
export type EmotionHistoryEntryInput = z.infer<typeof emotionHistoryEntrySchema>;

/** Camera entries every 2 s for a slow reader: a generous cap per request. */
export const MAX_EMOTION_ENTRIES_PER_REQUEST = 200;
/** And per round, so the stored history stays small. */
export const MAX_EMOTION_ENTRIES_PER_ROUND = 600;

export const startRoundRequestSchema = z.object({ page: assessmentPageSchema }).strict();
export type StartRoundRequest = z.infer<typeof startRoundRequestSchema>;

const optionMessage = 'selectedOption must be the number of an option (0, 1 or 2).';

export const assessmentAnswerSchema = z
  .object({
    questionId: text().min(1).max(200),
    selectedOption: z
      .number({ error: optionMessage })
      .int(optionMessage)
      .min(0, optionMessage)
      .max(OPTIONS_PER_QUESTION - 1, optionMessage),
    timeSpent: z
      .number({ error: 'timeSpent must be a number of milliseconds.' })
      .int('timeSpent must be a whole number of milliseconds.')
      .min(0, 'timeSpent cannot be negative.')
      .max(MAX_TIME_PER_QUESTION_MS, 'timeSpent must be at most one hour per question.'),
    /** How often the learner changed the chosen option (a weak confusion signal). */
    answerChanges: z.number().int().min(0).max(100).optional(),
  })
  .strict();
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;

/** POST /assessment/rounds/{id}/answers: answers (usually one) and emotion entries. */
export const assessmentAnswersRequestSchema = z
  .object({
    answers: z.array(assessmentAnswerSchema).max(3, 'A round has 3 questions.').default([]),
    emotionHistory: z
      .array(emotionHistoryEntrySchema)
      .max(MAX_EMOTION_ENTRIES_PER_REQUEST, 'Too many emotion entries in one request.')
      .default([]),
  })
  .strict()
  .refine((body) => body.answers.length + body.emotionHistory.length > 0, {
    message: 'Send an answer or an emotion entry.',
  });
export type AssessmentAnswersRequest = z.input<typeof assessmentAnswersRequestSchema>;

export const roundIdParamSchema = z.object({ id: z.uuid('That is not a round id.') });

export const assessmentQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).length(OPTIONS_PER_QUESTION),
  tags: z.array(questionTagSchema),
});

export const bandSchema = z.object({
  from: z.string(),
  to: z.string(),
  probability: z.number(),
  label: z.string(),
});

export const practiseItemSchema = z.object({
  tag: questionTagSchema,
  title: z.string(),
  advice: z.string(),
  right: z.number().int(),
  wrong: z.number().int(),
});
export type PractiseItem = z.infer<typeof practiseItemSchema>;

export const emotionProfileSchema = z.object({
  Emotions: z.array(emotionScoreSchema),
  EmotionalProgression: z.object({
    Pattern: z.string(),
    Recommendations: z.array(z.string()),
  }),
});

/** The result of a completed round (POST .../complete; the same again when completed twice). */
export const roundResultSchema = z.object({
  final_score: z.number().int().min(0).max(6),
  advance: z.boolean(),
  ability: z.number(),
  standard_error: z.number(),
  band: bandSchema,
  /** Where the learner goes next: /mcq3, /mcq4 or /paragraph. */
  next: z.enum(['/mcq3', '/mcq4', '/paragraph']),
  correct: z.number().int(),
  total: z.number().int(),
  pointsAwarded: z.number().int(),
  /** The round's error summary ('You missed 2 of 3 inference questions: ...'). */
  errorSummary: z.string(),
  /** 'What to practise next' over all the learner's assessment answers. */
  practiseNext: z.array(practiseItemSchema),
  emotionProfile: emotionProfileSchema.nullable(),
  /** The emotion saved to the record by this round (confidence above 60), if any. */
  savedEmotion: emotionTypeSchema.nullable(),
  completedAt: z.string(),
});
export type RoundResult = z.infer<typeof roundResultSchema>;

/** A round as the learner sees it: the passage and questions, never the right answers. */
export const assessmentRoundSchema = z.object({
  id: z.string(),
  page: assessmentPageSchema,
  round: z.number().int().min(1).max(3),
  passage: z.object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    level: passageLevelSchema,
    topic: topicIdSchema,
  }),
  questions: z.array(assessmentQuestionSchema),
  /** Answers given so far (a reload resumes at the first unanswered question). */
  answered: z.array(z.object({ questionId: z.string(), selectedOption: z.number().int() })),
  /** The ability estimate after the answers so far (all rounds of this assessment). */
  estimate: z.object({ ability: z.number(), standardError: z.number() }),
  result: roundResultSchema.nullable(),
});
export type AssessmentRound = z.infer<typeof assessmentRoundSchema>;

export const errorPatternEntrySchema = z.object({
  timestamp: z.string(),
  wrongAnswers: z.array(
    z.object({
      questionId: z.string(),
      selectedAnswer: z.string(),
      correctAnswer: z.string(),
      timeSpent: z.number(),
    }),
  ),
  summary: z.string(),
});

/** GET /assessment/history: completed rounds (newest first) and the error pattern record. */
export const assessmentHistorySchema = z.object({
  rounds: z.array(
    z.object({
      id: z.string(),
      page: assessmentPageSchema,
      round: z.number().int(),
      passageTitle: z.string(),
      completedAt: z.string(),
      final_score: z.number().int(),
      ability: z.number(),
      standard_error: z.number(),
      band: bandSchema,
      correct: z.number().int(),
      total: z.number().int(),
    }),
  ),
  errorPatterns: z.object({
    analysis: z.string(),
    entries: z.array(errorPatternEntrySchema),
  }),
  practiseNext: z.array(practiseItemSchema),
});
export type AssessmentHistory = z.infer<typeof assessmentHistorySchema>;

/** POST /levelPrediction, the spec's call 3 shape (with Lexora's optional passage fields). */
export const levelPredictionRequestSchema = z
  .object({
    answers: z
      .array(
        z
          .object({
            is_correct: z.boolean({ error: 'is_correct must be true or false.' }),
            time_spent: z.number().min(0).max(MAX_TIME_PER_QUESTION_MS).optional(),
            tags: z.array(text().max(40)).max(10).optional(),
            passage_id: text().min(1).max(200).optional(),
            level: passageLevelSchema.optional(),
          })
          .strict(),
      )
      .min(1, 'Send at least one answer.')
      .max(60, 'At most 60 answers can be scored at once.'),
    response_times: z.array(z.number().min(0).max(MAX_TIME_PER_QUESTION_MS)).max(60).optional(),
    /** Accepted and ignored: emotions never change a score or a level. */
    emotion_data: z.unknown().optional(),
    difficulty_level: z
      .number()
      .int('difficulty_level must be a whole number from 1 to 6.')
      .min(1, 'difficulty_level must be a whole number from 1 to 6.')
      .max(6, 'difficulty_level must be a whole number from 1 to 6.')
      .optional(),
  })
  .strict();
export type LevelPredictionRequestBody = z.infer<typeof levelPredictionRequestSchema>;

export const levelPredictionSchema = z.object({
  final_score: z.number().int().min(0).max(6),
  advance: z.boolean(),
  ability: z.number(),
  standard_error: z.number(),
  band: bandSchema,
  tie_break: z.number(),
});
export type LevelPredictionResult = z.infer<typeof levelPredictionSchema>;
