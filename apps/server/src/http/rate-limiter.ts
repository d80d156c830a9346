import { AppError } from './errors';

/**
 * Fixed-window attempt counter kept in memory. One instance serves every key kind
 * (per IP, per email), so both limits share one mechanism and one message.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt for `key`; throws RATE_LIMITED once `limit` attempts were made this window. */
  hit(key: string, limit: number): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts, try again in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
      );
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
