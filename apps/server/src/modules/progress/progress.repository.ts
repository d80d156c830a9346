import { asc, eq } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { awardEvent, gameResult, practiceRecord, readingSubmission } from '../../db/schema';

export type AwardEventRow = typeof awardEvent.$inferSelect;

export interface NewAward {
  userId: string;
  reason: string;
  amount: number;
  sourceId: string;
}

/**
 * Records an award; false when its source id was already recorded (a replay). Takes the database
 * or a transaction, so an award can be stored together with what earned it.
 */
export async function insertAward(db: Database, values: NewAward): Promise<boolean> {
  const rows = await db
    .insert(awardEvent)
    .values(values)
    .onConflictDoNothing({ target: awardEvent.sourceId })
    .returning({ id: awardEvent.id });
  return rows.length > 0;
}

export function createProgressRepository(db: Database) {
  return {
    insert: (values: NewAward) => insertAward(db, values),

    /**
     * When the learner finished something: awards, finished games (also those scoring 0),
     * practised words and reading practice. Any of them makes a day count for the streak.
     */
    async activityTimes(userId: string): Promise<number[]> {
      const rows = await unionAll(
        db
          .select({ at: gameResult.finishedAt })
          .from(gameResult)
          .where(eq(gameResult.userId, userId)),
        db
          .select({ at: practiceRecord.practisedAt })
          .from(practiceRecord)
          .where(eq(practiceRecord.userId, userId)),
        db
          .select({ at: readingSubmission.createdAt })
          .from(readingSubmission)
          .where(eq(readingSubmission.userId, userId)),
      );
      return rows.map((r) => r.at.getTime());
    },
    async listForUser(userId: string): Promise<AwardEventRow[]> {
      return db
        .select()
        .from(awardEvent)
        .where(eq(awardEvent.userId, userId))
        .orderBy(asc(awardEvent.createdAt));
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
