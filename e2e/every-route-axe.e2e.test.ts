import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations, newPage, withToursDone } from './support/browser';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

/**
 * Issue 30, "Done when": axe finds no violation of any impact on every route of the app
 * (apps/web/src/app/router.tsx), in the light and the dark theme, at 1280 and 390 px, and no page
 * scrolls sideways on a phone. Visitors' pages are walked by a visitor, the others by a learner
 * who signed up in the page. One browser, one page per walk; every problem is gathered and named
 * by route, width and theme, so one run shows them all.
 */

/** Routes a visitor may open (the open ones of the router, /login included, and a lost path). */
const VISITOR_ROUTES = [
  '/',
  '/EnglishPricePlan',
  '/EnglishLearningAboutPage',
  '/privacy',
  '/login',
  '/sample',
  '/community',
  '/pronounce-startup',
  '/pronounce-coach',
  '/user-details',
  '/taboo',
  '/no-such-page',
];

/** Routes behind RequireSignIn, and the open ones again as a learner sees them. */
const LEARNER_ROUTES = [
  '/DashboardOne',
  '/paragraph',
  '/game-selection',
  '/word-association',
  '/wordssociation-two',
  '/vocabulary-game-quiz1',
  '/vocabulary-game-quiz',
  '/vocabulary-quiz',
  '/taboo-vocabulary',
  '/taboo',
  '/word-connection',
  '/vocabulary-analyzer',
  '/emotion-check',
  '/profile',
  '/settings',
  '/community',
  '/sample',
  '/pronounce-startup',
  '/pronounce-coach',
  '/user-details',
  '/mcq',
  '/mcq2',
  '/mcq3',
  '/mcq4',
  '/',
];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;

/** Sets the theme the way the app keeps it: `lexora.theme` in localStorage, read before paint. */
async function useTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('lexora.theme', t), theme);
}

/** Opens `route` and waits for its main landmark and first heading; returns any problem found. */
async function visit(page: Page, route: string, theme: string, width: number): Promise<string[]> {
  const where = `${route} at ${width} px, ${theme} theme`;
  await page.goto(route);
  try {
    await page.locator('main').first().waitFor({ timeout: 15_000 });
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
  } catch {
    return [`${where}: no <main> with an <h1> (the page never became ready)`];
  }
  // Lazy content (figures from the server) settles once the network is quiet.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  const problems: string[] = [];
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  if (dark !== (theme === 'dark')) problems.push(`${where}: the ${theme} theme is not applied`);
  problems.push(...(await a11yViolations(page)).map((v) => `${where}: ${v}`));
  if (width < 600) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 1) problems.push(`${where}: scrolls sideways by ${overflow} px`);
  }
  // Printed as found too, so a long walk shows its progress.
  if (problems.length > 0) console.log(problems.join('\n'));
  return problems;
}

async function walk(page: Page, routes: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const route of routes) problems.push(...(await visit(page, route, theme, size.width)));
    }
  }
  return problems;
}

describe('every route, both themes, both widths', () => {
  const suite = useAppAndBrowser();

  it('a visitor meets no axe violation of any impact and no sideways scroll', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await withToursDone(page);
    await page.goto('/');
    expect(await walk(page, VISITOR_ROUTES)).toEqual([]);
    await context.close();
  }, 600_000);

  it('a signed-in learner meets no axe violation of any impact and no sideways scroll', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await withToursDone(page);
    await signUpInPage(page, 'Axe Learner');
    expect(await walk(page, LEARNER_ROUTES)).toEqual([]);
    await context.close();
  }, 900_000);
});
