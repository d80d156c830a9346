import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assessmentRound,
  errorPattern,
  readingRecord,
  type ErrorPatternEntryRow,
} from '../../db/schema';
import { insertAward, type NewAward } from '../progress/progress.repository';
import { claimFirstAnswers } from '../reading/reading.repository';

export type AssessmentRoundRow = typeof assessmentRound.$inferSelect;
export type NewAssessmentRound = typeof assessmentRound.$inferInsert;
export type ErrorPatternRow = typeof errorPattern.$inferSelect;

export function createAssessmentRepository(db: Database) {
  return {
    async insertRound(values: NewAssessmentRound): Promise<AssessmentRoundRow> {
      const [row] = await db.insert(assessmentRound).values(values).returning();
      return row!;
    },

    /** The learner's round with this id (another learner's round is not found). */
    async findRound(userId: string, id: string): Promise<AssessmentRoundRow | undefined> {
      const rows = await db
        .select()
        .from(assessmentRound)
        .where(and(eq(assessmentRound.userId, userId), eq(assessmentRound.id, id)))
        .limit(1);
      return rows[0];
    },

    /** All the learner's rounds, newest first. */
    async listRounds(userId: string): Promise<AssessmentRoundRow[]> {
      return db
        .select()
        .from(assessmentRound)
        .where(eq(assessmentRound.userId, userId))
        .orderBy(desc(assessmentRound.createdAt), desc(assessmentRound.id));
    },

    async listCompleted(userId: string): Promise<AssessmentRoundRow[]> {
      return db
        .select()
        .from(assessmentRound)
        .where(and(eq(assessmentRound.userId, userId), isNotNull(assessmentRound.completedAt)))
        .orderBy(desc(assessmentRound.completedAt));
    },

    async findErrorPattern(userId: string): Promise<ErrorPatternRow | undefined> {
      const rows = await db
        .select()
        .from(errorPattern)
        .where(eq(errorPattern.userId, userId))
        .limit(1);
      return rows[0];
    },

    /** The round row, locked until the running transaction ends. */
    async lockRound(userId: string, id: string): Promise<AssessmentRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(assessmentRound)
        .where(and(eq(assessmentRound.userId, userId), eq(assessmentRound.id, id)))
        .for('update');
      return row;
    },

    async updateRound(
      id: string,
      values: Partial<
        Pick<NewAssessmentRound, 'answers' | 'emotionHistory' | 'result' | 'completedAt'>
      >,
    ): Promise<AssessmentRoundRow> {
      const [row] = await db
        .update(assessmentRound)
        .set(values)
        .where(eq(assessmentRound.id, id))
        .returning();
      return row!;
    },

    async lockReadingRecord(userId: string) {
      const [row] = await db
        .select()
        .from(readingRecord)
        .where(eq(readingRecord.userId, userId))
        .for('update');
      return row;
    },

    async updateReadingRecord(userId: string, values: Partial<typeof readingRecord.$inferInsert>) {
      await db.update(readingRecord).set(values).where(eq(readingRecord.userId, userId));
    },

    async lockErrorPattern(userId: string): Promise<ErrorPatternRow | undefined> {
      const [row] = await db
        .select()
        .from(errorPattern)
        .where(eq(errorPattern.userId, userId))
        .for('update');
      return row;
    },

    async saveErrorPattern(userId: string, analysis: string, entries: ErrorPatternEntryRow[]) {
      await db
        .insert(errorPattern)
        .values({ userId, analysis, entries })
        .onConflictDoUpdate({ target: errorPattern.userId, set: { analysis, entries } });
    },

    insertAward: (award: NewAward) => insertAward(db, award),

    /** True when this is the learner's first answering of the passage (it alone pays). */
    async claimFirstAnswer(userId: string, passageId: string, at: Date): Promise<boolean> {
      return (await claimFirstAnswers(db, userId, [passageId], at)).has(passageId);
    },
  };
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
