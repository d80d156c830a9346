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
 * Issue 30: the account menu's View Profile and Settings lead to real pages. The profile shows
 * the learner's own figures from the server; settings are saved and kept; emotion data can be
 * deleted on its own.
 */

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const WORDS = [
  'harbour',
  'meadow',
  'lantern',
  'pebble',
  'orchard',
  'thimble',
  'quarry',
  'saddle',
  'furnace',
  'ledger',
];

/** Ten difficult words added through the API, +10 points each: 100 points from the ledger. */
async function earnPointsWithWords(page: Page): Promise<void> {
  const statuses = await page.evaluate(async (words) => {
    const me = (await fetch('/api/v1/me').then((r) => r.json())) as { validKey: string };
    const out: number[] = [];
    for (const word of words) {
      const res = await fetch(
        `/api/v1/learners/${encodeURIComponent(me.validKey)}/difficult-words`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ word, definition: 'A word to practise.' }),
        },
      );
      out.push(res.status);
    }
    return out;
  }, WORDS);
  expect(statuses).toEqual(WORDS.map(() => 201));
}

/** One assessment round with two emotion readings sent with its answers, completed. */
async function roundWithEmotionReadings(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const round = (await fetch('/api/v1/assessment/rounds', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ page: 'mcq2' }),
    }).then((r) => r.json())) as { id: string; questions: { id: string }[] };
    await fetch(`/api/v1/assessment/rounds/${round.id}/answers`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        emotionHistory: [
          {
            timestamp: 1000,
            questionIndex: 0,
            source: 'camera',
            emotions: [{ Type: 'CALM', Confidence: 80 }],
          },
          {
            timestamp: 2000,
            questionIndex: 1,
            source: 'self-report',
            emotions: [{ Type: 'HAPPY', Confidence: 90 }],
          },
        ],
        answers: round.questions.map((q) => ({
          questionId: q.id,
          selectedOption: 0,
          timeSpent: 4000,
        })),
      }),
    });
    const done = await fetch(`/api/v1/assessment/rounds/${round.id}/complete`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    return done.status;
  });
  expect(status).toBe(200);
}

/** The emotion numbers the data export holds. */
async function exportedEmotions(page: Page) {
  return page.evaluate(async () => {
    const data = (await fetch('/api/v1/me/data').then((r) => r.json())) as {
      sections: Record<string, Record<string, Array<Record<string, unknown>>>>;
    };
    return {
      readings: data.sections.assessment!.rounds!.flatMap(
        (round) => round.emotionHistory as unknown[],
      ).length,
      saved: data.sections.profile!.readingRecord![0]!.emotion,
    };
  });
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

async function openFromAccountMenu(page: Page, item: 'View Profile' | 'Settings', to: string) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** Nothing wider than the screen; at 390 px every control is big enough for a finger too. */
async function expectGoodLayout(page: Page, width: number) {
  const problems = await layoutProblems(page, 44);
  expect(width === 390 ? problems : problems.filter((p) => !/ is \d+x\d+$/.test(p))).toEqual([]);
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('lexora.theme', value), theme);
  await page.reload();
}

describe('the profile and settings pages (issue 30)', () => {
  const suite = useAppAndBrowser();

  for (const size of WIDTHS) {
    it(`at ${size.width} px: both pages from the account menu, with the learner's own figures`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, size);
      await withToursDone(page);
      await signUpInPage(page, 'Amara Okafor');
      await earnPointsWithWords(page);

      await page.goto('/');
      await openFromAccountMenu(page, 'View Profile', '/profile');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Amara Okafor');
      await expect
        .poll(() => page.getByTestId('profile-points').textContent(), { timeout: 15000 })
        .toBe('100');
      expect(await page.getByTestId('profile-streak').textContent()).toBe('1');
      expect(await page.getByTestId('profile-email').textContent()).toMatch(/@example\.com$/);
      // The figures the dashboard's header shows, from the same ledger.
      const earned = page.getByTestId('badge-word_collector');
      await expect.poll(() => earned.getAttribute('data-earned'), { timeout: 15000 }).toBe('true');
      expect(await page.getByTestId('badge-century').getAttribute('data-earned')).toBe('true');
      const thousand = page.getByTestId('badge-thousand_club');
      expect(await thousand.getAttribute('data-earned')).toBe('false');
      expect(await thousand.textContent()).toContain('Not earned yet. Earn 1,000 points.');
      expect(await thousand.textContent()).toContain('100 of 1,000');
      expect(await page.getByTestId('profile-badge-count').textContent()).toBe('3');
      // signUpInPage saved an analyser text: the vocabulary level's first placement.
      const history = page.getByTestId('level-history').getByRole('listitem');
      await expect.poll(() => history.count(), { timeout: 15000 }).toBe(1);
      expect(await history.first().getAttribute('data-kind')).toBe('vocabulary');
      expect(await history.first().textContent()).toMatch(
        /Vocabulary level.*Not measured.*[ABC][12].*After the text you wrote in the level check\./,
      );
      expect(await page.getByRole('button', { name: 'Download my data' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delete my account' }).isVisible()).toBe(true);
      await expectGoodLayout(page, size.width);
      await page.screenshot({
        path: path.join(shots, `profile-${size.width}.png`),
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page, `/profile at ${size.width} px`);

      await openFromAccountMenu(page, 'Settings', '/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await expect
        .poll(() => page.getByLabel('Display name').inputValue(), { timeout: 15000 })
        .toBe('Amara Okafor');
      await page.getByRole('checkbox', { name: 'Animals' }).waitFor();
      await expectGoodLayout(page, size.width);
      await page.screenshot({
        path: path.join(shots, `settings-${size.width}.png`),
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page, `/settings at ${size.width} px`);

      // The dashboard's header shows the same points and streak as the profile.
      await page.goto('/DashboardOne');
      await expect
        .poll(() => page.getByTestId('header-points').textContent(), { timeout: 15000 })
        .toMatch(/^100/);
      await context.close();
    });
  }

  it('passes axe on both pages in the dark theme', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'Idris Haddad');
    for (const route of ['/profile', '/settings']) {
      await page.goto(route);
      await setTheme(page, 'dark');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: path.join(shots, `${route.slice(1)}-dark-1280.png`),
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page, `${route} in the dark theme`);
      await setTheme(page, 'light');
    }
    await context.close();
  });

  it('saves each setting with a confirmation, keeps bad input with a message, and keeps it after a reload', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'Lena Fischer');
    await page.goto('/settings');
    const name = page.getByLabel('Display name');
    await expect.poll(() => name.inputValue(), { timeout: 15000 }).toBe('Lena Fischer');

    const tooLong = 'L'.repeat(81);
    await name.fill(tooLong);
    await page.getByRole('button', { name: 'Save name' }).click();
    const nameSection = page.getByRole('region', { name: 'Your name' });
    await expect
      .poll(() => nameSection.getByRole('status').textContent())
      .toBe('Please keep your name to 80 characters or fewer.');
    expect(await name.inputValue()).toBe(tooLong);
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    await name.fill('Lena F.');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect
      .poll(() => nameSection.getByRole('status').textContent(), { timeout: 15000 })
      .toBe('Saved. Your name is now Lena F.');

    await page.getByRole('checkbox', { name: 'Animals' }).check();
    await page.getByRole('checkbox', { name: 'Science' }).check();
    await page.getByRole('button', { name: 'Save reading topics' }).click();
    await expect
      .poll(() => page.getByText('Saved. Your passages will come from these 2 topics.').count(), {
        timeout: 15000,
      })
      .toBe(1);

    await page.getByRole('radio', { name: /Verbal/ }).check();
    await page.getByRole('button', { name: 'Save learning style' }).click();
    await expect
      .poll(
        () => page.getByText('Saved. The assistant now explains words the verbal way.').count(),
        { timeout: 15000 },
      )
      .toBe(1);

    await page.getByRole('checkbox', { name: 'Animations in the assistant’s chat' }).uncheck();
    await page.getByRole('switch', { name: 'Dark mode' }).check();

    await page.reload();
    await expect.poll(() => name.inputValue(), { timeout: 15000 }).toBe('Lena F.');
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Animals' }).isChecked(), { timeout: 15000 })
      .toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Science' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Sports' }).isChecked()).toBe(false);
    await expect
      .poll(() => page.getByRole('radio', { name: /Verbal/ }).isChecked(), { timeout: 15000 })
      .toBe(true);
    expect(
      await page.getByRole('checkbox', { name: 'Animations in the assistant’s chat' }).isChecked(),
    ).toBe(false);
    expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await accountMenu(page).getAttribute('aria-label')).toBe('Account menu for Lena F.');
    await context.close();
  });

  it('deletes the emotion data on its own: the export then holds none', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'Tomas Novak');
    await roundWithEmotionReadings(page);
    expect(await exportedEmotions(page)).toEqual({ readings: 2, saved: 'HAPPY' });

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete my emotion data' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete my emotion data' }).click();
    const section = page.getByRole('region', { name: 'Emotion reading (webcam)' });
    await expect
      .poll(() => section.getByRole('status').textContent(), { timeout: 15000 })
      .toBe(
        'Deleted 2 emotion readings and 1 round summary. Your answers, points and levels are kept.',
      );
    expect(await exportedEmotions(page)).toEqual({ readings: 0, saved: null });
    await context.close();
  });

  it('works with the keyboard: account menu, profile, settings, save', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await withToursDone(page);
    await signUpInPage(page, 'Noor Rahman');
    await page.goto('/');
    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    // Opened from the keyboard, the first item (View Profile) has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('View Profile');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');

    // Tab from the top of the page reaches the Settings link.
    await page.getByRole('heading', { level: 1 }).waitFor();
    const settingsLink = page.getByRole('main').getByRole('link', { name: 'Settings' });
    for (let step = 0; step < 30; step += 1) {
      if (await settingsLink.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await settingsLink.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/settings');

    const name = page.getByLabel('Display name');
    await expect.poll(() => name.inputValue(), { timeout: 15000 }).toBe('Noor Rahman');
    await name.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' K.');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => page.getByRole('region', { name: 'Your name' }).getByRole('status').textContent(),
        { timeout: 15000 },
      )
      .toBe('Saved. Your name is now Noor Rahman K.');
    await context.close();
  });
});
