import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/suite';
import { newPage } from './support/browser';

describe('the built app', () => {
  const suite = useAppAndBrowser();

  it('serves the web app and the API from one port', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Lexora');
    const health = await page.evaluate(() => fetch('/api/health').then((r) => r.json()));
    expect(health.database).toMatchObject({ mode: 'pglite', ok: true });
    await context.close();
  });
});
