import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Listener } from '../../db/pg-listener';
import { profile, readingRecord } from '../../db/schema';
import { PROFILE_CHANNEL, ProfileCache } from './profile-cache';

export type ProfileRow = typeof profile.$inferSelect;
export type ReadingRecordRow = typeof readingRecord.$inferSelect;

/**
 * `notices`: keep profile rows in memory for `maxAgeMs` at most, dropped on every server when the
 * database announces a change of the row (see ProfileCache). Without it every read goes to the
 * database. Rows read inside a transaction are not kept: it may still roll back, or have changed
 * the row itself.
 */
export function createProfileRepository(
  db: Database,
  options: {
    inTransaction?: () => boolean;
    notices?: Pick<DatabaseHandle, 'listen' | 'afterCommit'>;
    maxAgeMs?: number;
    now?: () => number;
  } = {},
) {
  const inTransaction = options.inTransaction ?? (() => false);
  let cache: ProfileCache<ProfileRow> | undefined;
  let listener: Listener | undefined;
  const { notices } = options;
  if (notices && (options.maxAgeMs ?? 0) > 0) {
    listener = notices.listen(
      PROFILE_CHANNEL,
      (userId) => cache?.changed(userId),
      () => cache?.reset(),
    );
    cache = new ProfileCache(
      options.maxAgeMs ?? 0,
      () => listener?.listening() ?? false,
      options.now,
    );
  }
  // Prepared once: every signed-in page load reads the profile.
  const profileByUser = db
    .select()
    .from(profile)
    .where(eq(profile.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user');

  async function read(userId: string, readToken: number): Promise<ProfileRow | undefined> {
    const [row] = await profileByUser.execute({ userId });
    if (row) cache?.store(userId, row, readToken);
    return row;
  }

  /**
   * Reads under way, by learner: readers that miss together (a busy learner's row expired) wait
   * for one read. Only a read that started after the last change heard, and after this server's
   * last change of the learner, is shared.
   */
  const reads = new Map<string, { token: number; row: Promise<ProfileRow | undefined> }>();
  function sharedRead(userId: string): Promise<ProfileRow | undefined> {
    // Without the change notices another server's change could not end the sharing.
    if (!cache) return read(userId, 0);
    const token = cache.readStarted();
    const running = reads.get(userId);
    if (running && running.token === token) return running.row;
    const entry = { token, row: read(userId, token) };
    reads.set(userId, entry);
    const done = () => {
      if (reads.get(userId) === entry) reads.delete(userId);
    };
    entry.row.then(done, done);
    return entry.row;
  }

  /** This server is about to change or delete the learner's row. */
  function willChange(userId: string): void {
    cache?.willChange(userId);
    reads.delete(userId);
  }

  return {
    async findByUserId(userId: string): Promise<ProfileRow | undefined> {
      const hit = cache?.get(userId);
      // The prepared statement belongs to the pool, not to a running transaction.
      if (inTransaction()) {
        if (hit) return hit;
        const [row] = await db.select().from(profile).where(eq(profile.userId, userId)).limit(1);
        return row;
      }
      if (!hit) return sharedRead(userId);
      if (!cache?.claimRefresh(userId)) return hit;
      // Near its end a row is read again by one reader, the others still answered from it; the
      // row is still good for this reader should the database not answer.
      return sharedRead(userId).catch(() => hit);
    },

    /** Drops this server's copy of a deleted learner's row at once (the notice follows). */
    forget(userId: string): void {
      willChange(userId);
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
      willChange(userId);
      const [row] = await db
        .update(profile)
        .set(values)
        .where(eq(profile.userId, userId))
        .returning();
      // The learner's next request may reach another server, which must not answer from the row
      // it kept: wait until every server has heard of the change.
      if (row && listener && notices) await notices.afterCommit(() => listener.sync());
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
