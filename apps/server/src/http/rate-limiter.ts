import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';
import { AppError } from './errors';

export interface Limit {
  /** What is counted, e.g. `ip:203.0.113.9`; stored only as a hash. */
  key: string;
  limit: number;
  /**
   * The account (email) the count is about, if any: its row is stored under the account's prefix
   * (`ownerPrefix`), so deleting the account deletes it without knowing the rest of the key.
   */
  owner?: string;
}

/** Attempts counted by `take`, to be handed back with `refund` when they should not count. */
export interface Taken {
  entries: { key: string; resetAt: Date }[];
}

const SWEEP_EVERY = 500;

function tooMany(resetAt: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts, try again in ${retryAfterSeconds} seconds.`,
    {
      retryAfterSeconds,
    },
  );
}

/**
 * Adds `cost` to the counter of `key` (already hashed) in its current fixed window, starting a new
 * window when the last one has ended: one upsert, so every server sharing the database agrees.
 */
export async function countInWindow(
  db: Database,
  key: string,
  cost: number,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimit.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: cost, resetAt })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then ${cost} else ${rateLimit.count} + ${cost} end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimit.resetAt} end`,
      },
    })
    .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt });
  if (!row) throw new Error('rate limit counter not written');
  return row;
}

export const hashedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The start of every stored key of `email`'s counters. */
export const ownerPrefix = (email: string) => `${hashedKey(`owner:${email.toLowerCase()}`)}.`;

const hashed = ({ key, owner }: Pick<Limit, 'key' | 'owner'>) =>
  owner ? `${ownerPrefix(owner)}${hashedKey(key)}` : hashedKey(key);

/**
 * Fixed-window attempt counters in the database, so every server process shares them. An attempt
 * is counted before it runs (so a burst of parallel guesses cannot slip past the limit) and
 * handed back afterwards when it should not count (a successful sign-in).
 */
export class RateLimiter {
  private takes = 0;

  constructor(
    private readonly db: Database,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt on every limit; when one is spent, counts nothing and throws 429. */
  async take(limits: Limit[]): Promise<Taken> {
    const now = new Date(this.now());
    if (++this.takes % SWEEP_EVERY === 0) await this.sweep(now);
    const taken: Taken = { entries: [] };
    for (const rule of limits) {
      const entry = await this.count(hashed(rule), now);
      taken.entries.push({ key: hashed(rule), resetAt: entry.resetAt });
      if (entry.count > rule.limit) {
        await this.refund(taken);
        throw tooMany(entry.resetAt, now);
      }
    }
    return taken;
  }

  /**
   * Counts one attempt on every limit and never refuses: says how far past its limit the fullest
   * one is (0 when none is past it). For limits that ask for more work rather than refuse.
   */
  async countAll(limits: Limit[]): Promise<{ taken: Taken; over: number; worst: Limit | null }> {
    const now = new Date(this.now());
    const taken: Taken = { entries: [] };
    let over = 0;
    let worst: Limit | null = null;
    for (const rule of limits) {
      const entry = await this.count(hashed(rule), now);
      taken.entries.push({ key: hashed(rule), resetAt: entry.resetAt });
      if (entry.count - rule.limit > over) {
        over = entry.count - rule.limit;
        worst = rule;
      }
    }
    return { taken, over, worst };
  }

  /**
   * Throws 429 when a limit is already spent, counting nothing: for limits counted only after
   * the outcome is known (a burst of allowed requests must not spend them first).
   */
  async refuseIfSpent(limits: Limit[]): Promise<void> {
    const now = new Date(this.now());
    for (const rule of limits) {
      const entry = await countInWindow(this.db, hashed(rule), 0, this.windowMs, now);
      if (entry.count >= rule.limit) throw tooMany(entry.resetAt, now);
    }
  }

  /** Hands the attempts back, in the window they were counted in (a new window starts at 0). */
  async refund(taken: Taken): Promise<void> {
    for (const { key, resetAt } of taken.entries) {
      await this.db
        .update(rateLimit)
        .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
        .where(and(eq(rateLimit.key, key), eq(rateLimit.resetAt, resetAt)));
    }
  }

  private count(key: string, now: Date): Promise<{ count: number; resetAt: Date }> {
    return countInWindow(this.db, key, 1, this.windowMs, now);
  }

  private async sweep(now: Date): Promise<void> {
    await this.db.delete(rateLimit).where(lt(rateLimit.resetAt, now));
  }
}
