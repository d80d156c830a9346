import { createHash } from 'node:crypto';
import type { Learner } from './learner';

/** Reads the raw value of cookie `name` from a Cookie header's value. */
export function cookieValue(cookie: string | null | undefined, name: string): string | null {
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * The cache key of a session cookie value: its URL-decoded form, hashed. Browsers send the value
 * as it was set (`%3D`), a hand-made request may send it decoded (`=`); better-auth accepts both,
 * so both must be one entry, or signing out with one spelling would leave the other cached.
 */
export function sessionKey(cookie: string): string {
  let decoded = cookie;
  try {
    decoded = decodeURIComponent(cookie);
  } catch {
    // not URL-encoded: the value itself
  }
  return createHash('sha256').update(decoded).digest('base64url');
}

/**
 * Remembers for a few seconds which learner a session belongs to, so that busy pages do not pay
 * a database round trip per request. Entries are dropped on sign-out by any server (see
 * sessions.ts); the time to live bounds how long a missed notice could matter.
 *
 * In an entry's last `refreshAheadMs` one request (`claimRefresh`) looks the session up again
 * while the others still answer from the entry. Were it left to expire, every request in flight
 * for that session would miss at once and wait for the database together: under load that is
 * dozens of requests parked across a young-generation collection, which V8 reads as "these
 * allocation sites' objects live long" and from then on allocates them in the old generation
 * (issue 17: GC tripled, /me lost a fifth of its rate on PostgreSQL).
 */
export class SessionCache {
  private readonly entries = new Map<
    string,
    { learner: Learner; expiresAt: number; refreshAt: number }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
    private readonly refreshAheadMs = Math.min(1_000, ttlMs / 2),
  ) {}

  get(key: string): Learner | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.learner;
  }

  /** True for one caller once the entry is due to be looked up again (it stays usable till then). */
  claimRefresh(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.refreshAt > this.now()) return false;
    entry.refreshAt = Infinity;
    return true;
  }

  set(key: string, learner: Learner): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const now = this.now();
    this.entries.set(key, {
      learner,
      expiresAt: now + this.ttlMs,
      refreshAt: now + this.ttlMs - this.refreshAheadMs,
    });
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every session of one learner (signed out everywhere, account deleted). */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries)
      if (entry.learner.userId === userId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
