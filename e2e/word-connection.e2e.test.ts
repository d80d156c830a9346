import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConnectionQuiz } from '@lexora/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, newPage } from './support/browser';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

const points = (page: Page) => page.getByTestId('header-points').textContent();
const feedback = (page: Page) => page.getByTestId('feedback').textContent();

/** Starts a game and returns the questions the server sent (the test reads the answers there). */
async function startGame(page: Page): Promise<ConnectionQuiz> {
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/relatedmcq') && r.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const quiz = (await (await response).json()) as ConnectionQuiz;
  await page.getByTestId('clues').waitFor();
  return quiz;
}

/**
 * The option buttons show the server's options whole: a category's answer can be a label of
 * several words ("birds of prey", "musical instruments"), each button after its key number.
 */
async function expectOptionsShown(page: Page, quiz: ConnectionQuiz, i: number) {
  const q = quiz.questions[i]!;
  const sent = [q.option1, q.option2, q.option3, q.option4];
  const buttons = page.getByRole('group', { name: 'Options' }).getByRole('button');
  await expect.poll(() => buttons.allTextContents()).toEqual(sent.map((o, k) => `${k + 1}${o}`));
}

const answerIndex = (quiz: ConnectionQuiz, i: number) =>
  ['option1', 'option2', 'option3', 'option4'].indexOf(quiz.questions[i]!.correct_answer);

describe('Word Connection Challenge', () => {
  const suite = useAppAndBrowser();

  it('plays a whole game by keyboard and mouse: right, wrong, a time-up, results and points', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page);
    await page.goto('/DashboardOne');
    await page
      .getByRole('link', { name: /Word Connection/ })
      .first()
      .waitFor();
    await page.goto('/game-selection');
    await page.getByRole('button', { name: /Word Connection Challenge/ }).click();
    await page.waitForURL('**/word-connection');
    await page.getByRole('heading', { name: 'How to Play' }).waitFor();
    expect(await page.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining(['13 clue words share a connection.']),
    );
    await expectNoSeriousA11yViolations(page, 'Word Connection intro');
    await shot(page, 'word-connection-intro-1280');
    const before = Number((await points(page))?.replace(/,/g, '').match(/\d+/)?.[0] ?? 0);

    const quiz = await startGame(page);
    const clues = await page.getByTestId('clues').getByRole('listitem').allTextContents();
    expect(quiz.questions[0]!.question).toContain(`[${clues.join(', ')}]`);
    await expectOptionsShown(page, quiz, 0);
    await expectNoSeriousA11yViolations(page, 'Word Connection question');

    // 1: right, by keyboard alone (the digit selects, Enter submits, Enter goes on).
    await page.keyboard.press(String(answerIndex(quiz, 0) + 1));
    await page.keyboard.press('Enter');
    await expect.poll(() => feedback(page)).toMatch(/^Correct! \+\d+ points/);
    expect(Number(await page.getByTestId('confetti').getAttribute('data-burst'))).toBe(1);
    expect(await page.getByTestId('streak').textContent()).toContain('Streak 1');
    await shot(page, 'word-connection-correct-1280');
    await page.keyboard.press('Enter');

    // 2: wrong, by mouse: 'Not quite!' with the answer and the explanation.
    const q2 = quiz.questions[1]!;
    const wrong = (answerIndex(quiz, 1) + 1) % 4;
    await page.getByRole('group', { name: 'Options' }).getByRole('button').nth(wrong).click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect.poll(() => feedback(page)).toContain('Not quite!');
    expect(await feedback(page)).toContain(`The answer is ${q2[q2.correct_answer]}.`);
    expect(await feedback(page)).toContain(q2.explanation);
    expect(await page.getByTestId('streak').textContent()).toContain('Streak 0');
    await expectNoSeriousA11yViolations(page, 'Word Connection wrong answer');
    await shot(page, 'word-connection-wrong-1280');
    await page.getByRole('button', { name: 'Next Question' }).click();

    // 3: the 10 s run out; the ring turned orange, then red, on the way.
    await expect
      .poll(() => page.getByTestId('timer-ring').getAttribute('data-tone'), { timeout: 8_000 })
      .toBe('warning');
    await expect
      .poll(() => page.getByTestId('timer-ring').getAttribute('data-tone'), { timeout: 4_000 })
      .toBe('danger');
    await expect.poll(() => feedback(page), { timeout: 6_000 }).toContain("Time's up!");
    await page.keyboard.press('Enter');

    // 4-10: right again.
    for (let i = 3; i < 10; i++) {
      await expect.poll(() => page.getByText(`Question ${i + 1} of 10`).count()).toBe(1);
      await expectOptionsShown(page, quiz, i);
      await page.keyboard.press(String(answerIndex(quiz, i) + 1));
      await page.keyboard.press('Enter');
      await expect.poll(() => feedback(page)).toMatch(/^Correct!/);
      await page.keyboard.press('Enter');
    }

    await page.getByRole('heading', { name: 'Game Complete!' }).waitFor();
    expect(await page.getByTestId('percent').textContent()).toBe('80%');
    await page.getByText('8 out of 10 correct').waitFor();
    await page.getByText('Great job!').waitFor();
    expect(await page.getByTestId('best-streak').textContent()).toBe('7');
    const total = Number(await page.getByTestId('total-points').textContent());
    // Named as this game's points: the header beside it shows the learner's whole total.
    expect(await page.getByText('POINTS THIS GAME', { exact: true }).count()).toBe(1);
    expect(await page.getByText('TOTAL POINTS', { exact: true }).count()).toBe(0);
    expect(total).toBeGreaterThanOrEqual(8 * 100);
    expect(total).toBeLessThanOrEqual(8 * 200);
    // Ten words practised complete Today's Challenge: its points join the header's one total.
    const challengeBonus = async () => {
      const exported = await page.request.get('/api/v1/me/data');
      const { progress } = (await exported.json()).sections as {
        progress: { pointsLedger: { reason: string; amount: number }[] };
      };
      return progress.pointsLedger
        .filter((entry) => entry.reason === 'daily-challenge')
        .reduce((sum, entry) => sum + entry.amount, 0);
    };
    // The header's total less the challenge's points is what the learner had plus this game.
    await expect
      .poll(
        async () =>
          Number((await points(page))?.replace(/,/g, '').match(/\d+/)?.[0] ?? NaN) -
          (await challengeBonus()),
      )
      .toBe(before + total);
    await expectNoSeriousA11yViolations(page, 'Word Connection complete');
    await shot(page, 'word-connection-complete-1280');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await expectNoSeriousA11yViolations(page, 'Word Connection complete (dark)');
    await shot(page, 'word-connection-complete-1280-dark');

    await page.getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('heading', { name: 'How to Play' }).waitFor();
    await context.close();
  }, 180_000);

  it('falls back to our questions when the server fails, on a 390 px phone in dark mode', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 390,
      height: 844,
    });
    await signUpInPage(page);
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto('/word-connection');
    await page.getByRole('heading', { name: 'How to Play' }).waitFor();
    await shot(page, 'word-connection-intro-390-dark');
    await page.route('**/api/v1/relatedmcq', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'SERVICE_BUSY', message: 'Lexora is busy right now.' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Building Your Brain Connections...').waitFor();
    await page.getByText('We could not reach the server:').waitFor();
    await page.getByText('Playing with our own questions instead...').waitFor();
    await shot(page, 'word-connection-fallback-390-dark');
    await page.getByTestId('clues').waitFor();
    const clues = await page.getByTestId('clues').getByRole('listitem').allTextContents();
    expect(clues).toHaveLength(3);
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await page.getByTestId('feedback').waitFor();
    await expectNoSeriousA11yViolations(page, 'Word Connection at 390 px (dark)');
    await shot(page, 'word-connection-answered-390-dark');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // Scrolled to the end, the word assistant's round button leaves the next button free.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const next = await page
      .getByRole('button', { name: /Next Question|See Results/ })
      .boundingBox();
    const helper = await page.getByRole('button', { name: 'Open word assistant' }).boundingBox();
    expect(next && helper).toBeTruthy();
    const overlaps =
      next!.x < helper!.x + helper!.width &&
      helper!.x < next!.x + next!.width &&
      next!.y < helper!.y + helper!.height &&
      helper!.y < next!.y + next!.height;
    expect(overlaps, 'the word assistant button covers the next button').toBe(false);
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('heading', { name: 'How to Play' }).waitFor();
    await context.close();
  }, 120_000);
});
