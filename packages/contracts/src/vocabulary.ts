import { z } from 'zod';
import { levelChangeSchema, levelTitles, type LevelTitle } from './profile';
import { text } from './text';
import {
  cefrLevels,
  MAX_TEXT_CHARACTERS,
  MAX_TEXTS_PER_PREDICTION,
  TEXT_TOO_LONG_MESSAGE,
  type CefrLevel,
} from './vocabulary-limits';

export * from './vocabulary-limits';
export const cefrLevelSchema = z.enum(cefrLevels);

/** Level table of spec 000 section 3 (plain CEFR labels): the title stored on the profile. */
export const cefrLevelTitles: Record<CefrLevel, LevelTitle> = {
  A1: 'Beginner',
  A2: 'Elementary',
  B1: 'Intermediate',
  B2: 'Upper Intermediate',
  C1: 'Advanced',
  C2: 'Proficient',
};

export const levelScoresSchema = z.object({
  A1: z.number(),
  A2: z.number(),
  B1: z.number(),
  B2: z.number(),
  C1: z.number(),
  C2: z.number(),
});
export type LevelScores = z.infer<typeof levelScoresSchema>;

/** A word of the analysed text: offsets into `text`, never HTML (DESIGN.md section 5). */
export const analysedTokenSchema = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  level: cefrLevelSchema.nullable(),
  lemma: z.string(),
  pos: z.string(),
});
export type AnalysedToken = z.infer<typeof analysedTokenSchema>;

const textSchema = text().max(MAX_TEXT_CHARACTERS, TEXT_TOO_LONG_MESSAGE);

export const predictRequestSchema = z.object({
  texts: z
    .array(textSchema)
    .min(1, 'Send at least one text.')
    .max(MAX_TEXTS_PER_PREDICTION, `Send at most ${MAX_TEXTS_PER_PREDICTION} texts at once.`),
});
export type PredictRequest = z.infer<typeof predictRequestSchema>;

export const predictionSchema = z.object({
  /** The analysed (trimmed) text that the token offsets point into. */
  text: z.string(),
  level: cefrLevelSchema,
  dominantLevel: cefrLevelSchema,
  /** Title from the level table, e.g. 'Upper Intermediate'. */
  levelTitle: z.string(),
  scores: levelScoresSchema,
  feedback: z.string(),
  tokens: z.array(analysedTokenSchema),
  wordCount: z.number().int(),
  uniqueWords: z.number().int(),
  sentenceCount: z.number().int(),
  score: z.number().int(),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const predictResponseSchema = z.array(predictionSchema);

export const vocabularyAnalysisRequestSchema = z.object({ text: textSchema });
export type VocabularyAnalysisRequest = z.infer<typeof vocabularyAnalysisRequestSchema>;

export const vocabularyAnalysisSchema = predictionSchema.extend({ analysisId: z.string() });
export type VocabularyAnalysis = z.infer<typeof vocabularyAnalysisSchema>;

/** Only the id is read; any level or score the browser adds is dropped by the schema. */
export const saveVocabularyLevelSchema = z.object({
  analysisId: text().min(1).max(100),
});
export type SaveVocabularyLevel = z.infer<typeof saveVocabularyLevelSchema>;

export const savedVocabularyLevelSchema = z.object({
  /** The learner's vocabulary level after this analysis: at most one level from the one before. */
  level: z.enum(levelTitles),
  vocabularyFeedback: z.string(),
  /** The change this analysis made (ADR 0053); null when the level stayed where it was. */
  change: levelChangeSchema.nullable(),
});
export type SavedVocabularyLevel = z.infer<typeof savedVocabularyLevelSchema>;
