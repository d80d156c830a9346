import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { AppError } from './errors';
import { sessionTokenFrom, type SessionCache } from './session-cache';

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
export function forwardSetCookies(c: Context, from: Headers): void {
  for (const cookie of from.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

export async function findLearner(
  auth: Auth,
  headers: Headers,
): Promise<{ learner: Learner; setCookies: Headers } | null> {
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  if (!result.response) return null;
  const { user } = result.response;
  return {
    learner: { userId: user.id, email: user.email, name: user.name },
    setCookies: result.headers,
  };
}

/** Refuses anonymous callers with 401 and puts the learner on the context. */
export function requireLearner(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessionTokenFrom(c.req.raw.headers);
    const cached = token ? cache.get(token) : null;
    if (cached) {
      c.set('learner', cached);
      return next();
    }
    const found = token ? await findLearner(auth, c.req.raw.headers) : null;
    if (!found || !token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    cache.set(token, found.learner);
    c.set('learner', found.learner);
    forwardSetCookies(c, found.setCookies);
    await next();
  };
}

/** The caller when signed in, else null (open routes that do more for signed-in learners). */
export async function optionalLearner(
  auth: Auth,
  cache: SessionCache,
  headers: Headers,
): Promise<Learner | null> {
  const token = sessionTokenFrom(headers);
  if (!token) return null;
  const cached = cache.get(token);
  if (cached) return cached;
  const found = await findLearner(auth, headers);
  if (!found) return null;
  cache.set(token, found.learner);
  return found.learner;
}
