import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connectionGame } from '../../db/schema';

export type ConnectionGameRow = typeof connectionGame.$inferSelect;

export function createConnectionQuizRepository(db: Database) {
  return {
    async insert(values: typeof connectionGame.$inferInsert): Promise<void> {
      await db.insert(connectionGame).values(values);
    },

    /** Connections served to the learner since `since` (for 'no repeat within 7 days'). */
    async servedSince(userId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ questions: connectionGame.questions })
        .from(connectionGame)
        .where(and(eq(connectionGame.userId, userId), gte(connectionGame.createdAt, since)));
      return rows.flatMap((r) => r.questions.map((q) => q.id));
    },

    async find(userId: string, gameId: string): Promise<ConnectionGameRow | undefined> {
      const rows = await db
        .select()
        .from(connectionGame)
        .where(and(eq(connectionGame.gameId, gameId), eq(connectionGame.userId, userId)))
        .limit(1);
      return rows[0];
    },

    /** Marks the game finished with its result; false when it already was (a retry). */
    async finish(
      userId: string,
      gameId: string,
      result: { points: number; correct: number; bestStreak: number; wordsAdded: string[] },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(connectionGame)
        .set({ ...result, finishedAt: at })
        .where(
          and(
            eq(connectionGame.gameId, gameId),
            eq(connectionGame.userId, userId),
            isNull(connectionGame.finishedAt),
          ),
        )
        .returning({ gameId: connectionGame.gameId });
      return rows.length > 0;
    },
  };
}

export type ConnectionQuizRepository = ReturnType<typeof createConnectionQuizRepository>;
