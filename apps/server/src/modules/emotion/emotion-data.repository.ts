import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentRound, readingRecord } from '../../db/schema';

/**
 * Where a learner's emotion readings are kept (docs/emotion-reading.md section 2): each
 * assessment round's `emotion_history`, the `emotionProfile` and `savedEmotion` of its result,
 * and the last saved emotion in `reading_record.emotion`.
 */
export function createEmotionDataRepository(db: Database) {
  return {
    /**
     * Deletes every stored emotion reading of the learner and nothing else: answers, scores and
     * levels stay. Runs inside the caller's transaction; the rounds are locked first, so an
     * answer being saved at the same moment cannot write the readings back.
     */
    async deleteAll(userId: string): Promise<{ readings: number; summaries: number }> {
      const rounds = await db
        .select({ history: assessmentRound.emotionHistory, result: assessmentRound.result })
        .from(assessmentRound)
        .where(eq(assessmentRound.userId, userId))
        .for('update');
      const readings = rounds.reduce((sum, round) => sum + round.history.length, 0);
      const summaries = rounds.filter(
        ({ result }) => result && (result.emotionProfile !== null || result.savedEmotion !== null),
      ).length;
      await db
        .update(assessmentRound)
        .set({
          emotionHistory: [],
          // A result keeps its fields, the two emotion ones set to null as for a round without
          // readings.
          result: sql`case when ${assessmentRound.result} is null then null else ${assessmentRound.result} || '{"emotionProfile": null, "savedEmotion": null}'::jsonb end`,
        })
        .where(eq(assessmentRound.userId, userId));
      await db.update(readingRecord).set({ emotion: null }).where(eq(readingRecord.userId, userId));
      return { readings, summaries };
    },
  };
}

export type EmotionDataRepository = ReturnType<typeof createEmotionDataRepository>;
