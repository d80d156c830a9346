import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { AppError } from './errors';

/**
 * Form and multipart posts (which a foreign page can send without CORS) must come from our own
 * origin. JSON requests are not affected: browsers cannot send them cross-site without CORS.
 */
export function sameOriginForms(allowedOrigins: readonly string[]): MiddlewareHandler {
  const guard = csrf({ origin: [...allowedOrigins] });
  return async (c, next) => {
    try {
      await guard(c, next);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403)
        throw new AppError('FORBIDDEN', 'This upload must come from the Lexora page itself.');
      throw error;
    }
  };
}
