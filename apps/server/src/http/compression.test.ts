import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  COMPRESS_MIN_BYTES,
  compression,
  SYNC_COMPRESS_MAX_BYTES,
} from './compression';

const app = new Hono();
app.use(compression());
const large = { words: Array.from({ length: 200 }, (_, i) => `word-${i}`) };
// Short as a string, yet over the threshold in UTF-8 bytes.
const wide = { text: 'ü'.repeat(COMPRESS_MIN_BYTES / 2 + 10) };
app.get('/small', (c) => c.json({ ok: true }));
app.get('/large', (c) => c.json(large, 201, { 'X-Extra': 'yes' }));
app.get('/wide', (c) => c.json(wide));
const huge = { text: 'lexora '.repeat(SYNC_COMPRESS_MAX_BYTES / 6) };
app.get('/huge', (c) => c.json(huge));
app.get('/text', (c) => c.text('x'.repeat(COMPRESS_MIN_BYTES * 2)));
// A small JSON answer that a middleware changes afterwards is no longer the one measured.
app.get(
  '/small-then-changed',
  async (c, next) => {
    await next();
    c.res = c.body('y'.repeat(COMPRESS_MIN_BYTES * 2), 200, { 'Content-Type': 'text/plain' });
  },
  (c) => c.json({ ok: true }),
);

let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What the browser receives, bytes as sent (fetch would undo the compression). */
function request(path: string, encoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

describe('API compression', () => {
  it('sends small JSON as is, with its length and no Vary', async () => {
    const res = await request('/small', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String('{"ok":true}'.length));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it('compresses JSON above the threshold for a browser that accepts it, keeping status and headers', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await request('/large', 'gzip');
    expect(res.status).toBe(201);
    expect(res.headers['x-extra']).toBe('yes');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(large);
    // Compressed whole and sent in one piece with its length, not streamed in chunks.
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
  });

  it('streams JSON too large to compress at once, still compressed', async () => {
    expect(JSON.stringify(huge).length).toBeGreaterThan(SYNC_COMPRESS_MAX_BYTES);
    const res = await request('/huge', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(huge);
  });

  it('honours the weights of Accept-Encoding', async () => {
    const refused = await request('/large', 'gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toEqual(large);
    const anything = await request('/large', '*');
    expect(anything.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(anything.body).toString())).toEqual(large);
  });

  it('counts bytes, not characters: short JSON of many-byte letters is compressed', async () => {
    expect(JSON.stringify(wide).length).toBeLessThan(COMPRESS_MIN_BYTES);
    const res = await request('/wide', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(wide);
  });

  it('sends the large body plain, with Vary, to a client that accepts no encoding', async () => {
    const res = await request('/large');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(res.body.toString())).toEqual(large);
  });

  it('compresses other large answers, and a small JSON answer replaced afterwards', async () => {
    for (const path of ['/text', '/small-then-changed']) {
      const res = await request(path, 'gzip');
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(res.body).length, path).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES * 2);
    }
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['deflate, *;q=0.1', true],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['deflate, br', false],
    ['identity', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
