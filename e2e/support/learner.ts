import type { Page } from 'playwright-core';

/** Signs a new learner up through the API from inside the page, so the browser holds the cookie. */
export async function signUpInPage(page: Page, name = 'Maya Torres'): Promise<{ email: string }> {
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
  return { email };
}
