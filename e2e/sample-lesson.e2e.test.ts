import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, newPage } from './support/browser';
import { layoutProblems } from './support/layout';
import { useAppAndBrowser } from './support/suite';

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/** Server round trips on a shared, busy machine. */
const ROUND_TRIP = { timeout: 15_000 };
const QUESTIONS_IN_LESSON = 8;

/** Answers one question with the option at `choice` (by keyboard or by tap) and waits for the check. */
async function answer(question: Locator, choice: number, by: 'keyboard' | 'tap') {
  const option = question.getByRole('button').nth(choice);
  if (by === 'keyboard') {
    await option.focus();
    await option.press('Enter');
  } else {
    await option.click();
  }
  await expect
    .poll(() => question.getByRole('status').textContent(), ROUND_TRIP)
    .toMatch(/^(Right!|Not quite: the answer is)/);
  return (await question.getByRole('status').textContent())!.startsWith('Right!');
}

describe('the sample lesson (/sample)', () => {
  const suite = useAppAndBrowser();

  for (const { width, by } of [
    { width: 1280, by: 'keyboard' as const },
    { width: 390, by: 'tap' as const },
  ]) {
    it(`a visitor completes it at ${width} px (${by}): answers checked on the server, then the call to action`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, { width });
      const served: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/v1/sample-lesson') {
          void response.text().then((body) => served.push(body));
        }
      });
      await page.goto('/sample');
      await page
        .getByRole('heading', { level: 1, name: 'Try Lexora in a few minutes' })
        .waitFor(ROUND_TRIP);
      const questions = page.getByTestId('sample-question');
      await expect.poll(() => questions.count(), ROUND_TRIP).toBe(QUESTIONS_IN_LESSON);
      // The keys stay on the server until a question is answered.
      await expect.poll(() => served.length).toBe(1);
      expect(served[0]).not.toMatch(/"(correct\w*|explanation|answer)":/i);
      await expectNoSeriousA11yViolations(page, `/sample at ${width} px`);

      // The word assistant explains a word of the passage (a tap, or arrow keys and Enter).
      const panel = page.getByTestId('sample-word-panel');
      if (by === 'tap') {
        await page.getByTestId('passage-text').getByText('market', { exact: true }).first().click();
        await expect
          .poll(() => panel.getByRole('heading', { level: 3 }).textContent(), ROUND_TRIP)
          .toMatch(/^market/);
      } else {
        const passage = page.getByTestId('passage-text');
        await passage.focus();
        await passage.press('ArrowRight'); // "On" -> "the"
        await passage.press('ArrowRight'); // -> "second"
        await passage.press('Enter');
        await expect
          .poll(() => panel.getByRole('heading', { level: 3 }).textContent(), ROUND_TRIP)
          .toMatch(/^second/);
      }
      expect((await panel.textContent())!.length).toBeGreaterThan(30);

      let right = 0;
      for (let i = 0; i < QUESTIONS_IN_LESSON; i++) {
        const question = questions.nth(i);
        // Each visitor's answers differ by question, so both verdicts show up in a run.
        if (await answer(question, i % 3, by)) right += 1;
        expect(await question.getByText('(the right answer)').count()).toBe(1);
      }

      const end = page.getByTestId('sample-end');
      await end.waitFor(ROUND_TRIP);
      expect(await end.getByRole('heading', { level: 2 }).textContent()).toBe(
        `You finished the sample lesson: ${right} of ${QUESTIONS_IN_LESSON} right`,
      );
      // Focus moves to the end, so a keyboard or screen-reader user finds it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sample-end');
      const signUp = end.getByRole('link', {
        name: 'Create a free account to save your progress',
      });
      expect(await signUp.getAttribute('href')).toBe('/login?mode=signup');
      // Nothing is kept for a visitor: no session or other cookie.
      expect(await context.cookies()).toEqual([]);

      if (width === 390) {
        expect(await layoutProblems(page, 44)).toEqual([]);
        await page.getByRole('button', { name: 'Dark mode' }).click();
        await expectNoSeriousA11yViolations(page, '/sample finished at 390 px, dark');
      } else {
        await expectNoSeriousA11yViolations(page, '/sample finished at 1280 px');
      }
      await shot(page, `sample-lesson-finished-${width}`);
      await signUp.click();
      await page.waitForURL(/\/login\?mode=signup/);
      await context.close();
    });
  }

  it('a B1 lesson replaces the A2 one when the visitor chooses B1', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/sample');
    const title = page.locator('#sample-reading');
    await expect.poll(() => title.textContent(), ROUND_TRIP).toMatch(/^1\. Read: /);
    const a2Title = await title.textContent();
    await answer(page.getByTestId('sample-question').first(), 0, 'tap');
    await page.getByRole('radio', { name: /B1 Intermediate/ }).check();
    await expect.poll(() => title.textContent(), ROUND_TRIP).not.toBe(a2Title);
    // A new lesson starts with nothing answered.
    expect(await page.getByText(`0 of ${QUESTIONS_IN_LESSON} questions answered`).count()).toBe(1);
    await shot(page, 'sample-lesson-b1-1280');
    await context.close();
  });
});
