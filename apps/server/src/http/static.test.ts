import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountWebApp } from './static';

describe('the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lexora-static-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lexora</title>');
  writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'assets/app.js.map'), '{"sources":["secret.ts"]}');
  const app = new Hono();
  mountWebApp(app, dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves its files and index.html for app routes, never a source map', async () => {
    expect((await app.request('/assets/app.js')).status).toBe(200);
    expect(await (await app.request('/dashboard')).text()).toContain('<title>Lexora</title>');
    const map = await app.request('/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });
});
