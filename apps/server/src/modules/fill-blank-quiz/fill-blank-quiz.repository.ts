import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fillBlankGame } from '../../db/schema';

export function createFillBlankQuizRepository(db: Database) {
  return {
    async insert(values: typeof fillBlankGame.$inferInsert): Promise<void> {
      await db.insert(fillBlankGame).values(values);
    },
    /** The learner's own game, or undefined (another learner's game is not found either). */
    async find(userId: string, gameId: string) {
      const rows = await db
        .select()
        .from(fillBlankGame)
        .where(and(eq(fillBlankGame.gameId, gameId), eq(fillBlankGame.userId, userId)))
        .limit(1);
      return rows[0];
    },
    /** Ids of the questions served to the learner since `since`. */
    async seenSince(userId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ questions: fillBlankGame.questions })
        .from(fillBlankGame)
        .where(and(eq(fillBlankGame.userId, userId), gt(fillBlankGame.servedAt, since)));
      return rows.flatMap((row) => row.questions.map((q) => q.id));
    },
  };
}

export type FillBlankQuizRepository = ReturnType<typeof createFillBlankQuizRepository>;
