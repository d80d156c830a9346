import type {
  CefrLevel,
  LevelChange,
  LevelEvidence,
  LevelHistoryEntry,
  LevelKind,
} from '@lexora/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { levelChange } from '../../db/schema';

export type LevelChangeRow = typeof levelChange.$inferSelect;

export function toLevelChange(row: LevelChangeRow): LevelChange {
  return {
    from: row.fromLevel as CefrLevel | null,
    to: row.toLevel as CefrLevel,
    evidence: row.evidence as LevelEvidence,
    shown: row.shownLevel as CefrLevel,
    at: row.createdAt.toISOString(),
  };
}

export const toLevelHistoryEntry = (row: LevelChangeRow): LevelHistoryEntry => ({
  kind: row.kind as LevelKind,
  ...toLevelChange(row),
});

/** The learner's level changes (ADR 0053): the latest of a kind is the level's last change. */
export function createLevelsRepository(db: Database) {
  return {
    async latest(userId: string, kind: LevelKind): Promise<LevelChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(levelChange)
        .where(and(eq(levelChange.userId, userId), eq(levelChange.kind, kind)))
        .orderBy(desc(levelChange.createdAt), desc(levelChange.id))
        .limit(1);
      return row;
    },

    /** Every change of both levels, newest first (the profile's level history). */
    async history(userId: string): Promise<LevelChangeRow[]> {
      return db
        .select()
        .from(levelChange)
        .where(eq(levelChange.userId, userId))
        .orderBy(desc(levelChange.createdAt), desc(levelChange.id));
    },

    async insert(row: {
      userId: string;
      kind: LevelKind;
      from: CefrLevel | null;
      to: CefrLevel;
      evidence: LevelEvidence;
      shown: CefrLevel;
      at: Date;
    }): Promise<LevelChangeRow> {
      const [inserted] = await db
        .insert(levelChange)
        .values({
          userId: row.userId,
          kind: row.kind,
          fromLevel: row.from,
          toLevel: row.to,
          evidence: row.evidence,
          shownLevel: row.shown,
          createdAt: row.at,
        })
        .returning();
      return inserted!;
    },
  };
}

export type LevelsRepository = ReturnType<typeof createLevelsRepository>;
