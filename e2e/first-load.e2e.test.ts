import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

// docs/performance.md, Lighthouse: what keeps the first load of a page quick and steady.

declare global {
  interface Window {
    lexoraFirstSeen?: 'spinner' | 'heading';
    lexoraShift?: number;
    lexoraShownAt?: number;
  }
}

/** Records which shows first, the loading spinner or the page's heading, and the layout shift. */
async function watchFirstLoad(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (window.lexoraFirstSeen) return;
      if (document.querySelector('h1')) window.lexoraFirstSeen = 'heading';
      else if (document.querySelector('[role="status"]')) window.lexoraFirstSeen = 'spinner';
    }).observe(document, { childList: true, subtree: true });
    window.lexoraShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.lexoraShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function load(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Let late shifts land before reading the total.
  await page.waitForTimeout(500);
  return page.evaluate(() => ({ first: window.lexoraFirstSeen, shift: window.lexoraShift }));
}

describe('the first load of a page', () => {
  const suite = useAppAndBrowser();
  const phone = { width: 390, height: 844 };

  it("gets the route's chunks named in the page, and nothing shifts as the page appears", async () => {
    const html = await (await fetch(`${suite.server.baseUrl}/EnglishPricePlan`)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/pricing-page-/);
    const landing = await (await fetch(`${suite.server.baseUrl}/`)).text();
    expect(landing).not.toContain('pricing-page-');

    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, phone);
    await watchFirstLoad(page);
    const { shift } = await load(page, '/EnglishPricePlan', 'Simple plans for every learner');
    expect(shift).toBeLessThan(0.1);
    await context.close();
  });

  it('keeps the footer below the fold while a slow page loads, so nothing shifts', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, phone);
    await watchFirstLoad(page);
    await page.route('**/assets/pricing-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const { first, shift } = await load(
      page,
      '/EnglishPricePlan',
      'Simple plans for every learner',
    );
    expect(first).toBe('spinner');
    expect(shift).toBeLessThan(0.1);
    await context.close();
  });

  // ADR 0030: the signed-in learner's session user and profile come with the page.
  describe('of a signed-in page', () => {
    /** The learner's API reads the page asked for, in order. */
    function apiReads(page: Page): string[] {
      const reads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
      });
      return reads;
    }

    it('shows the dashboard before the session check answers, without asking for the profile', async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, phone);
      await signUpInPage(page, 'Nadia Quill');
      const reads = apiReads(page);
      let answerSession = () => {};
      const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
      await page.route('**/api/v1/session', async (route) => {
        await sessionHeld;
        await route.continue();
      });
      await page.goto('/DashboardOne');
      await page.getByRole('heading', { level: 1, name: 'Hello, Nadia Quill!' }).waitFor();
      await expect
        .poll(() => page.getByTestId('header-points').textContent())
        .toContain('0 points');
      // Read once and removed, so nothing later (a sign-out) can take it up again.
      expect(await page.evaluate(() => document.getElementById('lexora-page-data'))).toBeNull();
      answerSession();
      await page.waitForLoadState('networkidle');
      expect(reads.filter((path) => path.endsWith('/profile'))).toEqual([]);
      expect(reads).toContain('/api/v1/session');
      await context.close();
    });

    it('renders the dashboard and the modal before it fetches what they do not show', async () => {
      // ADR 0033: the session check (the page brought the learner), the toaster's library and the
      // word assistant wait until the page has painted and the browser is idle.
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, phone);
      await signUpInPage(page, 'Pia Lund', { assessed: false });
      // When the page's heading and the modal are in the document. (The paint timing entry is
      // not used: it carries the frame's presentation time, which may come after a task that
      // started once the frame was drawn.)
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('h1') && document.querySelector('[role="dialog"]')) {
            window.lexoraShownAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/DashboardOne');
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      const started = await page.evaluate(() => {
        const at = (part: string) =>
          performance.getEntriesByType('resource').find((e) => e.name.includes(part))?.startTime;
        return {
          shown: window.lexoraShownAt,
          session: at('/api/v1/session'),
          toaster: at('/assets/themed-toaster-'),
          assistant: at('/assets/word-assistant-widget-'),
        };
      });
      expect(started.shown).toBeDefined();
      expect(started.session).toBeGreaterThan(started.shown!);
      expect(started.toaster).toBeGreaterThan(started.shown!);
      expect(started.assistant).toBeGreaterThan(started.shown!);
      await context.close();
    });

    it('fetches what it needs when the page brings no data', async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, phone);
      await signUpInPage(page, 'Omar Reyes');
      const reads = apiReads(page);
      await page.route('**/DashboardOne', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<script type="application\/json" id="lexora-page-data">[^<]*<\/script>/,
          '',
        );
        expect(html).not.toContain('lexora-page-data');
        await route.fulfill({ response, body: html });
      });
      await page.goto('/DashboardOne');
      await page.getByRole('heading', { level: 1, name: 'Hello, Omar Reyes!' }).waitFor();
      await expect
        .poll(() => page.getByTestId('header-points').textContent())
        .toContain('0 points');
      expect(reads.filter((path) => path.endsWith('/profile')).length).toBeGreaterThan(0);
      await context.close();
    });
  });
});
