import { and, count, eq, gt, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameResult, gameRound } from '../../db/schema';

export type GameRoundRow = typeof gameRound.$inferSelect;

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

    async insertRound(values: typeof gameRound.$inferInsert): Promise<void> {
      await db.insert(gameRound).values(values);
    },
    async findRound(id: string): Promise<GameRoundRow | undefined> {
      const rows = await db.select().from(gameRound).where(eq(gameRound.id, id)).limit(1);
      return rows[0];
    },
    /** Marks a round finished with what it paid; false when it already was (a retry). */
    async finishRound(
      id: string,
      values: { points: number; wordIds: string[] | null },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(gameRound)
        .set({ ...values, finishedAt: at })
        .where(and(eq(gameRound.id, id), isNull(gameRound.finishedAt)))
        .returning({ id: gameRound.id });
      return rows.length > 0;
    },
    async roundsIssuedSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(gameRound)
        .where(and(eq(gameRound.userId, userId), gte(gameRound.startedAt, since)));
      return row?.n ?? 0;
    },
    async roundsPaidSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(gameRound)
        .where(
          and(
            eq(gameRound.userId, userId),
            gte(gameRound.finishedAt, since),
            gt(gameRound.points, 0),
          ),
        );
      return row?.n ?? 0;
    },
    /** Ids of the words matched in paid matching games since `since`. */
    async matchedWordsPaidSince(userId: string, since: Date): Promise<Set<string>> {
      const rows = await db
        .select({ wordIds: gameRound.wordIds })
        .from(gameRound)
        .where(
          and(
            eq(gameRound.userId, userId),
            eq(gameRound.game, 'matching'),
            gte(gameRound.finishedAt, since),
            gt(gameRound.points, 0),
            isNotNull(gameRound.wordIds),
          ),
        );
      return new Set(rows.flatMap((r) => r.wordIds ?? []));
    },
    /** Rounds the learner started before `before` and never finished: nothing will pay them. */
    async deleteStaleRounds(userId: string, before: Date): Promise<void> {
      await db
        .delete(gameRound)
        .where(
          and(
            eq(gameRound.userId, userId),
            isNull(gameRound.finishedAt),
            lt(gameRound.startedAt, before),
          ),
        );
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
