import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASSOCIATION_QUESTIONS,
  SAMPLE_DIFFICULT_WORDS,
  WORD_GUESS_WORDS,
  mentionsWord,
} from '@lexora/content';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/suite';
import { expectNoSeriousA11yViolations, newPage } from './support/browser';
import { signUpInPage } from './support/learner';

const points = (page: Page) => page.getByTestId('header-points').textContent();
const text = (page: Page, id: string) => page.getByTestId(id).textContent();
const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
/** The polite live region a timed game speaks its score and timer marks through. */
const liveRegion = (page: Page) => page.locator('main p[aria-live="polite"]').textContent();
/** axe's colour contrast on the toasts shown now (sonner's toasts sit outside <main>). */
async function expectReadableToasts(page: Page, label: string) {
  // Hovered, sonner holds its toasts (and spreads them out) while axe reads them.
  await page.locator('[data-sonner-toast]').first().hover();
  const results = await new AxeBuilder({ page })
    .include('[data-sonner-toaster]')
    .withRules(['color-contrast'])
    .analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
  expect(found, `toast contrast on ${label}`).toEqual([]);
  expect(results.passes.flatMap((p) => p.nodes).length, `toasts read on ${label}`).toBeGreaterThan(
    0,
  );
}
/** The server's answer to the round a game asks for as it starts (ADR 0048). */
const roundIssued = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/games/rounds') && r.ok());

describe('the word games', () => {
  // The pages run on fake clocks; the server's clock, which times each round, moves with them.
  const suite = useAppAndBrowser({ movableClock: true });

  it('picks Taboo Chat and plays it to Game Over by mouse and keyboard; the score becomes points', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page);
    await page.clock.install();
    await page.goto('/game-selection');
    await expectNoSeriousA11yViolations(page, '/game-selection');
    const tabooRound = roundIssued(page);
    await page.getByRole('button', { name: /Taboo Chat/ }).click();
    await page.waitForURL('**/taboo');
    await tabooRound;

    await expect.poll(() => text(page, 'taboo-time')).toBe('Time: 60s');
    await page.clock.runFor(3_000);
    await expect.poll(() => page.getByRole('button', { name: 'Correct' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'Taboo while playing');
    const firstWord = await page.locator('#taboo-word').textContent();
    await page.getByRole('button', { name: 'Correct' }).click();
    await expect.poll(() => text(page, 'taboo-score')).toBe('Score: 1');
    expect(await page.locator('#taboo-word').textContent()).not.toBe(firstWord);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect.poll(() => text(page, 'taboo-score')).toBe('Score: 2');

    await page.getByRole('button', { name: 'Mute sounds' }).click();
    expect(
      await page.getByRole('button', { name: 'Mute sounds' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );

    await suite.server.advanceClock(64_000);
    // The screen reader hears "1 second left" (issue 30), then nothing once the game is over.
    // The page's clock stops, so the last second lasts while the test reads it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
    const shown = Number((await text(page, 'taboo-time'))?.match(/\d+/)?.[0]);
    await page.clock.runFor((shown - 1) * 1000);
    await expect.poll(() => text(page, 'taboo-time')).toBe('Time: 1s');
    expect(await liveRegion(page)).toBe('1 second left');
    await page.clock.resume();
    await page.clock.runFor(2_000);
    await expect.poll(() => page.getByRole('heading', { name: 'Game Over' }).count()).toBe(1);
    expect(await liveRegion(page)).toBe('');
    expect(await text(page, 'taboo-final')).toBe('Your Score: 2');
    await expect.poll(() => points(page), { timeout: 15_000 }).toContain('2 points');
    await expectNoSeriousA11yViolations(page, 'Taboo game over (dark)');
    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect.poll(() => text(page, 'taboo-score')).toBe('Score: 0');
    // Play Again: no score of the game before, then the new game's own clock.
    expect(await liveRegion(page)).toBe('');
    await page.clock.runFor(3_000);
    await expect.poll(() => liveRegion(page)).toBe('60 seconds left');
    await context.close();
  });

  it('wins a Word Guess round by describing the word, never by saying it, then exits with confirmation', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 390,
      height: 844,
    });
    await signUpInPage(page);
    await page.clock.install();
    await page.goto('/vocabulary-game-quiz1');
    const input = page.getByLabel('Your message');
    expect(await input.isDisabled()).toBe(true);
    const guessRound = roundIssued(page);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await guessRound;
    // 3-2-1, then "Start" for a second, then the word popup.
    await suite.server.advanceClock(7_000);
    await page.clock.runFor(4_000);
    await expect.poll(() => page.getByTestId('guess-word').count()).toBe(1);
    const word = (await page.getByTestId('guess-word').textContent()) ?? '';
    const entry = WORD_GUESS_WORDS.find((w) => w.word === word);
    expect(entry, `deck word ${word}`).toBeDefined();
    await page.clock.runFor(3_000);
    await expect.poll(() => input.isDisabled()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'Word Guess round');
    const chat = page.getByRole('list', { name: 'Chat messages' });
    const before = await chat.getByRole('listitem').count();
    await input.fill('   ');
    await input.press('Enter');
    expect(await chat.getByRole('listitem').count()).toBe(before);

    await input.fill(`It is like ${entry!.tabooWords[0]}`);
    await input.press('Enter');
    await expect
      .poll(() =>
        chat.getByText('Oops! You used a related word. Try again without those words.').count(),
      )
      .toBe(1);
    // Saying the word itself, in any form, is kindly refused (issue 30).
    const plural = word.toLowerCase().endsWith('s') ? word : `${word}s`;
    await input.fill(`I think it is ${plural.toLowerCase()}`);
    await input.press('Enter');
    await expect
      .poll(() => chat.getByText(/that message says the word itself, so it can't count/).count())
      .toBe(1);
    expect(await text(page, 'guess-score')).toBe('Score: 0');
    await shot(page, 'word-guess-said-the-word-390');
    // A description with enough clues: Lexora guesses the word.
    await input.fill(entry!.description);
    await input.press('Enter');
    await expect.poll(() => text(page, 'guess-score')).toBe('Score: 1');
    await expect.poll(() => chat.getByText(/Correct! I guessed it/).count()).toBe(1);

    await page.getByRole('button', { name: 'Exit' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.textContent())
      .toContain('Are you sure you want to exit the game? Your progress will be lost.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(() => chat.getByRole('listitem').allTextContents())
      .toEqual(['Lexora: Game Over! Your final score: 1.']);
    await expect.poll(() => points(page)).toContain('1 points');
    await context.close();
  });

  it('plays Word Association with a wrong and two right answers and runs into the hint limit', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await signUpInPage(page);
    await page.clock.install();
    await page.goto('/wordssociation-two');
    const begin = page.getByRole('button', { name: 'Begin Challenge' });
    expect(await begin.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Easy' }).click();
    const associationRound = roundIssued(page);
    await begin.click();
    await associationRound;
    await expectNoSeriousA11yViolations(page, 'Word Association playing');

    const question = async () => {
      const words = (await text(page, 'assoc-words')) ?? '';
      const found = ASSOCIATION_QUESTIONS.find((q) => q.words.join(' | ') === words);
      expect(found, words).toBeDefined();
      return found!;
    };
    const first = await question();
    const wrong = first.options.findIndex((o) => o !== first.correctAnswer);
    await page.locator('body').click({ position: { x: 5, y: 500 } });
    await page.keyboard.press(String(wrong + 1));
    await expect.poll(() => page.getByText('Incorrect Answer').count()).toBe(1);
    await expect
      .poll(() => page.getByText(`The correct answer was ${first.correctAnswer}`).count())
      .toBe(1);
    expect(await text(page, 'assoc-score')).toBe('Score: 0');

    const second = await question();
    await page
      .getByRole('button', {
        name: `Option ${second.options.indexOf(second.correctAnswer) + 1}: ${second.correctAnswer}`,
      })
      .click();
    await expect.poll(() => text(page, 'assoc-score')).toBe('Score: 10');
    await expect.poll(() => page.getByText('Correct Answer!').count()).toBe(1);
    // The success toast is readable (4.5:1) in both themes (issue 30: it was 4.25:1).
    await expectReadableToasts(page, 'Word Association (light)');
    await shot(page, 'association-toast-1280-light');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    // Two right of three: above the bar that keeps random pressing unpaid (ADR 0048).
    const third = await question();
    await page
      .getByRole('button', {
        name: `Option ${third.options.indexOf(third.correctAnswer) + 1}: ${third.correctAnswer}`,
      })
      .click();
    await expect.poll(() => text(page, 'assoc-score')).toBe('Score: 20');
    await expectReadableToasts(page, 'Word Association (dark)');
    await shot(page, 'association-toast-1280-dark');

    const hint = page.getByRole('button', { name: /Get Hint/ });
    for (let i = 0; i < 3; i += 1) await hint.click();
    expect(await hint.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.getByTestId('assoc-hint').count()).toBe(1);
    // aria-disabled (not disabled): a fourth press still explains why nothing happens.
    await hint.click({ force: true });
    await expect.poll(() => page.getByText('Hint limit reached!').count()).toBe(1);

    await suite.server.advanceClock(61_000);
    await page.clock.runFor(61_000);
    await expect.poll(() => text(page, 'assoc-final')).toBe('Final Score: 20');
    // The result is sent after the round's answer; a busy machine may take a few seconds.
    await expect.poll(() => points(page), { timeout: 15_000 }).toContain('20 points');
    // The end screen says what the score paid (a round under 60% right pays nothing, and the
    // screen used to show its score alone).
    await expect
      .poll(() => text(page, 'assoc-paid'), { timeout: 15_000 })
      .toBe('20 points added to your total.');
    await page.getByRole('button', { name: 'Play Again' }).click();
    expect(await page.getByRole('button', { name: 'Easy' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await context.close();
  });

  for (const width of [1280, 390]) {
    it(`names every game card for the game it opens and has all five (issue 30, ${width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
        width,
        height: width === 390 ? 844 : 800,
      });
      await signUpInPage(page);
      await page.goto('/game-selection');
      const cards = page.getByRole('main').getByRole('listitem').getByRole('button');
      const titles = async () =>
        (await cards.locator('span.text-xl').allTextContents()).map((t) => t.trim());
      const opens: Record<string, [string, string]> = {
        'Word Association Game': ['/word-association', 'Word Association Challenge'],
        'Taboo Chat': ['/taboo', 'Taboo'],
        'Word Guess': ['/vocabulary-game-quiz1', 'Word Guess'],
        'Vocabulary Challenge': ['/vocabulary-game-quiz', 'Vocabulary Challenge'],
        'Word Connection Challenge': ['/word-connection', 'Word Connection Challenge'],
      };
      await expect.poll(titles).toEqual(Object.keys(opens));
      expect(await page.getByText('Spelling Adventure').count()).toBe(0);
      await shot(page, `game-selection-${width}`);
      for (const theme of ['light', 'dark']) {
        if (theme === 'dark') await page.getByRole('button', { name: 'Dark mode' }).click();
        await expectNoSeriousA11yViolations(page, `/game-selection (${theme}, ${width})`);
      }
      await shot(page, `game-selection-${width}-dark`);
      for (const [title, [path, heading]] of Object.entries(opens)) {
        await page.goto('/game-selection');
        await cards.filter({ hasText: title }).click();
        await page.waitForURL(`**${path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(heading);
      }
      await context.close();
    });
  }

  it('plays Taboo with the learner’s own words; every game screen is axe clean on a dark phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 390,
      height: 844,
    });
    await signUpInPage(page);
    await page.evaluate(() => localStorage.setItem('lexora.theme', 'dark'));
    await page.clock.install();
    await page.goto('/taboo-vocabulary');
    await page.clock.runFor(3_000);
    // The sample words of the learner's level (Elementary after signUpInPage's assessment).
    const samples = SAMPLE_DIFFICULT_WORDS.map((w) => w.word);
    await expect
      .poll(async () => samples.includes((await page.locator('#taboo-word').textContent()) ?? ''))
      .toBe(true);
    await shot(page, 'taboo-vocabulary-390-dark');
    await expectNoSeriousA11yViolations(page, '/taboo-vocabulary (dark, 390)');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/game-selection');
    await expectNoSeriousA11yViolations(page, '/game-selection (dark, 390)');
    for (const path of ['/vocabulary-game-quiz1', '/word-association']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectNoSeriousA11yViolations(page, `${path} (dark, 390)`);
    }
    await context.close();
  });

  it('builds Taboo cards with my words from our dictionary, and names a word it has no card for (1280 px)', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 1280,
      height: 900,
    });
    await signUpInPage(page);
    // A game phrase a learner may still have from before our dictionary: no card for it.
    const added = await page.evaluate(async () => {
      const me = await (await fetch('/api/v1/me')).json();
      const res = await fetch(
        `/api/v1/learners/${encodeURIComponent(me.validKey)}/difficult-words`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ word: 'careful with money', definition: 'Frugal.' }),
        },
      );
      return res.status;
    });
    expect(added).toBe(201);
    await page.clock.install();
    await page.goto('/taboo-vocabulary');
    await expect
      .poll(() => page.getByTestId('taboo-no-card').textContent())
      .toBe(
        'No card for "careful with money": our dictionary does not have it yet, or does not say enough about it for a card.',
      );
    await page.clock.runFor(3_000);
    const card = page.getByRole('article');
    await expect.poll(() => card.getByRole('listitem').count()).toBe(4);
    const word = (await page.locator('#taboo-word').textContent()) ?? '';
    expect(SAMPLE_DIFFICULT_WORDS.map((w) => w.word)).toContain(word);
    // The dictionary's definition, never the word or a forbidden word in it.
    const meaning = (await card.locator('p').first().textContent()) ?? '';
    const forbidden = await card.getByRole('listitem').allTextContents();
    for (const w of [word, ...forbidden])
      expect(mentionsWord(meaning, w), `${w} in ${meaning}`).toBe(false);
    expect(meaning.split('…').length - 1).toBeLessThanOrEqual(2);
    await expectNoSeriousA11yViolations(page, '/taboo-vocabulary (1280)');
    await shot(page, 'taboo-vocabulary-1280');
    await context.close();
  });
});
