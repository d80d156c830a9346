import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pronunciationAttempt } from '../../db/schema';

export type PronunciationAttemptRow = typeof pronunciationAttempt.$inferSelect;

export function createPronunciationRepository(db: Database) {
  return {
    /** Records a check once per (learner, check id); false when it was already recorded. */
    async insertAttempt(values: {
      userId: string;
      checkId: string;
      word: string;
      result: string;
      missedPhonemes: string[];
    }): Promise<boolean> {
      const rows = await db
        .insert(pronunciationAttempt)
        .values(values)
        .onConflictDoNothing({
          target: [pronunciationAttempt.userId, pronunciationAttempt.checkId],
        })
        .returning({ id: pronunciationAttempt.id });
      return rows.length > 0;
    },

    async counts(userId: string): Promise<{ correct: number; practice: number }> {
      const rows = await db
        .select({
          correct: count(sql`case when ${pronunciationAttempt.result} = 'correct' then 1 end`),
          total: count(),
        })
        .from(pronunciationAttempt)
        .where(eq(pronunciationAttempt.userId, userId));
      const row = rows[0] ?? { correct: 0, total: 0 };
      return { correct: Number(row.correct), practice: Number(row.total) - Number(row.correct) };
    },

    async recent(userId: string, limit: number): Promise<PronunciationAttemptRow[]> {
      return db
        .select()
        .from(pronunciationAttempt)
        .where(and(eq(pronunciationAttempt.userId, userId)))
        .orderBy(desc(pronunciationAttempt.createdAt), desc(pronunciationAttempt.id))
        .limit(limit);
    },
  };
}

export type PronunciationRepository = ReturnType<typeof createPronunciationRepository>;
