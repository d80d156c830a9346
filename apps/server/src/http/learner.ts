import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './errors';
import type { SessionRequest, Sessions } from './sessions';

/** The signed-in caller, as every service receives it. */
export interface Learner {
  userId: string;
  email: string;
  name: string;
}

export interface AppEnv {
  Variables: { learner: Learner };
}

/**
 * Copies better-auth's cookies onto the response being built. They must be set through the
 * context before the response exists: @hono/node-server drops headers appended afterwards.
 */
export function forwardSetCookies(c: Context, from: Headers | undefined): void {
  for (const cookie of from?.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
}

/**
 * The request as a session lookup reads it. The Cookie header comes from Node's own request when
 * @hono/node-server serves us (`c.env.incoming`): asking the Fetch Request for one header makes
 * the adapter copy every header into a new Headers object, a cost on each signed-in request.
 */
export function sessionRequest(c: Context): SessionRequest {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return {
    cookie: incoming ? (incoming.headers.cookie ?? null) : (c.req.header('cookie') ?? null),
    headers: () => c.req.raw.headers,
  };
}

/** Refuses anonymous callers with 401 and puts the learner on the context. */
export function requireLearner(sessions: Sessions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = await sessions.find(sessionRequest(c));
    if (!found) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    c.set('learner', found.learner);
    forwardSetCookies(c, found.setCookies);
    await next();
  };
}

/** The caller when signed in, else null (open routes that do more for signed-in learners). */
export async function optionalLearner(sessions: Sessions, c: Context): Promise<Learner | null> {
  return (await sessions.find(sessionRequest(c)))?.learner ?? null;
}
