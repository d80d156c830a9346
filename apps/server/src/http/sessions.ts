import type { DatabaseHandle } from '../db/client';
import type { Learner } from './learner';
import { cookieValue, SessionCache, sessionKey } from './session-cache';

/** The channel on which every server hears which sessions ended. */
export const SESSION_CHANNEL = 'lexora_sessions';

/** What a session lookup reads of a request: its Cookie header, and all headers on a miss. */
export interface SessionRequest {
  cookie: string | null;
  headers(): Headers;
}

export interface FoundSession {
  learner: Learner;
  /** better-auth's refreshed cookies, when it looked the session up (not from the cache). */
  setCookies?: Headers;
}

const MAX_REMEMBERED_KEYS = 10_000;

let turn: Promise<void> | undefined;
/**
 * Resolves in this turn of the event loop's check phase, after the I/O that arrived with the
 * caller (a sign-out notice among it) was handled. One timer serves every request of the turn.
 */
function afterArrivedIo(): Promise<void> {
  turn ??= new Promise((resolve) =>
    setImmediate(() => {
      turn = undefined;
      resolve();
    }),
  );
  return turn;
}

/**
 * Who a request's session cookie belongs to. better-auth's session row is the authority, read by
 * `read` (session-reader.ts); a short-lived cache spares the round trip, and it is trusted only
 * while this process hears the database's sign-out notices (LISTEN/NOTIFY), so a session ended on
 * any server ends here too.
 */
export function createSessions(deps: {
  read: (request: SessionRequest) => Promise<FoundSession | null>;
  database: Pick<DatabaseHandle, 'listen' | 'notify' | 'afterCommit'>;
  /** better-auth's session cookie name (`sessionCookieName`). */
  cookieName: string;
  ttlMs: number;
  now?: () => number;
}) {
  const cache = new SessionCache(deps.ttlMs, deps.now);
  /**
   * Counts the sessions ended (heard or ended here): a lookup that was under way meanwhile may
   * have read a session as it was before, so its answer is neither kept nor shared.
   */
  let endings = 0;
  /** Lookups under way, by session key: requests with the same cookie wait for one of them. */
  const lookups = new Map<
    string,
    { cookie: string | null; endings: number; found: Promise<FoundSession | null> }
  >();
  const notices = deps.database.listen(SESSION_CHANNEL, (message) => {
    endings += 1;
    if (message.startsWith('session:')) cache.forget(message.slice('session:'.length));
    if (message.startsWith('learner:')) cache.forgetUser(message.slice('learner:'.length));
  });

  // Each cookie's key, so that a busy session is hashed once rather than on every request. Only
  // ever a lookup aid: a cookie whose session ended finds no learner under its key.
  const keys = new Map<string, string>();
  function keyOf(cookie: string | null): string | null {
    const value = cookieValue(cookie, deps.cookieName);
    if (!value) return null;
    let key = keys.get(value);
    if (key === undefined) {
      if (keys.size >= MAX_REMEMBERED_KEYS) keys.clear();
      key = sessionKey(value);
      keys.set(value, key);
    }
    return key;
  }

  /**
   * Sends `message` to every server and waits until each has handled it (a second at most): the
   * learner's next request, on whichever server, finds the session ended.
   */
  async function publish(message: string): Promise<void> {
    await deps.database.notify(SESSION_CHANNEL, message);
    await deps.database.afterCommit(() => notices.sync());
  }

  /** The session as read from the database, kept unless a session ended while it was read. */
  async function lookUp(key: string, request: SessionRequest): Promise<FoundSession | null> {
    const started = endings;
    const found = await deps.read(request);
    if (!found) {
      cache.forget(key);
      return null;
    }
    if (started === endings) cache.set(key, found.learner);
    return found;
  }

  /**
   * One lookup per session at a time: requests that miss together (a busy session whose entry
   * expired) wait for the same one rather than each sending its own. Only a lookup started with
   * the same Cookie header, and since the last session ended, is shared.
   */
  function sharedLookUp(key: string, request: SessionRequest): Promise<FoundSession | null> {
    const running = lookups.get(key);
    if (running && running.cookie === request.cookie && running.endings === endings)
      return running.found;
    const found = lookUp(key, request);
    const entry = { cookie: request.cookie, endings, found };
    lookups.set(key, entry);
    const done = () => {
      if (lookups.get(key) === entry) lookups.delete(key);
    };
    found.then(done, done);
    return found;
  }

  return {
    async find(request: SessionRequest): Promise<FoundSession | null> {
      const key = keyOf(request.cookie);
      if (!key) return null;
      if (notices.listening()) {
        // Lets a sign-out notice that arrived with this request be handled before the lookup.
        await afterArrivedIo();
        const learner = cache.get(key);
        if (learner) {
          if (!cache.claimRefresh(key)) return { learner };
          // Near its end an entry is renewed by one request, the rest still answered from it; the
          // entry is still good for this request should the database not answer.
          return sharedLookUp(key, request).catch(() => ({ learner }));
        }
      } else {
        cache.clear(); // notices may have been missed while not listening
      }
      return sharedLookUp(key, request);
    },

    /** After better-auth deleted the session: every server drops it now. */
    async ended(headers: Headers): Promise<void> {
      const key = keyOf(headers.get('cookie'));
      if (!key) return;
      endings += 1;
      cache.forget(key);
      await publish(`session:${key}`);
    },

    /** Every session of one learner ends on every server (account deleted, signed out everywhere). */
    async endedForLearner(userId: string): Promise<void> {
      endings += 1;
      cache.forgetUser(userId);
      await publish(`learner:${userId}`);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
