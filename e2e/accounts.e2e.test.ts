import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/suite';
import { expectNoSeriousA11yViolations, newPage, withToursDone } from './support/browser';
import { createAccountInUi, UI_PASSWORD } from './support/learner';

const password = UI_PASSWORD;

async function signIn(page: Page, email: string, pass = password) {
  const form = page.locator('form[aria-labelledby="login-heading"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(pass);
  await form.getByRole('button', { name: 'Begin' }).click();
}

describe('a learner’s account journey', () => {
  const suite = useAppAndBrowser();

  it('creates an account, lands on the topic picker, signs out with confirmation and signs back in to /paragraph', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    // Logout lands on '/', whose tour opens after a second and would cover the Login link.
    await withToursDone(page);
    const email = `journey.${Date.now()}@example.com`;
    await createAccountInUi(page, 'Maya Torres', email);
    // Sign-up hashes the password and writes the profile: a loaded machine needs more than 1 s.
    await expect
      .poll(() => page.getByTestId('signup-xp').textContent(), { timeout: 15_000 })
      .toBe('100');
    await page.waitForURL('**/user-details');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('What do you love to read about?');

    // The session user is kept in local storage as the spec says.
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('lexora.user') ?? 'null'),
    );
    expect(stored).toMatchObject({
      email,
      name: 'Maya Torres',
      validKey: email.replace(/\./g, '_'),
    });

    // Logout from the user menu, cancelling once, then confirming.
    await page.getByRole('button', { name: 'Account menu for Maya Torres' }).click();
    await expect.poll(() => page.getByText(email).first().isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.getByText('Are you sure you want to log out?').isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Account menu for Maya Torres' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect
      .poll(() => page.getByRole('alertdialog').getByText('Logged out successfully!').isVisible())
      .toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => localStorage.getItem('lexora.user'))).toBeNull();
    const me = await page.evaluate(() => fetch('/api/v1/me').then((r) => r.status));
    expect(me).toBe(401);

    await page.getByRole('link', { name: 'Login' }).click();
    await signIn(page, email, 'wrong-password-9');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The email or password is incorrect.');
    await signIn(page, email);
    await page.waitForURL('**/paragraph');
    await context.close();
  });

  it('sends a signed-out visitor to /login and back to the page after signing in', async () => {
    const setup = await newPage(suite.browser, suite.server.baseUrl);
    const email = `guard.${Date.now()}@example.com`;
    await createAccountInUi(setup.page, 'Guard Test', email);
    await setup.page.waitForURL('**/user-details');
    await setup.context.close();

    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/DashboardOne');
    await page.waitForURL(/\/login\?next=%2FDashboardOne$/);
    await signIn(page, email);
    await page.waitForURL('**/DashboardOne');
    // A signed-in learner is sent away from /login, and /ff leads to the dashboard.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/ff');
    await page.waitForURL('**/DashboardOne');
    await context.close();
  });

  it('shows the spec’s messages for a password mismatch and required fields', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/login?mode=signup');
    const form = page.locator('form[aria-labelledby="signup-heading"]');
    await form.getByRole('button', { name: 'Start Your Journey' }).click();
    await expect.poll(() => form.getByText('Name is required.').isVisible()).toBe(true);
    await form.getByLabel('Name').fill('Sam');
    await form.getByLabel('Email').fill(`sam.${Date.now()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await form.getByLabel('Confirm password').fill('other-pass-1');
    await form.getByRole('button', { name: 'Start Your Journey' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Passwords do not match!');
    await context.close();
  });

  it('puts the form first on a 390 px phone, the panel for the other way in below it (issue 30)', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 390,
      height: 844,
    });
    for (const [mode, form, panel] of [
      ['signup', 'signup-heading', 'Welcome Back'],
      ['login', 'login-heading', 'Hello'],
    ] as const) {
      await page.goto(mode === 'signup' ? '/login?mode=signup' : '/login');
      const formBox = await page.locator(`form[aria-labelledby="${form}"]`).boundingBox();
      const panelBox = await page
        .getByRole('heading', { level: 2, name: panel, exact: true })
        .boundingBox();
      expect(formBox, mode).not.toBeNull();
      expect(panelBox!.y, `${mode}: the ${panel} panel is below the form`).toBeGreaterThan(
        formBox!.y + formBox!.height,
      );
      // The form's heading is on the first screen.
      expect(formBox!.y, mode).toBeLessThan(300);
    }
    await context.close();
  });

  it('keeps dark mode across a reload and passes axe on the auth screen in both themes', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/login');
    await expectNoSeriousA11yViolations(page, 'login (light)');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectNoSeriousA11yViolations(page, 'login (dark)');
    await page.goto('/login?mode=signup');
    await expectNoSeriousA11yViolations(page, 'create account (dark)');
    await context.close();
  });

  it('shows a proper 404 page and placeholder pages for features still to come', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/no-such-page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('This page is lost for words');
    // The community is built (issue 30): a visitor finds the league explained and a way in.
    await page.goto('/community');
    const main = page.getByRole('main');
    await expect
      .poll(() =>
        main.getByRole('heading', { level: 1, name: 'A friendly weekly league' }).isVisible(),
      )
      .toBe(true);
    expect(await main.getByText('Coming soon').count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fcommunity',
    );
    await context.close();
  });
});
