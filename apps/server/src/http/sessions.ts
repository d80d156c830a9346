import type { Auth } from '../auth/auth';
import type { DatabaseHandle } from '../db/client';
import type { Learner } from './learner';
import { cookieValue, SessionCache, sessionKey } from './session-cache';

/** The channel on which every server hears which sessions ended. */
export const SESSION_CHANNEL = 'lexora_sessions';

export interface FoundSession {
  learner: Learner;
  /** better-auth's refreshed cookies, when it looked the session up (not from the cache). */
  setCookies?: Headers;
}

/**
 * Who a request's session cookie belongs to. better-auth's session row is the authority; a
 * short-lived cache spares the round trip, and it is trusted only while this process hears the
 * database's sign-out notices (LISTEN/NOTIFY), so a session ended on any server ends here too.
 */
export function createSessions(deps: {
  auth: Auth;
  database: Pick<DatabaseHandle, 'listen' | 'notify'>;
  /** better-auth's session cookie name (`sessionCookieName`). */
  cookieName: string;
  ttlMs: number;
  now?: () => number;
}) {
  const cache = new SessionCache(deps.ttlMs, deps.now);
  const notices = deps.database.listen(SESSION_CHANNEL, (message) => {
    if (message.startsWith('session:')) cache.forget(message.slice('session:'.length));
    if (message.startsWith('learner:')) cache.forgetUser(message.slice('learner:'.length));
  });

  function keyOf(headers: Headers): string | null {
    const value = cookieValue(headers, deps.cookieName);
    return value ? sessionKey(value) : null;
  }

  async function publish(message: string): Promise<void> {
    await deps.database.notify(SESSION_CHANNEL, message);
  }

  return {
    async find(headers: Headers): Promise<FoundSession | null> {
      const key = keyOf(headers);
      if (!key) return null;
      if (notices.listening()) {
        // Lets a sign-out notice that arrived with this request be handled before the lookup.
        await new Promise((resolve) => setImmediate(resolve));
        const learner = cache.get(key);
        if (learner) return { learner };
      } else {
        cache.clear(); // notices may have been missed while not listening
      }
      const result = await deps.auth.api.getSession({ headers, returnHeaders: true });
      if (!result.response) return null;
      const { user } = result.response;
      const learner = { userId: user.id, email: user.email, name: user.name };
      cache.set(key, learner);
      return { learner, setCookies: result.headers };
    },

    /** After better-auth deleted the session: every server drops it now. */
    async ended(headers: Headers): Promise<void> {
      const key = keyOf(headers);
      if (!key) return;
      cache.forget(key);
      await publish(`session:${key}`);
    },

    /** Every session of one learner ends on every server (account deleted, signed out everywhere). */
    async endedForLearner(userId: string): Promise<void> {
      cache.forgetUser(userId);
      await publish(`learner:${userId}`);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
