import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profile, readingRecord } from '../../db/schema';

export type ProfileRow = typeof profile.$inferSelect;
export type ReadingRecordRow = typeof readingRecord.$inferSelect;

/**
 * `cacheRows`: keep profile rows in memory, written through on every change. Only correct when
 * this process is the database's sole writer, which is always true of embedded PGlite (ADR 0001).
 * Rows read or written inside a transaction are not cached: it may still roll back.
 */
export function createProfileRepository(
  db: Database,
  options: { cacheRows?: boolean; inTransaction?: () => boolean } = {},
) {
  const inTransaction = options.inTransaction ?? (() => false);
  const cacheable = () => options.cacheRows === true && !inTransaction();
  const cached = new Map<string, ProfileRow>();
  // Prepared once: every signed-in page load reads the profile.
  const profileByUser = db
    .select()
    .from(profile)
    .where(eq(profile.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user');

  return {
    async findByUserId(userId: string): Promise<ProfileRow | undefined> {
      const hit = cached.get(userId);
      if (hit) return hit;
      // The prepared statement belongs to the pool, not to a running transaction.
      const [row] = inTransaction()
        ? await db.select().from(profile).where(eq(profile.userId, userId)).limit(1)
        : await profileByUser.execute({ userId });
      if (row && cacheable()) cached.set(userId, row);
      return row;
    },

    /** Drops a cached row (the account was deleted). */
    forget(userId: string): void {
      cached.delete(userId);
    },

    async validKeyTaken(validKey: string): Promise<boolean> {
      const rows = await db
        .select({ userId: profile.userId })
        .from(profile)
        .where(eq(profile.validKey, validKey))
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts the profile and an empty reading record; a concurrent duplicate is a no-op. */
    async insert(values: typeof profile.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(profile).values(values).onConflictDoNothing({ target: profile.userId });
        await tx
          .insert(readingRecord)
          .values({ userId: values.userId })
          .onConflictDoNothing({ target: readingRecord.userId });
      });
    },

    async update(
      userId: string,
      values: Partial<typeof profile.$inferInsert>,
    ): Promise<ProfileRow | undefined> {
      cached.delete(userId);
      const [row] = await db
        .update(profile)
        .set(values)
        .where(eq(profile.userId, userId))
        .returning();
      if (row && cacheable()) cached.set(userId, row);
      return row;
    },

    async findReadingRecord(userId: string): Promise<ReadingRecordRow | undefined> {
      const rows = await db
        .select()
        .from(readingRecord)
        .where(eq(readingRecord.userId, userId))
        .limit(1);
      return rows[0];
    },

    async updateReadingRecord(
      userId: string,
      values: Partial<typeof readingRecord.$inferInsert>,
    ): Promise<ReadingRecordRow | undefined> {
      const rows = await db
        .update(readingRecord)
        .set(values)
        .where(eq(readingRecord.userId, userId))
        .returning();
      return rows[0];
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
