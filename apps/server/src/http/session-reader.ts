import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S, type Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import { cookieValue } from './session-cache';
import type { FoundSession, SessionRequest } from './sessions';

/** The length of an HMAC-SHA256 signature in base64 with its padding, as better-auth signs. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a signed cookie value (`token.signature`, maybe URL-encoded), or null when
 * the value is not one signed with `secret`.
 */
function signedToken(value: string | null, secret: string): string | null {
  if (!value) return null;
  let decoded = value;
  if (decoded.includes('%')) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1));
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return timingSafeEqual(signature, expected) ? token : null;
}

/** Whether better-auth would renew the session (and set its cookie again) on this lookup. */
function renewalDue(expiresAt: Date, now: number): boolean {
  return expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now;
}

/**
 * Who a request's session cookie belongs to, as better-auth would answer (ADR 0039). A current
 * session, the common case, is read in one query: the cookie's signature checked here, the
 * session and its user joined. better-auth itself answers every other case: a cookie this reader
 * cannot verify, a session that has expired (it deletes the row) or is due for renewal (it
 * extends the row and sets the cookie again). Its own lookup costs two queries, a context and an
 * asynchronous signature check per call, which showed when every learner's cache entry was cold
 * at once (a server restart: docs/performance.md).
 */
export function createSessionReader(deps: {
  auth: Auth;
  db: Database;
  cookieName: string;
  now?: () => number;
}): (request: SessionRequest) => Promise<FoundSession | null> {
  const now = deps.now ?? Date.now;
  // better-auth's signing secret (its own choice among `secret` and the environment's); until it
  // is known, better-auth answers every lookup.
  let secret: string | undefined;
  deps.auth.$context.then(
    (context) => (secret = context.secret),
    () => undefined,
  );
  const byToken = deps.db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');

  async function throughBetterAuth(request: SessionRequest): Promise<FoundSession | null> {
    const result = await deps.auth.api.getSession({
      headers: request.headers(),
      returnHeaders: true,
    });
    if (!result.response) return null;
    const { user: found } = result.response;
    return {
      learner: { userId: found.id, email: found.email, name: found.name },
      setCookies: result.headers,
    };
  }

  return async (request) => {
    const token = secret ? signedToken(cookieValue(request.cookie, deps.cookieName), secret) : null;
    if (token === null) return throughBetterAuth(request);
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    if (renewalDue(row.expiresAt, now())) return throughBetterAuth(request);
    return { learner: { userId: row.userId, email: row.email, name: row.name } };
  };
}
