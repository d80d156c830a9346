import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, newPage, withToursDone } from './support/browser';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

const PASSWORD = 'journey-pass-1';

/** Set E2E_SCREENSHOTS=DIR to keep screenshots of the new screens for a look. */
async function snapshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

async function openMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu for Rosa Lind' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function downloaded(page: Page, linkName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('alertdialog').getByRole('link', { name: linkName }).click(),
  ]);
  return readFile(await download.path(), 'utf8');
}

describe('the learner’s own data', () => {
  const suite = useAppAndBrowser();

  for (const width of [1280, 390]) {
    it(`downloads the data from the menu, deletes the account with the password and cannot sign in again (${width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, { width });
      const { email } = await signUpInPage(page, 'Rosa Lind');
      const added = await page.evaluate(async () => {
        const me = await fetch('/api/v1/me').then((r) => r.json());
        const res = await fetch(
          `/api/v1/learners/${encodeURIComponent(me.validKey)}/difficult-words`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ word: 'lantern', definition: 'A lamp you can carry' }),
          },
        );
        return res.status;
      });
      expect(added).toBe(201);
      // A page without a guided tour, so nothing else opens over the dialogs.
      await page.goto('/privacy');

      // Download my data: the JSON file holds the profile and the word; the CSV lists it.
      await openMenuItem(page, 'Download my data');
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Download my data').waitFor();
      // It names what the file holds, emotion readings included (the export has them).
      expect(await dialog.textContent()).toContain('assessment answers with any emotion readings');
      await expectNoSeriousA11yViolations(page, 'download dialog');
      await snapshot(page, `download-${width}`);
      const json = JSON.parse(await downloaded(page, 'Everything (JSON file)'));
      expect(json.learner).toMatchObject({ name: 'Rosa Lind', email });
      expect(json.sections.profile.profile[0].email).toBe(email);
      expect(json.sections.words.difficultWords.map((w: { word: string }) => w.word)).toContain(
        'lantern',
      );
      expect(json.sections.vocabulary.analyses).toHaveLength(1);
      const csv = await downloaded(page, 'Words and results (CSV spreadsheet)');
      expect(csv.split('\r\n')[0]).toBe('kind,date,item,result,details');
      expect(csv).toMatch(
        /\r\nword,[^,]+,lantern,academic,"A lamp you can carry; not reviewed yet, next review/,
      );
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      // Delete my account, from a signed-in page (/profile): an empty and a wrong password
      // change nothing; the learner ends on the home page, not on /login?next=/profile.
      await page.goto('/profile');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await openMenuItem(page, 'Delete my account');
      const confirm = page.getByRole('alertdialog');
      const password = confirm.getByLabel('Your password');
      await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectNoSeriousA11yViolations(page, 'delete dialog');
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      await expect
        .poll(() => confirm.getByRole('alert').textContent())
        .toBe('Please enter your password to confirm.');
      await password.fill('not-my-password');
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      await expect
        .poll(() => confirm.getByRole('alert').textContent())
        .toBe('That password is not right, so nothing was deleted. Please try again.');
      await snapshot(page, `delete-${width}`);
      expect(await page.evaluate(() => fetch('/api/v1/me').then((r) => r.status))).toBe(200);

      await password.fill(PASSWORD);
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      const notice = page.getByRole('alertdialog');
      // Waits (up to the action timeout) for the password check and the deletion.
      await notice
        .getByText('Your account and everything in it have been deleted.', { exact: false })
        .waitFor();
      await notice.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('lexora.user'))).toBeNull();
      expect(await page.evaluate(() => fetch('/api/v1/me').then((r) => r.status))).toBe(401);

      // The old e-mail and password no longer sign in.
      await page.goto('/login');
      const form = page.locator('form[aria-labelledby="login-heading"]');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Begin' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('The email or password is incorrect.');
      await context.close();
    });
  }

  it('opens the privacy page from the footer, for everyone', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, { width });
      await withToursDone(page);
      await page.goto('/');
      // Clicked once the landing page has drawn its heading: a click while its lazy parts still
      // load may fall on a footer that is about to move.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await page.waitForURL('**/privacy');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Your data, in plain words');
      for (const heading of [
        'What we keep',
        'What we never keep',
        'Download your data',
        'Delete your account',
      ])
        expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
      expect(await page.getByText('Recordings of your voice.', { exact: false }).isVisible()).toBe(
        true,
      );
      await expectNoSeriousA11yViolations(page, `privacy page at ${width} px`);
      await snapshot(page, `privacy-${width}`);
      await context.close();
    }
  });
});
