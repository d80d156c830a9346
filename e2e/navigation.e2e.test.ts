import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { learnPaths } from '../apps/web/src/lib/learn-features';
import { expectNoSeriousA11yViolations, newPage } from './support/browser';
import { layoutProblems } from './support/layout';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });

/** Every feature of issue 30: the learner must reach each one from every signed-in page. */
const FEATURES = [
  '/DashboardOne',
  '/paragraph',
  '/vocabulary-analyzer',
  '/game-selection',
  '/taboo',
  '/vocabulary-game-quiz1',
  '/word-association',
  '/vocabulary-game-quiz',
  '/word-connection',
  '/mcq2',
  '/pronounce-startup',
  '/community',
  '/profile',
  '/settings',
];

/** Every signed-in page: the features themselves and the pages between them. */
const SIGNED_IN_PAGES = [...FEATURES, '/taboo-vocabulary', '/pronounce-coach', '/user-details'];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const learnButton = (page: Page) => page.getByRole('button', { name: 'Learn', exact: true });

/** Click one: the Learn menu opens; answers the routes of the links it holds (click two). */
async function openLearnMenu(page: Page): Promise<string[]> {
  await learnButton(page).click();
  const menu = page.getByRole('menu', { name: 'Learn' });
  await menu.waitFor();
  const links = menu.getByRole('menuitem');
  for (const item of await links.all()) expect(await item.isVisible()).toBe(true);
  return links.evaluateAll((items) =>
    items.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
}

describe('every feature is two clicks from every signed-in page (issue 30)', () => {
  const suite = useAppAndBrowser();

  it('the features of the Learn menu are the features of the issue', () => {
    expect([...learnPaths()].sort()).toEqual([...FEATURES].sort());
  });

  for (const size of WIDTHS) {
    it(`at ${size.width} px: Learn, then the feature, from each page`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, size);
      await signUpInPage(page, 'Rosa Lind');
      for (const [index, from] of SIGNED_IN_PAGES.entries()) {
        await page.goto(from);
        await learnButton(page).waitFor();
        const offered = await openLearnMenu(page);
        expect([...offered].sort(), `Learn menu on ${from}`).toEqual([...FEATURES].sort());
        if (index === 0) {
          await page.screenshot({ path: path.join(shots, `learn-menu-${size.width}.png`) });
          // Tap targets are a phone's rule (e2e/phone-layout.e2e.test.ts); nothing too wide anywhere.
          const problems = await layoutProblems(page, 44);
          expect(
            size.width === 390 ? problems : problems.filter((p) => !/ is \d+x\d+$/.test(p)),
          ).toEqual([]);
          await expectNoSeriousA11yViolations(page, `the Learn menu at ${size.width} px`);
        }
        // The second click, for real: each page opens another feature, so every feature is
        // opened through the menu at least once.
        const to = FEATURES[(index + 1) % FEATURES.length]!;
        await page.getByRole('menu', { name: 'Learn' }).locator(`a[href="${to}"]`).click();
        await page.waitForURL((url) => url.pathname === to);
        await learnButton(page).waitFor();
      }
      await context.close();
      // Nineteen pages, each loaded and its menu opened: more than the file's 90 s on a busy machine.
    }, 240_000);
  }

  it('works with the keyboard: Enter opens, arrows move, Enter follows, Escape closes', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'Kofi Mensah');
    await page.goto('/game-selection');
    await learnButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Learn' });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await learnButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await menu.waitFor();
    // Opened from the keyboard, the first item ("Your dashboard") has the focus.
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Your reading dashboard');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/paragraph');
    await context.close();
  });
});
