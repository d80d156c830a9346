import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below about one packet, compressing costs the server more than it saves the learner. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON responses carry their length, so compression (below) skips small bodies without reading
 * them: reading a body makes the Node adapter build a full Response for every call.
 */
export const sizedJson: MiddlewareHandler = async (c, next) => {
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
    const body = JSON.stringify(object);
    return c.body(body, arg as never, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(body)),
    });
  }) as unknown as typeof c.json;
  await next();
};

/**
 * Compresses compressible bodies of at least COMPRESS_MIN_BYTES (or of unknown length) when the
 * browser accepts it; static files come precompressed from the build and are left alone.
 */
export const compressLarge = (): MiddlewareHandler => compress({ threshold: COMPRESS_MIN_BYTES });
