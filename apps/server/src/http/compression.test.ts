import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressLarge, sizedJson } from './compression';

const app = new Hono();
app.use(compressLarge());
app.use(sizedJson);
const large = { words: Array.from({ length: 200 }, (_, i) => `word-${i}`) };
app.get('/small', (c) => c.json({ ok: true }));
app.get('/large', (c) => c.json(large, 201, { 'X-Extra': 'yes' }));
const gzip = { headers: { 'Accept-Encoding': 'gzip' } };

describe('API compression', () => {
  it('sends small JSON as is, with its length and no Vary', async () => {
    const res = await app.request('/small', gzip);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String('{"ok":true}'.length));
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Vary')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it('compresses JSON above the threshold for a browser that accepts it, keeping status and headers', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await app.request('/large', gzip);
    expect(res.status).toBe(201);
    expect(res.headers.get('X-Extra')).toBe('yes');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(large);
  });

  it('sends the large body plain to a client that accepts no encoding', async () => {
    const res = await app.request('/large');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual(large);
  });
});
