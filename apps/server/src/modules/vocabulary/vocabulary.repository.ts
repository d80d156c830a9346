import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vocabularyAnalysis } from '../../db/schema';

export type VocabularyAnalysisRow = typeof vocabularyAnalysis.$inferSelect;

export function createVocabularyRepository(db: Database) {
  return {
    async insert(values: typeof vocabularyAnalysis.$inferInsert): Promise<void> {
      await db.insert(vocabularyAnalysis).values(values);
    },

    /** The learner's own analysis only; anyone else's id finds nothing. */
    async findOwn(userId: string, id: string): Promise<VocabularyAnalysisRow | undefined> {
      const rows = await db
        .select()
        .from(vocabularyAnalysis)
        .where(and(eq(vocabularyAnalysis.id, id), eq(vocabularyAnalysis.userId, userId)))
        .limit(1);
      return rows[0];
    },
  };
}

export type VocabularyRepository = ReturnType<typeof createVocabularyRepository>;
