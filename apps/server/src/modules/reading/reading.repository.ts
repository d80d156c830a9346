import type { ReadingResults } from '@lexora/contracts';
import {
  applyReadingOutcome,
  gradeForOutcome,
  reviewWord,
  type ReadingOutcome,
} from '@lexora/games';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { difficultWord, readingRecord, readingServed, readingSubmission } from '../../db/schema';
import { insertAward, type NewAward } from '../progress/progress.repository';

export type ReadingServedRow = typeof readingServed.$inferSelect;
export type ReadingSubmissionRow = typeof readingSubmission.$inferSelect;
type NewDifficultWord = typeof difficultWord.$inferInsert;

/** Everything one scored submission writes; stored together or not at all. */
export interface SubmissionWrite {
  userId: string;
  submissionId: string;
  passageIds: string[];
  /** The scored result; `wordsAdded` is filled in here from the words that were new. */
  result: ReadingResults;
  outcome: ReadingOutcome;
  award: NewAward | null;
  /** Missed words: new ones join the list, ones already there get an "again" review. */
  words: NewDifficultWord[];
  at: Date;
}

export type SubmissionOutcome =
  | { kind: 'stored'; result: ReadingResults }
  | { kind: 'replayed'; result: ReadingResults }
  | { kind: 'passages-taken' };

export function createReadingRepository(db: Database) {
  return {
    async listServed(userId: string): Promise<ReadingServedRow[]> {
      return db.select().from(readingServed).where(eq(readingServed.userId, userId));
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
     * so their submissions run one after another; the submission row's key then finds a retry
     * (answered with the stored result). Then the claim on the served passages, the missed
     * words, the record's counters and the ledger award.
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

          const existingWords = await findWords(tx, write.userId, write.words);
          const known = new Set(existingWords.map((row) => row.wordKey));
          const freshWords = write.words.filter((w) => !known.has(w.wordKey));
          const result: ReadingResults = {
            ...write.result,
            wordsAdded: freshWords.map((w) => w.word),
          };

          const inserted = await tx
            .insert(readingSubmission)
            .values({
              userId: write.userId,
              submissionId: write.submissionId,
              score: result.score,
              total: result.total,
              pointsAwarded: result.pointsAwarded,
              result,
              createdAt: write.at,
            })
            .onConflictDoNothing()
            .returning({ id: readingSubmission.submissionId });
          if (inserted.length === 0) {
            const [stored] = await tx
              .select({ result: readingSubmission.result })
              .from(readingSubmission)
              .where(
                and(
                  eq(readingSubmission.userId, write.userId),
                  eq(readingSubmission.submissionId, write.submissionId),
                ),
              );
            if (!stored) throw new Error('A conflicting reading submission vanished');
            return { kind: 'replayed', result: stored.result } as const;
          }

          // Each serving pays once: a passage another submission answered is refused.
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

          await tx
            .update(readingRecord)
            .set({ ...applyReadingOutcome(record, write.outcome), lastAttempt: write.at })
            .where(eq(readingRecord.userId, write.userId));
          if (write.award) await insertAward(tx, write.award);
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
