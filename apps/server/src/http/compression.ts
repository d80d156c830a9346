import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below about one packet, compressing costs the server more than it saves the learner. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses compressible bodies of at least COMPRESS_MIN_BYTES (or of unknown length) when the
 * browser accepts it; static files come precompressed from the build and are left alone.
 *
 * JSON answers, most of the API, are measured as they are made: a small one goes out exactly as
 * built, without the compressor looking at its headers. Looking makes @hono/node-server turn the
 * response's plain header object into a full Headers object, several times the cost of the rest
 * of a small request. Everything else (and large JSON) goes through the compressor.
 */
export function compression(): MiddlewareHandler {
  const compressor = compress({ threshold: COMPRESS_MIN_BYTES });
  const afterwards = async () => {};
  return async (c, next) => {
    let small: Response | undefined;
    c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
      const body = JSON.stringify(object);
      // What Hono's c.json does, keeping the string to measure it.
      const res = c.body(body, arg as never, { 'Content-Type': 'application/json', ...headers });
      // UTF-8 takes at least a byte per UTF-16 unit: only a short string can be small.
      const isSmall =
        body.length < COMPRESS_MIN_BYTES && Buffer.byteLength(body) < COMPRESS_MIN_BYTES;
      small = isSmall ? res : undefined;
      return res;
    }) as unknown as typeof c.json;
    await next();
    // Left alone only when the answer is that small JSON itself, untouched since.
    if (c.res !== small) await compressor(c, afterwards);
  };
}
