import { eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimit } from '../../db/schema';
import { learnerDataSections } from './learner-data';
import type { LearnerDataSection, LearnerTable } from './learner-tables';

export type ExportedRow = Record<string, unknown>;
export type ExportedSections = Record<string, Record<string, ExportedRow[]>>;

/** A row as exported: secrets dropped, dates as ISO text. */
function exportedRow(row: Record<string, unknown>, secret: readonly string[] = []): ExportedRow {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !secret.includes(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

export function createAccountRepository(
  db: Database,
  sections: readonly LearnerDataSection[] = learnerDataSections,
) {
  const tablesOf = (section: LearnerDataSection): Array<[string, LearnerTable]> =>
    Object.entries(section.tables);

  return {
    /** Every row of the learner in every listed table, by section and table name. */
    async exportRows(userId: string): Promise<ExportedSections> {
      const out: ExportedSections = {};
      for (const section of sections) {
        const tables: Record<string, ExportedRow[]> = {};
        for (const [name, { table, owner, secret }] of tablesOf(section)) {
          const rows = await db.select().from(table).where(eq(owner, userId));
          tables[name] = rows.map((row) => exportedRow(row, secret));
        }
        out[section.name] = tables;
      }
      return out;
    },

    /**
     * Deletes every row of the learner in one transaction: all or nothing. `limitRows`: the
     * learner's rate-limit counters, stored under hashed keys (their account's key prefix, and
     * the keys of their per-learner allowances).
     */
    async deleteAll(
      userId: string,
      limitRows: { prefix: string; keys: readonly string[] },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const section of [...sections].reverse()) {
          for (const [, { table, owner }] of tablesOf(section).reverse())
            await tx.delete(table).where(eq(owner, userId));
        }
        await tx
          .delete(rateLimit)
          .where(
            or(
              like(rateLimit.key, `${limitRows.prefix}%`),
              inArray(rateLimit.key, [...limitRows.keys]),
            ),
          );
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
