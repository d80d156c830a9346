import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { awardEvent, communityMember } from '../../db/schema';
import type { MemberPoints } from './league';

export type CommunityMemberRow = typeof communityMember.$inferSelect;

/** League members and their points from the one points ledger (award_event); nothing of its own. */
export function createCommunityRepository(db: Database) {
  return {
    async membership(userId: string): Promise<CommunityMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(communityMember)
        .where(eq(communityMember.userId, userId));
      return row;
    },

    /** Whether another learner already shows this name (capitals aside). */
    async nameTakenByOther(userId: string, displayName: string): Promise<boolean> {
      const rows = await db
        .select({ userId: communityMember.userId })
        .from(communityMember)
        .where(
          and(
            sql`lower(${communityMember.displayName}) = lower(${displayName})`,
            ne(communityMember.userId, userId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Joins, or changes the name of a member (who keeps the day they joined). */
    async upsert(userId: string, displayName: string, joinedAt: Date): Promise<CommunityMemberRow> {
      const [row] = await db
        .insert(communityMember)
        .values({ userId, displayName, joinedAt })
        .onConflictDoUpdate({ target: communityMember.userId, set: { displayName } })
        .returning();
      return row!;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(communityMember).where(eq(communityMember.userId, userId));
    },

    /**
     * Every member with the points of the ledger's given reasons earned in [from, to). Only
     * members are read: a learner who has not joined is never part of the answer.
     */
    async memberPoints(
      from: Date,
      to: Date,
      pointReasons: readonly string[],
    ): Promise<MemberPoints[]> {
      const rows = await db
        .select({
          learnerId: communityMember.userId,
          displayName: communityMember.displayName,
          points: sql<string | number>`coalesce(sum(${awardEvent.amount}), 0)`,
        })
        .from(communityMember)
        .leftJoin(
          awardEvent,
          and(
            eq(awardEvent.userId, communityMember.userId),
            gte(awardEvent.createdAt, from),
            lt(awardEvent.createdAt, to),
            inArray(awardEvent.reason, [...pointReasons]),
          ),
        )
        .groupBy(communityMember.userId, communityMember.displayName);
      return rows.map((row) => ({ ...row, points: Number(row.points) }));
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
