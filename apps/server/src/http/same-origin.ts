import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './errors';
import { clientView, type TrustProxy } from './proxy';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser says the request comes from: Origin, else the Referer's origin. */
function claimedOrigin(c: Context): string | null {
  const origin = c.req.header('origin');
  if (origin) return origin;
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * One rule for every state-changing request: a browser must send it from the page it is sent
 * to (the origin the request addressed, as the client saw it behind a trusted proxy) or from an
 * allowed origin (PUBLIC_URL, ALLOWED_ORIGINS). So the app works on any address learners use
 * (a LAN address too), and a foreign page cannot post with the learner's cookie.
 * A request with neither Origin nor Referer is not from a browser page (curl, scripts, tests):
 * browsers always send Origin on these methods. It passes; it carries only its own credentials.
 */
export function sameOrigin(options: {
  allowedOrigins: readonly string[];
  trustProxy: TrustProxy;
  uploadPaths: ReadonlySet<string>;
}): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const claimed = claimedOrigin(c);
    if (claimed === null || allowed.has(claimed)) return next();
    const { protocol, host } = clientView(c, options.trustProxy);
    if (host && claimed === `${protocol}://${host}`) return next();
    throw new AppError(
      'FORBIDDEN',
      options.uploadPaths.has(c.req.path)
        ? 'This upload must come from the Lexora page itself.'
        : 'This request must come from the Lexora page itself.',
    );
  };
}

const hasBody = (c: Context) =>
  Number(c.req.header('content-length') ?? 0) > 0 ||
  c.req.header('transfer-encoding') !== undefined;

/**
 * Bodies come as JSON, uploads as multipart forms; anything else is told what to send (415).
 * A foreign page can post text/plain without asking the browser first, JSON it cannot.
 */
export function bodyTypes(uploadPaths: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || !hasBody(c)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (uploadPaths.has(c.req.path)) {
      if (type === 'multipart/form-data') return next();
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Please send the recording as a form upload (multipart/form-data).',
      );
    }
    if (type === 'application/json' || type.endsWith('+json')) return next();
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Please send this request as JSON (Content-Type: application/json).',
    );
  };
}
