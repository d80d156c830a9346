import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuth, SESSION_EXPIRES_IN_S, type Auth } from '../src/auth/auth';
import { session } from '../src/db/schema';
import { createSessionReader } from '../src/http/session-reader';
import type { SessionRequest } from '../src/http/sessions';
import { dbMode, suiteDatabase, uniqueEmail } from './support/test-server';

const PUBLIC_URL = 'http://localhost:3000';
const COOKIE_NAME = 'lexora.session_token';
const DAY_MS = 24 * 60 * 60 * 1000;

const request = (cookie: string): SessionRequest => ({
  cookie,
  headers: () => new Headers({ cookie }),
});

/** The `name=value` pair of the session cookie among better-auth's Set-Cookie headers. */
function sessionCookie(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith(`${COOKIE_NAME}=`));
  if (!set) throw new Error('no session cookie was set');
  return set.split(';')[0] as string;
}

describe(`reading a session in one query (${dbMode})`, { timeout: 60_000 }, () => {
  const database = suiteDatabase();
  let auth: Auth;
  let otherAuth: Auth;
  /** better-auth's own lookups, counted: the reader should need them only off the common path. */
  let betterAuthLookups = 0;
  let read: ReturnType<typeof createSessionReader>;

  beforeAll(async () => {
    auth = createAuth({
      db: database().db,
      secret: randomBytes(32).toString('hex'),
      publicUrl: PUBLIC_URL,
    });
    otherAuth = createAuth({
      db: database().db,
      secret: randomBytes(32).toString('hex'),
      publicUrl: PUBLIC_URL,
    });
    const getSession = auth.api.getSession;
    auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
      betterAuthLookups += 1;
      return getSession(...args);
    }) as typeof getSession;
    read = createSessionReader({ auth, db: database().db, cookieName: COOKIE_NAME });
    await auth.$context;
  });

  async function newSession(name = 'Reader Learner') {
    const email = uniqueEmail('reader');
    const { headers, response } = await auth.api.signUpEmail({
      body: { name, email, password: 'correct-horse-battery-9' },
      returnHeaders: true,
    });
    return { cookie: sessionCookie(headers), userId: response.user.id, email, name };
  }

  const tokenOf = (cookie: string) =>
    decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0] as string;

  async function expiresAt(cookie: string): Promise<Date | undefined> {
    const [row] = await database()
      .db.select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, tokenOf(cookie)));
    return row?.expiresAt;
  }

  async function setExpiry(cookie: string, at: Date) {
    await database()
      .db.update(session)
      .set({ expiresAt: at })
      .where(eq(session.token, tokenOf(cookie)));
  }

  it('answers a current session itself, as better-auth would, in either spelling of the cookie', async () => {
    const learner = await newSession('Ada Reader');
    const before = betterAuthLookups;
    const found = await read(request(learner.cookie));
    const decoded = await read(request(decodeURIComponent(learner.cookie)));
    expect(betterAuthLookups).toBe(before);
    const expected = { userId: learner.userId, email: learner.email, name: 'Ada Reader' };
    expect(found).toEqual({ learner: expected });
    expect(decoded).toEqual({ learner: expected });

    const byBetterAuth = await auth.api.getSession({
      headers: new Headers({ cookie: learner.cookie }),
    });
    expect(byBetterAuth?.user).toMatchObject({
      id: expected.userId,
      email: expected.email,
      name: expected.name,
    });
  });

  it('refuses a cookie whose signature was changed, or made with another secret', async () => {
    const learner = await newSession();
    const value = decodeURIComponent(learner.cookie.slice(COOKIE_NAME.length + 1));
    const [token, signature] = value.split('.') as [string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      await read(request(`${COOKIE_NAME}=${encodeURIComponent(`${token}.${flipped}`)}`)),
    ).toBeNull();
    expect(await read(request(`${COOKIE_NAME}=${token}`))).toBeNull();

    const foreign = await otherAuth.api.signUpEmail({
      body: { name: 'Other', email: uniqueEmail('other'), password: 'correct-horse-battery-9' },
      returnHeaders: true,
    });
    expect(await read(request(sessionCookie(foreign.headers)))).toBeNull();
  });

  it('refuses a signed-out session without asking better-auth', async () => {
    const learner = await newSession();
    await auth.api.signOut({ headers: new Headers({ cookie: learner.cookie }) });
    const before = betterAuthLookups;
    expect(await read(request(learner.cookie))).toBeNull();
    expect(betterAuthLookups).toBe(before);
  });

  it('leaves a session due for renewal to better-auth, which extends it and sets the cookie again', async () => {
    const learner = await newSession();
    // Made two days ago: older than the one day after which better-auth renews a session.
    const twoDaysOld = new Date(Date.now() + SESSION_EXPIRES_IN_S * 1000 - 2 * DAY_MS);
    await setExpiry(learner.cookie, twoDaysOld);
    const before = betterAuthLookups;
    const found = await read(request(learner.cookie));
    expect(betterAuthLookups).toBe(before + 1);
    expect(found?.learner.userId).toBe(learner.userId);
    expect(found?.setCookies && sessionCookie(found.setCookies)).toBeTruthy();
    const renewed = await expiresAt(learner.cookie);
    expect(renewed!.getTime()).toBeGreaterThan(twoDaysOld.getTime() + DAY_MS);

    // Renewed, it is current again: the reader answers it itself.
    await read(request(learner.cookie));
    expect(betterAuthLookups).toBe(before + 1);
  });

  it('leaves an expired session to better-auth, which refuses it and deletes it', async () => {
    const learner = await newSession();
    await setExpiry(learner.cookie, new Date(Date.now() - 1000));
    const before = betterAuthLookups;
    expect(await read(request(learner.cookie))).toBeNull();
    expect(betterAuthLookups).toBe(before + 1);
    expect(await expiresAt(learner.cookie)).toBeUndefined();
  });
});
