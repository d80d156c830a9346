import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { difficultWord, missedWord, practiceRecord, wordListSeed } from '../../db/schema';

export type DifficultWordRow = typeof difficultWord.$inferSelect;
export type NewDifficultWord = typeof difficultWord.$inferInsert;

export function createWordsRepository(db: Database) {
  return {
    /**
     * Seeds the list once per learner: the seed marker and the words go in one transaction, and a
     * concurrent first read finds the marker already there and inserts nothing.
     */
    async seedOnce(userId: string, rows: NewDifficultWord[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marker = await tx
          .insert(wordListSeed)
          .values({ userId })
          .onConflictDoNothing({ target: wordListSeed.userId })
          .returning({ userId: wordListSeed.userId });
        if (marker.length === 0) return false;
        if (rows.length > 0) {
          await tx
            .insert(difficultWord)
            .values(rows)
            .onConflictDoNothing({ target: [difficultWord.userId, difficultWord.wordKey] });
        }
        return true;
      });
    },

    /**
     * Swaps sample words for others (the samples of the learner's level): the old ones go only
     * while they are still samples, and a new one never replaces a word the learner has.
     */
    async replaceSamples(userId: string, oldIds: string[], rows: NewDifficultWord[]) {
      await db.transaction(async (tx) => {
        if (oldIds.length > 0) {
          await tx
            .delete(difficultWord)
            .where(
              and(
                eq(difficultWord.userId, userId),
                eq(difficultWord.source, 'sample'),
                inArray(difficultWord.id, oldIds),
              ),
            );
        }
        if (rows.length > 0) {
          await tx
            .insert(difficultWord)
            .values(rows)
            .onConflictDoNothing({ target: [difficultWord.userId, difficultWord.wordKey] });
        }
      });
    },

    async list(userId: string): Promise<DifficultWordRow[]> {
      return db
        .select()
        .from(difficultWord)
        .where(eq(difficultWord.userId, userId))
        .orderBy(asc(difficultWord.createdAt));
    },

    /** Inserts a word; null when the learner already has it (same word key). */
    async insert(row: NewDifficultWord): Promise<DifficultWordRow | null> {
      const rows = await db
        .insert(difficultWord)
        .values(row)
        .onConflictDoNothing({ target: [difficultWord.userId, difficultWord.wordKey] })
        .returning();
      return rows[0] ?? null;
    },

    async findByIds(userId: string, ids: string[]): Promise<DifficultWordRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(difficultWord)
        .where(and(eq(difficultWord.userId, userId), inArray(difficultWord.id, ids)));
    },

    async findByKeys(userId: string, keys: string[]): Promise<DifficultWordRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(difficultWord)
        .where(and(eq(difficultWord.userId, userId), inArray(difficultWord.wordKey, keys)));
    },

    async updateReview(userId: string, id: string, review: DifficultWordRow['review']) {
      await db
        .update(difficultWord)
        .set({ review })
        .where(and(eq(difficultWord.userId, userId), eq(difficultWord.id, id)));
    },

    async addPractice(userId: string, words: string[], source: string, at: Date): Promise<void> {
      if (words.length === 0) return;
      await db
        .insert(practiceRecord)
        .values(words.map((word) => ({ userId, word, source, practisedAt: at })));
    },

    /** Counts one more miss of each word (by key) and returns every word's misses so far. */
    async recordMisses(userId: string, keys: string[], at: Date): Promise<Map<string, number>> {
      const unique = [...new Set(keys)].sort(); // one lock order for concurrent games
      if (unique.length === 0) return new Map();
      const rows = await db
        .insert(missedWord)
        .values(unique.map((wordKey) => ({ userId, wordKey, misses: 1, lastMissedAt: at })))
        .onConflictDoUpdate({
          target: [missedWord.userId, missedWord.wordKey],
          set: { misses: sql`${missedWord.misses} + 1`, lastMissedAt: at },
        })
        .returning({ wordKey: missedWord.wordKey, misses: missedWord.misses });
      return new Map(rows.map((row) => [row.wordKey, row.misses]));
    },

    async practiceSince(userId: string, since: Date) {
      return db
        .select({ word: practiceRecord.word, at: practiceRecord.practisedAt })
        .from(practiceRecord)
        .where(and(eq(practiceRecord.userId, userId), gte(practiceRecord.practisedAt, since)));
    },
  };
}

export type WordsRepository = ReturnType<typeof createWordsRepository>;
