import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, newPage, withToursDone } from './support/browser';
import { layoutProblems } from './support/layout';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

/**
 * Issue 30: /community is a weekly league among learners who choose to appear. Private by
 * default; a member shows a name of their own, this week's points and a place; leaving takes them
 * out at once; a visitor finds what the league is and a way to sign in.
 */

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const UI_POLL = { timeout: 15_000 };

/** Adds difficult words through the API from inside the page: 10 points each, in the ledger. */
async function earnPoints(page: Page, words: string[]): Promise<void> {
  const statuses = await page.evaluate(async (list) => {
    const me = await fetch('/api/v1/me').then((r) => r.json());
    const base = `/api/v1/learners/${encodeURIComponent(me.validKey)}/difficult-words`;
    const out: number[] = [];
    for (const word of list) {
      const res = await fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ word, definition: `The meaning of ${word}`, category: 'academic' }),
      });
      out.push(res.status);
    }
    return out;
  }, words);
  expect(statuses).toEqual(words.map(() => 201));
}

const pageWidthProblems = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const tableNames = (page: Page) =>
  page
    .getByRole('table')
    .locator('tbody tr td:nth-child(2)')
    .allTextContents()
    .catch(() => [] as string[]);

describe('the community league', () => {
  const suite = useAppAndBrowser();

  it('a visitor following the Community link finds the league explained and a way to sign in', async () => {
    for (const size of [WIDE, PHONE]) {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, size);
      await withToursDone(page);
      await page.goto('/');
      if (size === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Community', exact: true }).click();
      await page.waitForURL('**/community');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'A friendly weekly league' }).waitFor();
      expect(await main.getByText('Coming soon').count()).toBe(0);
      expect(await main.getByText('Private until you join').isVisible()).toBe(true);
      await main.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/login?next=%2Fcommunity');
      await page.goBack();
      await main.getByRole('heading', { level: 1, name: 'A friendly weekly league' }).waitFor();
      expect(await pageWidthProblems(page)).toBeLessThanOrEqual(1);
      await expectNoSeriousA11yViolations(page, `/community for a visitor at ${size.width} px`);
      await page.screenshot({
        path: path.join(shots, `community-visitor-${size.width}.png`),
        fullPage: true,
      });
      await context.close();
    }
  });

  it('only a learner who joins appears; the other never does; leaving removes her at once', async () => {
    const ada = await newPage(suite.browser, suite.server.baseUrl, WIDE);
    const bea = await newPage(suite.browser, suite.server.baseUrl, PHONE);
    // Assessed, so that her dashboard does not open the vocabulary assessment by itself.
    await signUpInPage(ada.page, 'Ada Example');
    const { email: beaEmail } = await signUpInPage(bea.page, 'Beatrice Hidden', {
      assessed: false,
    });
    await earnPoints(ada.page, ['harbour', 'lantern']);
    // Bea earns more than Ada but does not join: she must not appear anywhere in the table.
    await earnPoints(bea.page, ['meadow', 'orchard', 'pebble']);

    // Ada reaches the league from the Learn menu of her dashboard's header.
    await ada.page.goto('/DashboardOne');
    await ada.page.getByRole('button', { name: 'Learn', exact: true }).click();
    await ada.page.getByRole('menuitem', { name: 'Weekly league' }).click();
    await ada.page.waitForURL('**/community');
    const adaMain = ada.page.getByRole('main');
    await adaMain.getByRole('heading', { level: 1, name: /This week.s league/ }).waitFor();
    await adaMain.getByRole('heading', { name: 'Join the league' }).waitFor();
    expect(
      await adaMain.getByText(/A new week starts on Monday \d+ \w+ at 00:00 UTC/).count(),
    ).toBe(1);
    expect(
      await adaMain
        .getByText('Nobody has joined this week’s league yet.', { exact: false })
        .count(),
    ).toBe(1);

    // A refused name is explained, and nothing is saved.
    const nameField = adaMain.getByLabel('Your league name');
    await nameField.fill(beaEmail);
    await adaMain.getByRole('button', { name: 'Join the league' }).click();
    await expect
      .poll(() => adaMain.getByRole('alert').textContent(), UI_POLL)
      .toBe('Please choose a name rather than an e-mail address: other learners will see it.');
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');

    await nameField.fill('Ada Sunshine');
    await adaMain.getByRole('button', { name: 'Join the league' }).click();
    await adaMain
      .getByRole('heading', { name: /You are in the league as Ada Sunshine/ })
      .waitFor(UI_POLL);
    await expect
      .poll(() => adaMain.getByTestId('league-own-place').textContent(), UI_POLL)
      .toBe('Place 1 of 1, with 20 points this week.');
    const ownRow = adaMain.locator('tr[aria-current="true"]');
    expect(await ownRow.textContent()).toBe('1Ada Sunshine (you)20');
    expect(await tableNames(ada.page)).toEqual(['Ada Sunshine (you)']);
    expect(await pageWidthProblems(ada.page)).toBeLessThanOrEqual(1);
    await expectNoSeriousA11yViolations(ada.page, '/community as a member at 1280 px');
    await ada.page.screenshot({
      path: path.join(shots, 'community-member-1280.png'),
      fullPage: true,
    });

    // Bea, not joined, sees Ada's name, points and place, and no row of her own.
    await bea.page.goto('/community');
    const beaMain = bea.page.getByRole('main');
    await beaMain.getByRole('heading', { name: 'Join the league' }).waitFor(UI_POLL);
    await expect.poll(() => tableNames(bea.page), UI_POLL).toEqual(['Ada Sunshine']);
    const table = (await beaMain.getByRole('table').textContent()) ?? '';
    expect(table).toContain('20');
    for (const hidden of ['Beatrice', 'Hidden', beaEmail, 'Ada Example', '(you)'])
      expect(table).not.toContain(hidden);
    expect(await beaMain.locator('tr[aria-current="true"]').count()).toBe(0);
    expect(await layoutProblems(bea.page, 44)).toEqual([]);
    await expectNoSeriousA11yViolations(bea.page, '/community not joined at 390 px');
    await bea.page.screenshot({
      path: path.join(shots, 'community-not-joined-390.png'),
      fullPage: true,
    });

    // Ada at 390 px in the dark theme, then she leaves: she is out of the table at once.
    await ada.page.setViewportSize(PHONE);
    await ada.page.emulateMedia({ colorScheme: 'dark' });
    await ada.page.evaluate(() => localStorage.setItem('lexora.theme', 'dark'));
    await ada.page.reload();
    await adaMain
      .getByRole('heading', { name: /You are in the league as Ada Sunshine/ })
      .waitFor(UI_POLL);
    expect(await layoutProblems(ada.page, 44)).toEqual([]);
    await expectNoSeriousA11yViolations(ada.page, '/community as a member at 390 px (dark)');
    await ada.page.screenshot({
      path: path.join(shots, 'community-member-dark-390.png'),
      fullPage: true,
    });
    await adaMain.getByRole('button', { name: 'Leave the league' }).click();
    await adaMain.getByRole('heading', { name: 'Join the league' }).waitFor(UI_POLL);
    expect(await adaMain.getByRole('table').count()).toBe(0);

    await bea.page.reload();
    await beaMain.getByRole('heading', { name: 'Join the league' }).waitFor(UI_POLL);
    await expect
      .poll(
        () =>
          beaMain.getByText('Nobody has joined this week’s league yet.', { exact: false }).count(),
        UI_POLL,
      )
      .toBe(1);
    expect(await beaMain.getByRole('table').count()).toBe(0);

    await ada.context.close();
    await bea.context.close();
  });
});
