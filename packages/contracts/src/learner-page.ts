import { z } from 'zod';
import { levelChangeSchema, levelKinds } from './profile';

/**
 * The profile page's records (docs/profile-settings.md): every level change with its reason,
 * every badge with how far the learner is, and deleting the emotion readings on their own.
 */
export const levelHistoryEntrySchema = levelChangeSchema.extend({ kind: z.enum(levelKinds) });
export type LevelHistoryEntry = z.infer<typeof levelHistoryEntrySchema>;

/** GET /me/level-changes: newest first. */
export const levelHistorySchema = z.object({ changes: z.array(levelHistoryEntrySchema) });
export type LevelHistory = z.infer<typeof levelHistorySchema>;

export const badgeSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the learner did, once it is earned. */
  description: z.string(),
  /** How to earn it, while it is not. */
  toEarn: z.string(),
  earned: z.boolean(),
  /** How far the learner is, at most `target`. */
  current: z.number().int().nonnegative(),
  target: z.number().int().positive(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** GET /me/badges: every badge, earned or not, in a fixed order. */
export const badgeListSchema = z.object({ badges: z.array(badgeSchema) });
export type BadgeList = z.infer<typeof badgeListSchema>;

/** DELETE /me/emotion-data: how many stored emotion readings were deleted. */
export const emotionDataDeletedSchema = z.object({
  /** Camera readings and tapped faces kept with assessment answers. */
  readingsDeleted: z.number().int().nonnegative(),
  /** Assessment rounds whose emotion summary (profile and saved emotion) was removed. */
  summariesDeleted: z.number().int().nonnegative(),
});
export type EmotionDataDeleted = z.infer<typeof emotionDataDeletedSchema>;
