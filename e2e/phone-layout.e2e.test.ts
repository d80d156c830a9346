import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, newPage, withToursDone } from './support/browser';
import { layoutProblems } from './support/layout';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });

const PHONE = { width: 390, height: 844 };
/** The smallest comfortable tap target (WCAG 2.5.5, Apple and Material guidance). */
const MIN_TARGET = 44;

const PUBLIC_PAGES = [
  '/',
  '/EnglishPricePlan',
  '/EnglishLearningAboutPage',
  '/login',
  '/privacy',
  '/pronounce-startup',
];
const SIGNED_IN_PAGES = [
  '/DashboardOne',
  '/paragraph',
  '/game-selection',
  '/vocabulary-analyzer',
  '/pronounce-coach',
  '/user-details',
];

async function checkPages(page: Page, paths: string[], prefix: string): Promise<string[]> {
  const found: string[] = [];
  for (const target of paths) {
    await page.goto(target, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(500);
    found.push(...(await layoutProblems(page, MIN_TARGET)).map((p) => `${target}: ${p}`));
    const name = target.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
    await page.screenshot({ path: path.join(shots, `${prefix}-${name}-390.png`), fullPage: true });
  }
  return found;
}

describe('the phone layout (390 px)', () => {
  const suite = useAppAndBrowser();

  it('public pages fit the screen and every control is a comfortable tap target', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, PHONE);
    await withToursDone(page);
    expect(await checkPages(page, PUBLIC_PAGES, 'phone-public')).toEqual([]);
    await context.close();
  });

  it('signed-in pages fit the screen and every control is a comfortable tap target', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, PHONE);
    await withToursDone(page);
    await signUpInPage(page, 'Phone Learner');
    expect(await checkPages(page, SIGNED_IN_PAGES, 'phone-learner')).toEqual([]);
    await context.close();
  });

  it('keeps every game header on one row, so a game toast opens below it (issue 30)', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, PHONE);
    await withToursDone(page);
    await signUpInPage(page, 'Phone Player');
    for (const target of [
      '/taboo',
      '/taboo-vocabulary',
      '/vocabulary-game-quiz1',
      '/vocabulary-game-quiz',
      '/word-connection',
      '/word-association',
    ]) {
      await page.goto(target);
      const header = page.locator('header').first();
      // The points as a number, their word for screen readers (the same total as the dashboard).
      await expect.poll(() => header.getByTestId('header-points').textContent()).toMatch(/points$/);
      const box = await header.boundingBox();
      // It wrapped onto two rows (121 px), and toasts (72 px from the top) covered the second.
      expect(box!.height, target).toBeLessThanOrEqual(64);
      expect(await layoutProblems(page, MIN_TARGET), target).toEqual([]);
    }
    // A game toast on a phone: below the header, not over its Learn menu and points.
    await page.getByRole('button', { name: 'Easy' }).click();
    await page.getByRole('button', { name: 'Begin Challenge' }).click();
    await page.getByRole('button', { name: /^Option 1:/ }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    await expect.poll(() => toast.getAttribute('data-mounted')).toBe('true');
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    await page.screenshot({ path: path.join(shots, 'phone-game-toast-390.png') });
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await context.close();
  });

  it('keeps the dashboard header on one row, with Preferences and dark mode in a menu', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, PHONE);
    await withToursDone(page);
    await signUpInPage(page, 'Phone Learner');
    for (const target of ['/DashboardOne', '/paragraph']) {
      await page.goto(target);
      const header = page.locator('header').first();
      await expect.poll(() => header.getByTestId('header-points').textContent()).toMatch(/points$/);
      // One row of 44 px targets and its padding; the old header took three rows (about 150 px).
      const box = await header.boundingBox();
      expect(box?.height, target).toBeLessThanOrEqual(64);
      expect(await header.getByRole('button', { name: 'Preferences' }).isVisible()).toBe(false);
    }
    // /paragraph: the menu opens the reading preferences, and switches to dark mode.
    await page.getByRole('button', { name: 'More actions' }).click();
    await expectNoSeriousA11yViolations(page, 'the header menu at 390 px');
    await page.screenshot({ path: path.join(shots, 'phone-header-menu-390.png') });
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Change Your Reading Preferences' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.goto('/DashboardOne');
    await expectNoSeriousA11yViolations(page, '/DashboardOne in dark mode at 390 px');
    await page.screenshot({ path: path.join(shots, 'phone-dashboard-dark-390.png') });
    // On a wide screen the header shows every action itself.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.getByRole('button', { name: 'Preferences' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'More actions' }).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, 'phone-dashboard-dark-1280.png') });
    await context.close();
  });
});
