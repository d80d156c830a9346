import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

const PUBLIC_PAGES = [
  '/',
  '/EnglishPricePlan',
  '/EnglishLearningAboutPage',
  '/login',
  '/login?mode=signup',
  '/pronounce-startup',
  '/pronounce-coach',
  '/user-details',
  '/taboo',
  '/community',
  '/no-such-page',
];

const SIGNED_IN_PAGES = [
  '/DashboardOne',
  '/game-selection',
  '/word-association',
  '/vocabulary-game-quiz1',
  '/taboo-vocabulary',
  '/vocabulary-analyzer',
  '/pronounce-coach',
  '/user-details',
  '/paragraph',
  '/',
];

/** Every console error, uncaught error and failed response the page produces. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

async function visitAll(page: Page, paths: string[], problems: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    problems.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    // By tag, not role: a tour's modal dialog hides the page from the accessibility tree.
    const heading = page.locator('h1').first();
    await heading.waitFor().catch(() => found.push(`${path}: no heading shown`));
    // Let late work run (the tours wait a second; queries settle).
    await page.waitForTimeout(1200);
    found.push(...problems.map((p) => `${path}: ${p}`));
  }
  return found;
}

describe('a clean console on every page', () => {
  const suite = useAppAndBrowser();

  it('public pages log no errors for a visitor (no 401 for the session, no eval probe)', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    const problems = collectProblems(page);
    expect(await visitAll(page, PUBLIC_PAGES, problems)).toEqual([]);
    // The visitor's session is an ordinary answer.
    const session = await page.evaluate(() =>
      fetch('/api/v1/session').then(async (r) => ({ status: r.status, body: await r.json() })),
    );
    expect(session).toEqual({ status: 200, body: { user: null } });
    await context.close();
  });

  it('the main signed-in pages log no errors', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    const problems = collectProblems(page);
    await signUpInPage(page, 'Clean Console');
    problems.length = 0;
    expect(await visitAll(page, SIGNED_IN_PAGES, problems)).toEqual([]);
    const session = await page.evaluate(() => fetch('/api/v1/session').then((r) => r.json()));
    expect(session.user).toMatchObject({ name: 'Clean Console' });
    await context.close();
  });

  it('plays no sound before the learner’s first click or key press', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.addInitScript(() => {
      const counter = window as unknown as { plays: number };
      counter.plays = 0;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        counter.plays += 1;
        return play.call(this);
      };
    });
    const problems = collectProblems(page);
    await page.goto('/taboo');
    // The countdown (3, 2, 1) and the start of play each have a sound cue. Wait without touching
    // the page: Playwright's own page scripts count as user activation in Chromium.
    await page.waitForTimeout(5000);
    expect(await page.evaluate(() => (window as unknown as { plays: number }).plays)).toBe(0);
    await page.getByRole('button', { name: /Skip/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { plays: number }).plays))
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
