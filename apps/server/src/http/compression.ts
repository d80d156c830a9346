import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { gzipSync } from 'node:zlib';
import { compress } from 'hono/compress';

/** Below about one packet, compressing costs the server more than it saves the learner. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON answers up to this size are gzipped in one synchronous call (about 0.1 ms for 8 KB) and
 * sent in one write. The streaming compressor costs more for them than the compression does: a
 * web stream per answer, the headers written apart from the body, and a timer before the first
 * chunk goes out.
 */
export const SYNC_COMPRESS_MAX_BYTES = 32 * 1024;

/** Whether an Accept-Encoding header takes gzip (named or by `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const weight = params.find((p) => p.toLowerCase().startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    const encoding = name.toLowerCase();
    if (encoding === 'gzip') return q > 0;
    if (encoding === '*') wildcard = q;
  }
  return wildcard > 0;
}

/** The request's Accept-Encoding, read from Node's own request when there is one (learner.ts). */
function acceptEncoding(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? incoming.headers['accept-encoding'] : c.req.header('accept-encoding');
}

/**
 * Compresses compressible bodies of at least COMPRESS_MIN_BYTES (or of unknown length) when the
 * browser accepts it; static files come precompressed from the build and are left alone.
 *
 * JSON answers, most of the API, are measured as they are made: a small one goes out exactly as
 * built, without the compressor looking at its headers. Looking makes @hono/node-server turn the
 * response's plain header object into a full Headers object, several times the cost of the rest
 * of a small request. A larger one, up to SYNC_COMPRESS_MAX_BYTES, is gzipped as it is made.
 * Everything else (and larger JSON) goes through the streaming compressor.
 */
export function compression(): MiddlewareHandler {
  const compressor = compress({ threshold: COMPRESS_MIN_BYTES });
  const afterwards = async () => {};
  return async (c, next) => {
    let finished: Response | undefined;
    c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
      const body = JSON.stringify(object);
      const json = { 'Content-Type': 'application/json', ...headers };
      // UTF-8 takes at least a byte per UTF-16 unit: only a short string can be small.
      if (body.length < COMPRESS_MIN_BYTES && Buffer.byteLength(body) < COMPRESS_MIN_BYTES) {
        // What Hono's c.json does, keeping the string to measure it.
        finished = c.body(body, arg as never, json);
        return finished;
      }
      const encoded = Buffer.from(body);
      if (encoded.length > SYNC_COMPRESS_MAX_BYTES) {
        finished = undefined;
        return c.body(body, arg as never, json);
      }
      const vary = { ...json, Vary: 'Accept-Encoding' };
      finished = acceptsGzip(acceptEncoding(c))
        ? c.body(gzipSync(encoded) as never, arg as never, { ...vary, 'Content-Encoding': 'gzip' })
        : c.body(body, arg as never, vary);
      return finished;
    }) as unknown as typeof c.json;
    await next();
    // Left alone only when the answer is that JSON itself, untouched since.
    if (c.res !== finished) await compressor(c, afterwards);
  };
}
