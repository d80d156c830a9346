import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A text the analyser accepts, to give test learners an assessed vocabulary level. */
const ASSESSMENT_TEXT =
  'Last summer I travelled to the coast with my family. We rented a small house near the beach and ' +
  'spent every morning swimming in the clear water. In the evenings we cooked fresh fish and talked ' +
  'about the books we were reading. It was the most relaxing holiday I have had in years.';

/**
 * Signs a new learner up through the API from inside the page, so the browser holds the cookie.
 * By default the learner also takes the vocabulary assessment, so that the dashboard does not
 * open it by itself; pass `assessed: false` for a learner whose level is still 'level'.
 */
export async function signUpInPage(
  page: Page,
  name = 'Maya Torres',
  options: { assessed?: boolean } = {},
): Promise<{ email: string }> {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/');
  const status = await page.evaluate(
    async ({ name, email }) => {
      const res = await fetch('/api/v1/auth/sign-up', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email, password: 'journey-pass-1' }),
      });
      return res.status;
    },
    { name, email },
  );
  if (status !== 201) throw new Error(`sign-up failed with ${status}`);
  if (options.assessed !== false) {
    const saved = await page.evaluate(async (text) => {
      const analysis = await fetch('/api/v1/vocabulary/analysis', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      }).then((r) => r.json());
      const res = await fetch('/api/v1/me/vocabulary-level', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ analysisId: analysis.analysisId }),
      });
      return res.status;
    }, ASSESSMENT_TEXT);
    if (saved !== 200) throw new Error(`saving the vocabulary level failed with ${saved}`);
  }
  return { email };
}

export const UI_PASSWORD = 'journey-pass-1';

/** Creates an account through the sign-up form of /login, as a learner would. */
export async function createAccountInUi(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const form = page.locator('form[aria-labelledby="signup-heading"]');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(UI_PASSWORD);
  await form.getByLabel('Confirm password').fill(UI_PASSWORD);
  await form.getByRole('button', { name: 'Start Your Journey' }).click();
}

/** Waits for the notice dialog with `text` and closes it with OK. */
export async function dismissNotice(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect.poll(() => dialog.textContent()).toContain(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}
