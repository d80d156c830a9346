import type { ReadingResults } from '@lexora/contracts';
import {
  applyReadingOutcome,
  gradeForOutcome,
  reviewWord,
  type ReadingOutcome,
} from '@lexora/games';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assessmentRound,
  difficultWord,
  readingPaid,
  readingRecord,
  readingServed,
  readingSubmission,
} from '../../db/schema';
import { insertAward, type NewAward } from '../progress/progress.repository';

export type ReadingServedRow = typeof readingServed.$inferSelect;
export type ReadingSubmissionRow = typeof readingSubmission.$inferSelect;
type NewDifficultWord = typeof difficultWord.$inferInsert;

/** Everything one scored submission writes; stored together or not at all. */
export interface SubmissionWrite {
  userId: string;
  submissionId: string;
  passageIds: string[];
  /**
   * The scored result; `wordsAdded` is filled in here from the words that were new, and
   * `pointsAwarded` (like `outcome.points`) from the passages that pay (see `points`).
   */
  result: ReadingResults;
  /** The record's counters to add; the points are the ones paid here. */
  outcome: Omit<ReadingOutcome, 'points'>;
  /** What each answered passage earns if this is the learner's first answering of it. */
  points: Readonly<Record<string, number>>;
  /** The ledger row for the points earned (called only when they are more than 0). */
  award: (amount: number) => NewAward;
  /** Missed words: new ones join the list, ones already there get an "again" review. */
  words: NewDifficultWord[];
  at: Date;
}

export type SubmissionOutcome =
  | { kind: 'stored'; result: ReadingResults }
  | { kind: 'replayed'; result: ReadingResults }
  | { kind: 'passages-taken' };

/**
 * Records the learner's first answering of each passage (reading_paid) and returns the passages
 * for which this was the first: only those earn points. Run inside the transaction that pays.
 */
export async function claimFirstAnswers(
  db: Database,
  userId: string,
  passageIds: readonly string[],
  at: Date,
): Promise<Set<string>> {
  if (passageIds.length === 0) return new Set();
  const rows = await db
    .insert(readingPaid)
    .values(passageIds.map((passageId) => ({ userId, passageId, paidAt: at })))
    .onConflictDoNothing()
    .returning({ passageId: readingPaid.passageId });
  return new Set(rows.map((row) => row.passageId));
}

export function createReadingRepository(db: Database) {
  return {
    async listServed(userId: string): Promise<ReadingServedRow[]> {
      return db.select().from(readingServed).where(eq(readingServed.userId, userId));
    },

    /** The passage of each of the learner's assessment rounds and when the round began. */
    async listAssessed(userId: string): Promise<{ passageId: string; at: Date }[]> {
      return db
        .select({ passageId: assessmentRound.passageId, at: assessmentRound.createdAt })
        .from(assessmentRound)
        .where(eq(assessmentRound.userId, userId));
    },

    /** The final_score of the learner's latest completed assessment round (null: none yet). */
    async lastPlacement(userId: string): Promise<number | null> {
      const [row] = await db
        .select({ result: assessmentRound.result })
        .from(assessmentRound)
        .where(and(eq(assessmentRound.userId, userId), isNotNull(assessmentRound.completedAt)))
        .orderBy(desc(assessmentRound.completedAt), desc(assessmentRound.id))
        .limit(1);
      return row?.result?.final_score ?? null;
    },

    /** Marks passages as served now, open for one answer (one statement: all or none). */
    async markServed(userId: string, passageIds: string[], at: Date): Promise<void> {
      if (passageIds.length === 0) return;
      await db
        .insert(readingServed)
        .values(passageIds.map((passageId) => ({ userId, passageId, servedAt: at })))
        .onConflictDoUpdate({
          target: [readingServed.userId, readingServed.passageId],
          set: { servedAt: at, submissionId: null },
        });
    },

    async findSubmission(
      userId: string,
      submissionId: string,
    ): Promise<ReadingSubmissionRow | undefined> {
      const rows = await db
        .select()
        .from(readingSubmission)
        .where(
          and(
            eq(readingSubmission.userId, userId),
            eq(readingSubmission.submissionId, submissionId),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The latest `limit` submissions, oldest first (the accuracy chart). */
    async history(userId: string, limit: number) {
      const rows = await db
        .select({
          at: readingSubmission.createdAt,
          score: readingSubmission.score,
          total: readingSubmission.total,
        })
        .from(readingSubmission)
        .where(eq(readingSubmission.userId, userId))
        .orderBy(desc(readingSubmission.createdAt))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * Stores a scored submission in one transaction. The learner's record row is locked first,
     * so their submissions run one after another; a retry then finds the stored submission
     * (answered with its result). Then the claim on the served passages, the first answerings
     * (which alone pay), the submission, the missed words, the record's counters and the award.
     */
    async storeSubmission(write: SubmissionWrite): Promise<SubmissionOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [record] = await tx
            .select()
            .from(readingRecord)
            .where(eq(readingRecord.userId, write.userId))
            .for('update');
          if (!record) throw new Error(`No reading record for ${write.userId}`);

          // The record lock makes this learner's submissions run one after another, so a retry
          // (the same submission id) finds the first one's row here and gets its result.
          const [stored] = await tx
            .select({ result: readingSubmission.result })
            .from(readingSubmission)
            .where(
              and(
                eq(readingSubmission.userId, write.userId),
                eq(readingSubmission.submissionId, write.submissionId),
              ),
            );
          if (stored) return { kind: 'replayed', result: stored.result } as const;

          // Each serving can be answered once: a passage another submission answered is refused.
          const claimed = await tx
            .update(readingServed)
            .set({ submissionId: write.submissionId })
            .where(
              and(
                eq(readingServed.userId, write.userId),
                inArray(readingServed.passageId, write.passageIds),
                isNull(readingServed.submissionId),
              ),
            )
            .returning({ passageId: readingServed.passageId });
          if (claimed.length !== write.passageIds.length) throw new PassagesTaken();

          // A passage pays on the learner's first answering of it only, here or in the assessment.
          const firstTime = await claimFirstAnswers(tx, write.userId, write.passageIds, write.at);
          const pointsAwarded = write.passageIds
            .filter((id) => firstTime.has(id))
            .reduce((sum, id) => sum + (write.points[id] ?? 0), 0);

          const existingWords = await findWords(tx, write.userId, write.words);
          const known = new Set(existingWords.map((row) => row.wordKey));
          const freshWords = write.words.filter((w) => !known.has(w.wordKey));
          const result: ReadingResults = {
            ...write.result,
            pointsAwarded,
            wordsAdded: freshWords.map((w) => w.word),
          };
          await tx.insert(readingSubmission).values({
            userId: write.userId,
            submissionId: write.submissionId,
            score: result.score,
            total: result.total,
            pointsAwarded,
            result,
            createdAt: write.at,
          });

          if (freshWords.length > 0) {
            await tx
              .insert(difficultWord)
              .values(freshWords)
              .onConflictDoNothing({ target: [difficultWord.userId, difficultWord.wordKey] });
          }
          for (const row of existingWords) {
            await tx
              .update(difficultWord)
              .set({ review: reviewWord(row.review, gradeForOutcome(false), write.at.getTime()) })
              .where(eq(difficultWord.id, row.id));
          }

          const outcome = { ...write.outcome, points: pointsAwarded };
          await tx
            .update(readingRecord)
            .set({ ...applyReadingOutcome(record, outcome), lastAttempt: write.at })
            .where(eq(readingRecord.userId, write.userId));
          if (pointsAwarded > 0) await insertAward(tx, write.award(pointsAwarded));
          return { kind: 'stored', result } as const;
        });
      } catch (error) {
        if (error instanceof PassagesTaken) return { kind: 'passages-taken' };
        throw error;
      }
    },
  };
}

/** Thrown inside the transaction to roll it back: the passages were answered meanwhile. */
class PassagesTaken extends Error {}

/** The learner's rows for these words, in id order (one lock order for every transaction). */
async function findWords(tx: Database, userId: string, words: NewDifficultWord[]) {
  if (words.length === 0) return [];
  return tx
    .select()
    .from(difficultWord)
    .where(
      and(
        eq(difficultWord.userId, userId),
        inArray(
          difficultWord.wordKey,
          words.map((w) => w.wordKey),
        ),
      ),
    )
    .orderBy(asc(difficultWord.id));
}

export type ReadingRepository = ReturnType<typeof createReadingRepository>;
