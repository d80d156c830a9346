import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, newPage } from './support/browser';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

const TEXT =
  'Last summer I travelled to Portugal with two close friends, and it turned out to be one of ' +
  'the most memorable journeys of my life. Although we had planned every day carefully, the ' +
  'most rewarding moments were the unexpected ones. We wandered through narrow streets and ' +
  'had long conversations with locals who generously shared their stories.';

const TITLES: Record<string, string> = {
  A1: 'Beginner',
  A2: 'Elementary',
  B1: 'Intermediate',
  B2: 'Upper Intermediate',
  C1: 'Advanced',
  C2: 'Proficient',
};

/** Holds matching requests until released, so a test can look at the screen in between. */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let count = 0;
  await page.route(pattern, (route) => {
    count += 1;
    held.push(route);
  });
  return {
    count: () => count,
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Walks the seven intro slides of the assessment shown in `scope` (the modal or the page). */
async function startFromIntro(scope: Locator) {
  expect(await scope.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
  for (let i = 1; i < 7; i += 1) {
    await expect.poll(() => scope.getByText(`Step ${i} of 7`).isVisible()).toBe(true);
    await scope.getByRole('button', { name: 'Next' }).click();
  }
  await expect.poll(() => scope.getByText('Step 7 of 7').isVisible()).toBe(true);
  await scope.getByRole('button', { name: 'Start Assessment' }).click();
}

/** Opens the modal (from `path`, which opens it by itself) and walks its intro. */
async function openAssessmentAndStart(page: Page, path = '/vocabulary-analyzer?assessment=1') {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Vocabulary Level Assessment' });
  await dialog.waitFor();
  await startFromIntro(dialog);
  return dialog;
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('vocabulary level predictor', () => {
  const suite = useAppAndBrowser();

  it('takes the assessment from the dashboard: analysis with chart and highlighting, saves the level at once, updates the header badge and keeps the results until closed', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'Vocab Learner', { assessed: false });
    // The dashboard opens the assessment by itself while the level is not assessed.
    const dialog = await openAssessmentAndStart(page, '/DashboardOne');
    const badge = page.locator('header').getByTestId('level-badge-vocabulary');
    await expect.poll(() => badge.getAttribute('data-level')).toBe('none');

    const analyze = dialog.getByRole('button', { name: 'Analyse My Text' });
    const textbox = dialog.getByLabel('Write your text');
    await textbox.fill('  Too short ');
    expect(await analyze.isDisabled()).toBe(true);
    await textbox.fill(TEXT);
    expect(await analyze.isDisabled()).toBe(false);
    const counters = await dialog.getByTestId('text-counters').textContent();
    expect(counters).toContain(`${TEXT.length}/5000 characters`);
    expect(counters).toContain(`${TEXT.match(/\w+/g)!.length} words`);
    expect(counters).toContain('3 sentences');
    await expectNoSeriousA11yViolations(page, 'assessment input (light)');

    const save = await holdRequests(page, '**/api/v1/me/vocabulary-level');
    await analyze.click();
    await dialog.getByTestId('analysis-result').waitFor();
    const level = (await dialog.getByTestId('result-level').textContent())!;
    expect(Object.keys(TITLES)).toContain(level);
    expect(await dialog.getByTestId('result-title').textContent()).toBe(TITLES[level]);
    await expect.poll(() => dialog.getByText('Saving your level...').isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog.getByTestId('distribution-chart').locator('path.recharts-rectangle').count(),
      )
      .toBeGreaterThan(0);
    expect(await dialog.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    const words = dialog.getByTestId('highlighted-text').locator('[data-level]');
    expect(await words.count()).toBeGreaterThan(30);
    const first = words.first();
    await first.hover();
    const tooltip = await dialog.getByRole('tooltip').textContent();
    expect(tooltip).toContain(await first.getAttribute('data-level'));
    // Keyboard: one Tab stop, arrow keys move from word to word and show the level.
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const focused = page.locator('[data-word-index]:focus');
    expect(await focused.getAttribute('data-word-index')).toBe('1');
    expect(await dialog.getByRole('tooltip').textContent()).toContain(
      await focused.getAttribute('data-level'),
    );
    expect(await words.nth(1).getAttribute('aria-describedby')).toBe(
      await dialog.getByRole('tooltip').getAttribute('id'),
    );
    expect(await words.nth(2).getAttribute('tabindex')).toBe('-1');
    for (const label of [
      'A1 Beginner',
      'A2 Elementary',
      'B1 Intermediate',
      'B2 Upper Intermediate',
      'C1 Advanced',
      'C2 Proficient',
    ]) {
      expect(await dialog.getByRole('list', { name: 'Legend' }).textContent()).toContain(label);
    }
    expect((await dialog.getByTestId('result-feedback').textContent())!.length).toBeGreaterThan(20);
    await expectNoSeriousA11yViolations(page, 'assessment results (light)');

    // The save was triggered once after the analysis. Once it succeeds, the header's badge shows
    // the new level at once, and the results stay on screen until the learner closes them.
    expect(save.count()).toBe(1);
    await save.release();
    await expect
      .poll(() => dialog.getByText('Your level has been saved to your profile.').isVisible())
      .toBe(true);
    await expect.poll(() => badge.getAttribute('data-level')).toBe(level);
    await page.waitForTimeout(1500); // longer than the spec's 1 s auto-close, which we do not do
    expect(await dialog.getByTestId('analysis-result').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(save.count()).toBe(1);
    expect(await badge.getAttribute('data-level')).toBe(level);
    const me = await page.evaluate(() => fetch('/api/v1/me').then((r) => r.json()));
    expect(me.level).toBe(TITLES[level]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lexora.user')!));
    expect(stored.level).toBe(TITLES[level]);
    await context.close();
  });

  it('shows the rules a text breaks, clears them on editing, and the generic error on failure', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'Vocab Learner', { assessed: false });
    const dialog = await openAssessmentAndStart(page);
    const textbox = dialog.getByLabel('Write your text');
    await textbox.fill('Short. Text!');
    await dialog.getByRole('button', { name: 'Analyse My Text' }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.isVisible()).toBe(true);
    const problems = await alert.textContent();
    expect(problems).toContain('Please fix the following issues:');
    expect(problems).toContain('Text should be at least 50 characters long for accurate analysis.');
    expect(problems).toContain('Please write at least 10 words for meaningful analysis.');
    await textbox.fill('Short. Text! More');
    expect(await alert.count()).toBe(0);

    await page.route('**/api/v1/vocabulary/analysis', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await textbox.fill(TEXT);
    await dialog.getByRole('button', { name: 'Analyse My Text' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('An error occurred during analysis. Please try again.');
    expect(await textbox.inputValue()).toBe(TEXT);
    await dialog.getByRole('button', { name: 'Back to Instructions' }).click();
    await expect.poll(() => dialog.getByText('Step 7 of 7').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Nothing was analysed, so nothing was saved.
    expect((await page.evaluate(() => fetch('/api/v1/me').then((r) => r.json()))).level).toBe(
      'level',
    );

    // The full-page predictor runs the same flow and shows the same rule messages.
    await page.unroute('**/api/v1/vocabulary/analysis');
    await startFromIntro(page.getByRole('main'));
    await page
      .getByLabel('Write your text')
      .fill('I really like going to the park with my friends and family every weekend in summer');
    await page.getByRole('button', { name: 'Analyse My Text' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please write at least 2 complete sentences.');
    await context.close();
  });

  it('closing with an unsaved result saves it once; the page predictor runs the same flow, saves the level and passes axe in dark mode', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page, 'Vocab Learner', { assessed: false });
    await page.goto('/vocabulary-analyzer');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await isDark(page)).toBe(true);

    // ?assessment=1 opens the modal too.
    await page.goto('/vocabulary-analyzer?assessment=1');
    const dialog = page.getByRole('dialog', { name: 'Vocabulary Level Assessment' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'assessment intro (dark)');
    for (let i = 0; i < 7; i += 1)
      await dialog.getByRole('button', { name: /Next|Start Assessment/ }).click();
    await dialog.getByLabel('Write your text').fill(TEXT);

    // The first save fails (only logged); closing then saves again, exactly once.
    let puts = 0;
    let failNext = true;
    await page.route('**/api/v1/me/vocabulary-level', async (route) => {
      puts += 1;
      if (failNext) {
        failNext = false;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      } else await route.continue();
    });
    await dialog.getByRole('button', { name: 'Analyse My Text' }).click();
    await dialog.getByTestId('analysis-result').waitFor();
    await expect.poll(() => puts).toBe(1);
    await expect
      .poll(() =>
        dialog.getByTestId('distribution-chart').locator('path.recharts-rectangle').count(),
      )
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'assessment results (dark)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => puts).toBe(2);
    await expect
      .poll(
        async () => (await page.evaluate(() => fetch('/api/v1/me').then((r) => r.json()))).level,
      )
      .not.toBe('level');

    const main = page.getByRole('main');
    await startFromIntro(main);
    await main.getByLabel('Write your text').fill(TEXT);
    await main.getByRole('button', { name: 'Analyse My Text' }).click();
    await main.getByTestId('analysis-result').waitFor();
    // The page saves the level like the modal does.
    await expect.poll(() => puts).toBe(3);
    await expect
      .poll(() => main.getByText('Your level has been saved to your profile.').isVisible())
      .toBe(true);
    // Pointer off the button: the shared primary button's dark hover colour (white on
    // indigo-400, 3.1:1) fails contrast; that is components/button.tsx, reported separately.
    await page.mouse.move(0, 0);
    expect(
      await page.getByTestId('highlighted-text').locator('[data-level]').count(),
    ).toBeGreaterThan(30);
    await expectNoSeriousA11yViolations(page, 'vocabulary analyzer page (dark)');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expectNoSeriousA11yViolations(page, 'vocabulary analyzer page (light)');
    expect(puts).toBe(3);
    // Try Again returns to the text; Start Over to the first slide.
    await main.getByRole('button', { name: 'Try Again' }).click();
    expect(await main.getByLabel('Write your text').inputValue()).toBe(TEXT);
    await main.getByRole('button', { name: 'Analyse My Text' }).click();
    await main.getByRole('button', { name: 'Start Over' }).click();
    await expect.poll(() => main.getByText('Step 1 of 7').isVisible()).toBe(true);
    await context.close();
  });
});
