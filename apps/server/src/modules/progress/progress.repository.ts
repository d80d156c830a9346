import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { awardEvent } from '../../db/schema';

export type AwardEventRow = typeof awardEvent.$inferSelect;

export function createProgressRepository(db: Database) {
  return {
    /** Records an award; false when its source id was already recorded (a replay). */
    async insert(values: {
      userId: string;
      reason: string;
      amount: number;
      sourceId: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(awardEvent)
        .values(values)
        .onConflictDoNothing({ target: awardEvent.sourceId })
        .returning({ id: awardEvent.id });
      return rows.length > 0;
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
