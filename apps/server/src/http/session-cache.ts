import type { Learner } from './learner';

export const SESSION_COOKIE = 'lexora.session_token';

/** Reads the session cookie's raw value from a Cookie header. */
export function sessionTokenFrom(headers: Headers): string | null {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE)
      return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * Remembers, for a few seconds, which learner a session cookie belongs to, so that busy pages do
 * not pay a database round trip per request. Sign-out in this process forgets the cookie at once;
 * another server process sharing the database would notice within `ttlMs` (see ADR 0002).
 */
export class SessionCache {
  private readonly entries = new Map<string, { learner: Learner; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): Learner | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(token);
      return null;
    }
    return entry.learner;
  }

  set(token: string, learner: Learner): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { learner, expiresAt: this.now() + this.ttlMs });
  }

  forget(token: string | null): void {
    if (token) this.entries.delete(token);
  }

  /** Forgets every session of a learner (account deleted: signed out everywhere). */
  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries)
      if (entry.learner.userId === userId) this.entries.delete(token);
  }
}
