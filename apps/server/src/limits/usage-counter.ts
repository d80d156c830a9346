/**
 * Counts uses per key in fixed time windows. The in-memory counter serves one server process;
 * a PostgreSQL-backed counter (one upsert per call) can implement the same interface when
 * several servers share a database.
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
