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
 */
export class SessionCache {
  private readonly entries = new Map<string, { learner: Learner; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
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

  set(key: string, learner: Learner): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { learner, expiresAt: this.now() + this.ttlMs });
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
