import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameResult } from '../../db/schema';

export function createGamesRepository(db: Database) {
  return {
    /** Records a finished game; false when the game id was already recorded. */
    async insert(values: typeof gameResult.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(gameResult)
        .values(values)
        .onConflictDoNothing({ target: gameResult.gameId })
        .returning({ gameId: gameResult.gameId });
      return rows.length > 0;
    },
    async find(gameId: string) {
      const rows = await db.select().from(gameResult).where(eq(gameResult.gameId, gameId)).limit(1);
      return rows[0];
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
