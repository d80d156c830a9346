import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

// Behind one trusted proxy hop, so the test can send a stranger's guesses from other addresses;
// the browser itself sends no X-Forwarded-For and is seen at its own address.
describe("the owner signs in from a new browser after a stranger's guesses (issue 26)", () => {
  const suite = useAppAndBrowser({
    env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_EMAIL: '3' },
  });

  it('the browser solves the puzzle the server asks for and signs in', async () => {
    const setup = await newPage(suite.browser, suite.server.baseUrl);
    const { email } = await signUpInPage(setup.page, 'Owner Test', { assessed: false });
    await setup.context.close();

    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${suite.server.baseUrl}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email, password: `stranger-guess-${i}` }),
      });
      expect([401, 429]).toContain(res.status);
    }

    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    const answers: { status: number; code?: string }[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('/api/v1/auth/sign-in')) return;
      const body = (await res.json().catch(() => null)) as { error?: { code: string } } | null;
      answers.push({ status: res.status(), code: body?.error?.code });
    });
    await page.goto('/login');
    const form = page.locator('form[aria-labelledby="login-heading"]');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('journey-pass-1');
    await form.getByRole('button', { name: 'Begin' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    expect(answers).toEqual([
      { status: 429, code: 'PROOF_REQUIRED' },
      { status: 200, code: undefined },
    ]);
    expect(await page.evaluate(() => fetch('/api/v1/me').then((r) => r.status))).toBe(200);
    await context.close();
  });
});
