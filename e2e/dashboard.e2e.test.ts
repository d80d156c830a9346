import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/suite';
import { expectNoSeriousA11yViolations, newPage } from './support/browser';
import { dismissNotice, signUpInPage } from './support/learner';
import { headerAction } from './support/learner-header';

const points = (page: Page) => page.getByTestId('header-points').textContent();
const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });

describe('the student dashboard', () => {
  const suite = useAppAndBrowser();

  it('adds a difficult word (+10) and completes a matching game (+50) seen live in the header', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page);
    await page.goto('/DashboardOne');
    await expect.poll(() => points(page)).toContain('0 points');
    await expect.poll(() => page.getByRole('row').count()).toBe(6);
    await expectNoSeriousA11yViolations(page, '/DashboardOne');
    await page.screenshot({ path: path.join(shots, 'dashboard-words-1280.png'), fullPage: true });

    // Real counts only, and Start Game is enabled exactly when a game can start (two words
    // still being learned): a new learner can play Academic at once.
    const category = (id: string) => page.getByTestId(`category-${id}`);
    const startGame = (name: string) => page.getByRole('button', { name: `Start Game: ${name}` });
    await expect.poll(() => category('literature').textContent()).toContain('0 words');
    expect(await category('academic').textContent()).toContain('2 words');
    expect(await category('technology').textContent()).toContain('1 word');
    expect(await startGame('Literature').isDisabled()).toBe(true);
    expect(await startGame('Science').isDisabled()).toBe(true);
    await startGame('Academic').click();
    const academic = page.getByRole('region', { name: 'Academic Word Match' });
    await expect
      .poll(() => academic.getByTestId('match-progress').textContent())
      .toBe('0 / 2 pairs');
    await academic.getByRole('button', { name: 'Exit Game' }).click();
    await expect.poll(() => academic.count()).toBe(0);

    await page.getByRole('button', { name: '+ Add More Difficult Words' }).click();
    const panel = page.getByRole('region', { name: 'Add Difficult Word' });
    await panel.getByLabel('Word').fill('   ');
    await panel.getByRole('button', { name: 'Add Word' }).click();
    await dismissNotice(page, 'Please enter both a word and definition.');

    await panel.getByLabel('Word').fill('Serendipity');
    await panel.getByLabel('Definition').fill('Finding something good without looking for it.');
    await panel.getByLabel('Category').selectOption('science');
    await panel.getByRole('button', { name: 'Add Word' }).click();
    await dismissNotice(
      page,
      'Word added successfully! You earned 10 points for adding a new word.',
    );
    await expect.poll(() => points(page)).toContain('10 points');
    expect(await panel.getByLabel('Word').inputValue()).toBe('');
    expect(await panel.getByLabel('Category').inputValue()).toBe('academic');
    await expect.poll(() => page.getByRole('rowheader', { name: 'Serendipity' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'the Add Difficult Word panel');

    // The same word again is refused with a clear message.
    await panel.getByLabel('Word').fill('serendipity');
    await panel.getByLabel('Definition').fill('Again');
    await panel.getByRole('button', { name: 'Add Word' }).click();
    await expect
      .poll(() => page.getByText('"serendipity" is already in your difficult words.').count())
      .toBe(1);

    // Technology only holds the mastered sample word: no game can start there.
    expect(await startGame('Technology').isDisabled()).toBe(true);

    // Science: planet and Serendipity, so its game can start now.
    await expect.poll(() => category('science').textContent()).toContain('2 words');
    await startGame('Science').click();
    const game = page.getByRole('region', { name: 'Science Word Match' });
    await expect.poll(() => game.getByTestId('match-progress').textContent()).toBe('0 / 2 pairs');
    await expectNoSeriousA11yViolations(page, 'the matching game');
    const words = game.getByRole('list', { name: 'Words' });
    const definitions = game.getByRole('list', { name: 'Definitions' });
    // A wrong pair clears after a second.
    await words.getByRole('button', { name: 'Serendipity' }).click();
    await definitions.getByRole('button', { name: /round object in space/ }).click();
    await expect
      .poll(() => game.locator('[aria-pressed="true"]').count(), { timeout: 3000 })
      .toBe(0);
    await words.getByRole('button', { name: 'Serendipity' }).click();
    await definitions.getByRole('button', { name: /without looking/ }).click();
    await expect.poll(() => game.getByTestId('match-progress').textContent()).toBe('1 / 2 pairs');
    await words.getByRole('button', { name: 'planet' }).click();
    await definitions.getByRole('button', { name: /round object in space/ }).click();
    await dismissNotice(page, 'Game completed! +50 points');
    await expect.poll(() => points(page)).toContain('60 points');
    expect(await game.count()).toBe(0);
    await context.close();
  });

  it('saves context preferences that are still there after a reload', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 390,
      height: 844,
    });
    await signUpInPage(page);
    await page.goto('/DashboardOne');
    await headerAction(page, 'Preferences');
    const modal = page.getByRole('dialog', { name: 'Personalized Learning' });
    await expect.poll(() => modal.getByTestId('context-count').textContent()).toBe('(2)');
    expect(await modal.getByRole('button', { name: 'Business', exact: true }).isDisabled()).toBe(
      true,
    );
    const input = modal.getByLabel('Add your own context');
    await input.fill('  Gardening  ');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    await input.fill('gardening');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await modal.getByRole('button', { name: 'Music', exact: true }).click();
    await expect.poll(() => modal.getByTestId('context-count').textContent()).toBe('(4)');
    expect(await modal.getByRole('button', { name: 'Music', exact: true }).isDisabled()).toBe(true);
    const example = (await modal.getByTestId('example-word').textContent()) ?? '';
    expect(['accomplish', 'strategy', 'coordinate', 'establish', 'generate']).toContain(example);
    await expect.poll(() => modal.getByText(/^Gardening:/).count()).toBe(1);
    await modal.getByRole('button', { name: 'Try another word' }).click();
    await expect.poll(() => modal.getByTestId('example-word').textContent()).not.toBe(example);
    await expectNoSeriousA11yViolations(page, 'the Preferences modal');

    await modal.getByRole('button', { name: 'Save My Preferences' }).click();
    await expect
      .poll(() => page.getByText('Your vocabulary context preferences have been saved!').count())
      .toBe(1);
    expect(await modal.count()).toBe(0);

    await page.reload();
    await headerAction(page, 'Preferences');
    const chips = page.getByRole('list', { name: 'Selected contexts' });
    await expect
      .poll(() => chips.getByRole('listitem').allTextContents())
      .toEqual(['Business', 'Sports', 'Gardening', 'Music']);
    await context.close();
  });

  it('sends the browser time zone to the profile after sign-in', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      timezoneId: 'Asia/Tokyo',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signUpInPage(page);
    await page.goto('/DashboardOne');
    const zone = () =>
      page.evaluate(async () => {
        const me = await (await fetch('/api/v1/me')).json();
        const profile = await (
          await fetch(`/api/v1/learners/${encodeURIComponent(me.validKey)}/profile`)
        ).json();
        return profile.timeZone as string;
      });
    await expect.poll(zone).toBe('Asia/Tokyo');
    await context.close();
  });

  it('opens the vocabulary assessment by itself while the level is unassessed, and from its button', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'New Learner', { assessed: false });
    await page.goto('/DashboardOne');
    const dialog = page.getByRole('dialog', { name: 'Vocabulary Level Assessment' });
    // It opens once the profile has loaded, which takes more than a second on a busy machine.
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Test Vocabulary Your Level' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await context.close();
  });
});
