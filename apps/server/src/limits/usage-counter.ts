import type { Database } from '../db/client';
import { countInWindow, hashedKey } from '../http/rate-limiter';
import { LEARNER_ACTIONS } from './learner-limits';

/**
 * Counts uses per key in fixed time windows. The server counts in the database (shared by every
 * server process, like the sign-in limits); the in-memory counter serves unit tests.
 */
export interface UsageCounter {
  /** Adds `cost` to the key's current window; returns the new count and when the window ends. */
  add(key: string, cost: number, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

export class MemoryUsageCounter implements UsageCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  async add(key: string, cost: number, windowMs: number) {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += cost;
    return { count: window.count, resetAt: window.resetAt };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The stored key of a learner's (or an address's) allowance for `action`. */
export const usageKey = (action: string, key: string) => hashedKey(`usage:${action}:${key}`);

/** Every stored key of a learner's own allowances, to delete with the account. */
export function learnerUsageKeys(userId: string): string[] {
  return LEARNER_ACTIONS.map((action) => usageKey(action, userId));
}

/** The counters in the `rate_limit` table: one upsert per use, the same for every server. */
export class DatabaseUsageCounter implements UsageCounter {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async add(key: string, cost: number, windowMs: number) {
    const row = await countInWindow(
      this.db,
      hashedKey(`usage:${key}`), // = usageKey(action, learner) for `${action}:${learner}`
      cost,
      windowMs,
      new Date(this.now()),
    );
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }
}
