import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server';
import { launchBrowser, newPage } from './support/browser';

describe('the built app', () => {
  let server: AppServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the web app and the API from one port', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Lexora');
    const health = await page.evaluate(() => fetch('/api/health').then((r) => r.json()));
    expect(health.database).toMatchObject({ mode: 'pglite', ok: true });
    await context.close();
  });
});
