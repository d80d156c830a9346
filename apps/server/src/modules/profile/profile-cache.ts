/** The channel on which the database announces each changed profile row (migration 0010). */
export const PROFILE_CHANNEL = 'lexora_profiles';

interface Entry<Row> {
  row: Row;
  expiresAt: number;
  /** From then on one reader (`claimRefresh`) reads the row again; the others still use it. */
  refreshAt: number;
}

/**
 * Profile rows kept in memory by one server, correct with several servers on one database.
 *
 * A trigger on the profile table NOTIFYs every change with the learner's id when it commits,
 * whoever made it; each server drops that learner's row when it hears it (`changed`). A row is
 * trusted only while the notices are heard, and for `maxAgeMs` at most in case one was lost
 * on a connection that died unnoticed. Two races are closed besides:
 * - a read that was under way when a change was heard may return the row as it was before: it is
 *   not kept (`readStarted` / `store`);
 * - this server's own change: its response may leave before its notice comes back over the
 *   listening connection, and a read finishing in between could keep the old row; so nothing is
 *   kept for that learner until the notice has come (or `maxAgeMs` passed: a rolled-back change
 *   sends none).
 */
export class ProfileCache<Row> {
  private readonly rows = new Map<string, Entry<Row>>();
  private readonly changing = new Map<string, { count: number; until: number }>();
  /** Counts the changes heard (and reconnections): a read keeps its row only if none came. */
  private heard = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly listening: () => boolean,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
    private readonly refreshAheadMs = Math.min(1_000, maxAgeMs / 2),
  ) {}

  get(userId: string): Row | undefined {
    const entry = this.rows.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || !this.listening()) {
      this.rows.delete(userId);
      return undefined;
    }
    return entry.row;
  }

  /**
   * True for one caller once the row is due to be read again, shortly before it expires: left to
   * expire, every request in flight for a busy learner would miss and wait on the database
   * together (see SessionCache for what that does to the garbage collector).
   */
  claimRefresh(userId: string): boolean {
    const entry = this.rows.get(userId);
    if (!entry || entry.refreshAt > this.now()) return false;
    entry.refreshAt = Infinity;
    return true;
  }

  /** Call before reading a row from the database; pass the result to `store`. */
  readStarted(): number {
    return this.heard;
  }

  /** Keeps a row read from the database, unless it may already be out of date. */
  store(userId: string, row: Row, readToken: number): void {
    if (readToken !== this.heard || this.maxAgeMs <= 0 || !this.listening()) return;
    const pending = this.changing.get(userId);
    if (pending) {
      if (pending.until > this.now()) return;
      this.changing.delete(userId);
    }
    if (this.rows.size >= this.maxEntries) this.rows.clear();
    const now = this.now();
    this.rows.set(userId, {
      row,
      expiresAt: now + this.maxAgeMs,
      refreshAt: now + this.maxAgeMs - this.refreshAheadMs,
    });
  }

  /** This server is about to change the learner's row. */
  willChange(userId: string): void {
    this.rows.delete(userId);
    if (this.changing.size >= this.maxEntries) {
      // Only changes that sent no notice (rolled back, or no row) stay here past their notice.
      const now = this.now();
      for (const [id, pending] of this.changing) if (pending.until <= now) this.changing.delete(id);
    }
    const pending = this.changing.get(userId);
    this.changing.set(userId, {
      count: (pending?.count ?? 0) + 1,
      until: this.now() + this.maxAgeMs,
    });
  }

  /** The database announced a committed change of the learner's row. */
  changed(userId: string): void {
    this.heard += 1;
    this.rows.delete(userId);
    const pending = this.changing.get(userId);
    if (pending && pending.count > 1) pending.count -= 1;
    else this.changing.delete(userId);
  }

  /** Started listening (again): notices may have been missed before, so nothing kept is trusted. */
  reset(): void {
    this.heard += 1;
    this.rows.clear();
  }
}
