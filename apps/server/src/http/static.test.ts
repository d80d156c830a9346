import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, inlineScriptHashes, mountWebApp, REVALIDATE } from './static';

describe('the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lexora-static-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Lexora</title></head><body></body></html>',
  );
  const script = 'console.log("lexora");'.repeat(100);
  writeFileSync(path.join(dist, 'assets/app.js'), script);
  writeFileSync(path.join(dist, 'assets/app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/app.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets/app.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{"src/secret.tsx":{}}');
  writeFileSync(
    path.join(dist, '.vite/route-preloads.json'),
    JSON.stringify({ '/pricing': ['assets/pricing-1.js', 'assets/icon-2.js', '"><script>'] }),
  );
  const app = new Hono();
  mountWebApp(app, dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves its files and index.html for app routes, never a source map', async () => {
    expect((await app.request('/assets/app.js')).status).toBe(200);
    expect(await (await app.request('/dashboard')).text()).toContain('<title>Lexora</title>');
    const map = await app.request('/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it("preloads a route's chunks in the page for that route only", async () => {
    const pricing = await (await app.request('/pricing')).text();
    expect(pricing).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/pricing-1.js"><link rel="modulepreload" crossorigin href="/assets/icon-2.js"></head>',
    );
    expect(pricing).not.toContain('<script>');
    for (const url of ['/', '/dashboard', '/index.html'])
      expect(await (await app.request(url)).text(), url).not.toContain('modulepreload');
  });

  it('picks the precompressed copy the browser accepts, brotli first', async () => {
    const br = await app.request('/assets/app.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    const gz = await app.request('/assets/app.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await app.request('/assets/app.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('lets browsers keep hashed assets for a year and makes them check the page every time', async () => {
    expect((await app.request('/assets/app.js')).headers.get('Cache-Control')).toBe(IMMUTABLE);
    for (const url of ['/', '/index.html', '/DashboardOne', '/favicon.svg'])
      expect((await app.request(url)).headers.get('Cache-Control'), url).toBe(REVALIDATE);
  });
});

describe('inline script hashes for the CSP', () => {
  it('hashes exactly the body of each inline script, not external ones', () => {
    const body = "document.documentElement.classList.toggle('dark', true);";
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const html = `<script>${body}</script><script type="module" src="/assets/a.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
