import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useAppAndBrowser } from './support/suite';

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });

describe('the API reference page', () => {
  const suite = useAppAndBrowser();

  it('renders every route with its errors, from this server alone, without console errors', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(suite.server.baseUrl) && !r.url().startsWith('data:')) {
        foreign.push(r.url());
      }
    });

    await page.goto('/api/docs');
    await expect
      .poll(() => page.locator('.opblock').count(), { timeout: 20_000 })
      .toBeGreaterThan(20);
    await expect
      .poll(() => page.getByRole('heading', { name: /Lexora API/ }).count())
      .toBeGreaterThan(0);

    // One operation opened: its body description and its error responses are on the page.
    const addWord = page.locator('#operations-words-post_v1_learners__validKey__difficult_words');
    await addWord.locator('.opblock-summary').first().click();
    await expect.poll(() => addWord.textContent()).toMatch(/A word \(at most 60 characters\)/);
    const text = (await addWord.textContent()) ?? '';
    for (const status of ['400', '401', '403', '404', '409', '413', '415', '500']) {
      expect(text, status).toContain(status);
    }
    // The shared error body, with the codes each status carries.
    expect(text).toContain('VALIDATION_FAILED: a field breaks its rule');
    await page.screenshot({ path: path.join(shots, 'api-docs-1280.png') });
    await addWord.screenshot({ path: path.join(shots, 'api-docs-operation.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'api-docs-390.png') });

    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
