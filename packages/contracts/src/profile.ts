import { z } from 'zod';
import { someChange, text } from './text';
import { cefrLevels } from './vocabulary-limits';

/** The literal the spec stores until the vocabulary level has been assessed. */
export const LEVEL_NOT_ASSESSED = 'level';

export const levelTitles = [
  'Beginner',
  'Elementary',
  'Intermediate',
  'Upper Intermediate',
  'Advanced',
  'Proficient',
] as const;
export type LevelTitle = (typeof levelTitles)[number];

export const vocabularyLevelSchema = z.union([z.literal(LEVEL_NOT_ASSESSED), z.enum(levelTitles)]);
/** A stored level read back: anything unknown counts as not assessed. Built once, used per request. */
export const storedVocabularyLevelSchema = vocabularyLevelSchema.catch(LEVEL_NOT_ASSESSED);

export const preferencesSchema = z.object({
  contextInterests: z.array(z.string().trim().min(1).max(40)).max(20),
  gameStyles: z.array(z.string().max(40)).max(20),
  categories: z.array(z.string().max(40)).max(20),
  difficulty: z.string().max(40),
  learningStyle: z.enum(['visual', 'verbal', 'interactive']),
  dailyGoal: z.number().int().min(1).max(100),
  reviewFrequency: z.enum(['daily', 'weekly']),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The learner named in a URL (`/learners/{validKey}/...`). */
export const validKeyParamsSchema = z.object({ validKey: text().min(1).max(300) });

/** The session user the web app keeps in local storage (spec 000 section 3). */
export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  validKey: z.string(),
  level: vocabularyLevelSchema,
  isNew: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/v1/session: the signed-in learner, or null for a visitor (never a 401). */
export const sessionStateSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** ADR 0053: the two levels, each moved only by evidence of its own kind. */
export const levelKinds = ['vocabulary', 'reading'] as const;
export type LevelKind = (typeof levelKinds)[number];
export const levelEvidenceKinds = ['analyser', 'assessment', 'practice'] as const;
export type LevelEvidence = (typeof levelEvidenceKinds)[number];

/** The last change of a level and the evidence that made it. */
export const levelChangeSchema = z.object({
  /** null: the level had not been measured before (a first placement). */
  from: z.enum(cefrLevels).nullable(),
  to: z.enum(cefrLevels),
  evidence: z.enum(levelEvidenceKinds),
  /** The level the evidence itself showed; the level moves at most one step toward it. */
  shown: z.enum(cefrLevels),
  at: z.string(),
});
export type LevelChange = z.infer<typeof levelChangeSchema>;

export const learnerLevelSchema = z.object({
  /** CEFR A1-C2; null until the first evidence of its kind. */
  code: z.enum(cefrLevels).nullable(),
  lastChange: levelChangeSchema.nullable(),
});
export type LearnerLevel = z.infer<typeof learnerLevelSchema>;

export const learnerLevelsSchema = z.object({
  vocabulary: learnerLevelSchema,
  reading: learnerLevelSchema,
});
export type LearnerLevels = z.infer<typeof learnerLevelsSchema>;

export const profileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  validKey: z.string(),
  email: z.string(),
  level: vocabularyLevelSchema,
  preferences: preferencesSchema,
  createdAt: z.string(),
  xp: z.number().int(),
  badgesEarned: z.array(z.string()),
  vocabularyFeedback: z.string().nullable(),
  points: z.number(),
  streak: z.number().int(),
  timeZone: z.string(),
  isNew: z.boolean(),
  /** The vocabulary level (the same as `level`, as a CEFR code) and the reading level (ADR 0053). */
  levels: learnerLevelsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The id of the JSON data block in which the server sends a signed-in learner's session user and
 * profile with the page itself (docs/decisions/0030-learner-data-in-the-page.md).
 */
export const PAGE_DATA_ELEMENT_ID = 'lexora-page-data';
/** What that block holds: what GET /me and GET /learners/{validKey}/profile return to the learner. */
export interface PageData {
  user: SessionUser;
  profile: Profile;
}

export const topicIds = [
  'food-health',
  'places-travel',
  'festivals-celebrations',
  'folktales',
  'fiction',
  'science',
  'heroes',
  'cartoons',
  'animals',
  'vehicles',
  'fairytales',
  'sports',
  'nature',
] as const;
export const topicIdSchema = z.enum(topicIds);
export type TopicId = z.infer<typeof topicIdSchema>;

/** The reading record, userdata/{validKey} in spec 001 section 3. */
export const readingRecordSchema = z.object({
  validKey: z.string(),
  topics: z.array(topicIdSchema),
  grade: z.string().nullable(),
  age: z.number().int().nullable(),
  level: z.number().int().min(1).max(4),
  emotion: z.string().nullable(),
  totalPoints: z.number(),
  correctCount: z.number().int(),
  incorrectCount: z.number().int(),
  questionCount: z.number().int(),
  averageTime: z.number(),
  totalTime: z.number(),
  lastAttempt: z.string().nullable(),
});
export type ReadingRecord = z.infer<typeof readingRecordSchema>;

export const readingRecordUpdateSchema = someChange(
  z
    .object({
      topics: z.array(topicIdSchema).max(topicIds.length),
      grade: text().trim().max(20).nullable(),
      age: z.number().int().min(3).max(120).nullable(),
    })
    .partial()
    .strict(),
);
export type ReadingRecordUpdate = z.infer<typeof readingRecordUpdateSchema>;

export const profileUpdateSchema = someChange(
  z
    .object({
      name: text().trim().min(1, 'Name is required.').max(80),
      isNew: z.boolean(),
      timeZone: text()
        .max(64)
        .refine((tz) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        }, 'Unknown time zone.'),
    })
    .partial()
    .strict(),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
