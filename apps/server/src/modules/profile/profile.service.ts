import { badgeProgress } from '@lexora/games';
import {
  storedVocabularyLevelSchema,
  type BadgeList,
  type CefrLevel,
  type LearnerLevels,
  type LevelChange,
  type LevelHistory,
  type LevelTitle,
  type Preferences,
  type PreferencesUpdate,
  type Profile,
  type ProfileUpdate,
  type ReadingRecord,
  type ReadingRecordUpdate,
  type SessionUser,
} from '@lexora/contracts';
import { notFound } from '../../http/errors';
import type { Learner } from '../../http/learner';
import { newProfileValues } from './profile-defaults';
import type { ProgressService, ProgressTotals } from '../progress/progress.service';
import { codeOfTitle, titleOfCode, type LevelsService } from '../levels/levels.service';
import type { ProfileRepository, ProfileRow, ReadingRecordRow } from './profile.repository';
import { toValidKey } from './valid-key';

function toProfile(row: ProfileRow, totals: ProgressTotals, levels: LearnerLevels): Profile {
  return {
    uid: row.userId,
    name: row.name,
    validKey: row.validKey,
    email: row.email,
    level: storedVocabularyLevelSchema.parse(row.level),
    preferences: row.preferences,
    createdAt: row.createdAt.toISOString(),
    xp: totals.xp,
    badgesEarned: totals.badges,
    vocabularyFeedback: row.vocabularyFeedback,
    points: totals.points,
    streak: totals.streak,
    timeZone: row.timeZone,
    isNew: row.isNew,
    levels,
  };
}

export function toReadingRecord(validKey: string, row: ReadingRecordRow): ReadingRecord {
  return {
    validKey,
    topics: row.topics,
    grade: row.grade,
    age: row.age,
    level: row.level,
    emotion: row.emotion,
    totalPoints: row.totalPoints,
    correctCount: row.correctCount,
    incorrectCount: row.incorrectCount,
    questionCount: row.questionCount,
    averageTime: row.averageTime,
    totalTime: row.totalTime,
    lastAttempt: row.lastAttempt ? row.lastAttempt.toISOString() : null,
  };
}

export function createProfileService(
  repo: ProfileRepository,
  progress: ProgressService,
  levels: LevelsService,
) {
  const withTotals = async (row: ProfileRow) => {
    const [totals, learnerLevels] = await Promise.all([
      progress.totals(row.userId, row.timeZone),
      levels.levels(row.userId, row.level),
    ]);
    return toProfile(row, totals, learnerLevels);
  };

  /** Emails that differ only in . # $ [ ] share a validKey; later ones get a numeric suffix. */
  async function freeValidKey(email: string): Promise<string> {
    const base = toValidKey(email);
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.validKeyTaken(candidate))) return candidate;
    }
  }

  async function ensureProfile(learner: Learner): Promise<ProfileRow> {
    const existing = await repo.findByUserId(learner.userId);
    if (existing) return existing;
    const validKey = await freeValidKey(learner.email);
    await repo.insert(newProfileValues({ ...learner, validKey }));
    const created = await repo.findByUserId(learner.userId);
    if (!created) throw new Error(`Profile for ${learner.userId} could not be created`);
    return created;
  }

  /** Resolves a validKey in a URL to the caller's own profile; anyone else's is "not found". */
  async function ownProfile(learner: Learner, validKey: string): Promise<ProfileRow> {
    const row = await ensureProfile(learner);
    if (row.validKey !== validKey) throw notFound('That learner');
    return row;
  }

  return {
    ensureProfile,
    ownProfile,
    /** Drops what this process remembers of a deleted learner. */
    forget: (userId: string) => repo.forget(userId),

    async sessionUser(learner: Learner): Promise<SessionUser> {
      const row = await ensureProfile(learner);
      return {
        uid: row.userId,
        email: row.email,
        name: row.name,
        validKey: row.validKey,
        level: storedVocabularyLevelSchema.parse(row.level),
        isNew: row.isNew,
      };
    },

    async getProfile(learner: Learner, validKey: string): Promise<Profile> {
      return withTotals(await ownProfile(learner, validKey));
    },

    /** Every change of both levels with its reason, newest first. */
    async levelHistory(learner: Learner): Promise<LevelHistory> {
      await ensureProfile(learner);
      return { changes: await levels.history(learner.userId) };
    },

    /**
     * Every badge and how far the learner is, from the same ledger totals as the profile's
     * points, streak and badgesEarned: one source, so the two can never disagree.
     */
    async badges(learner: Learner): Promise<BadgeList> {
      const row = await ensureProfile(learner);
      return { badges: badgeProgress(await progress.totals(row.userId, row.timeZone)) };
    },

    async updateProfile(
      learner: Learner,
      validKey: string,
      update: ProfileUpdate,
    ): Promise<Profile> {
      await ownProfile(learner, validKey);
      const row = await repo.update(learner.userId, update);
      if (!row) throw notFound('That learner');
      return withTotals(row);
    },

    /**
     * Spec 000 call 4, under ADR 0053: the learner's own stored analysis moves the vocabulary
     * level at most one step toward the level the text showed (the first one places it), and its
     * feedback is kept. Answers the level after the move and the change, if any.
     */
    async setVocabularyLevel(
      learner: Learner,
      shown: CefrLevel,
      vocabularyFeedback: string,
    ): Promise<{ level: LevelTitle; change: LevelChange | null }> {
      const row = await ensureProfile(learner);
      const current = codeOfTitle(row.level);
      const change = await levels.move(learner.userId, 'vocabulary', current, shown, 'analyser');
      const level = titleOfCode(change?.to ?? current ?? shown);
      await repo.update(learner.userId, { level, vocabularyFeedback });
      return { level, change };
    },

    async getPreferences(learner: Learner, validKey: string): Promise<Preferences> {
      return (await ownProfile(learner, validKey)).preferences;
    },
    /** Merges the changed fields into the stored preferences; the rest stays as it was. */
    async updatePreferences(
      learner: Learner,
      validKey: string,
      update: PreferencesUpdate,
    ): Promise<Preferences> {
      const row = await ownProfile(learner, validKey);
      const preferences: Preferences = { ...row.preferences, ...update };
      const updated = await repo.update(learner.userId, { preferences });
      if (!updated) throw notFound('That learner');
      return updated.preferences;
    },
    async getReadingRecord(learner: Learner, validKey: string): Promise<ReadingRecord> {
      await ownProfile(learner, validKey);
      const row = await repo.findReadingRecord(learner.userId);
      if (!row) throw notFound('That reading record');
      return toReadingRecord(validKey, row);
    },

    async updateReadingRecord(
      learner: Learner,
      validKey: string,
      update: ReadingRecordUpdate,
    ): Promise<ReadingRecord> {
      await ownProfile(learner, validKey);
      const row = await repo.updateReadingRecord(learner.userId, update);
      if (!row) throw notFound('That reading record');
      return toReadingRecord(validKey, row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
