import type { Page } from 'playwright-core';

/**
 * Runs an action of the dashboards' header as a learner would at any width: on a phone,
 * Preferences and dark mode sit in the "More actions" menu.
 */
export async function headerAction(page: Page, name: 'Preferences' | 'Dark mode'): Promise<void> {
  const more = page.getByRole('button', { name: 'More actions' });
  const direct = page.getByRole('button', { name });
  // The page is a lazy chunk: wait until the header shows one way or the other.
  await more.or(direct).first().waitFor();
  if (await more.isVisible()) {
    await more.click();
    const role = name === 'Dark mode' ? 'menuitemcheckbox' : 'menuitem';
    await page.getByRole(role, { name }).click();
    return;
  }
  await direct.click();
}
