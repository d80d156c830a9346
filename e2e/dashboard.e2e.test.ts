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

/** Calls the API from inside the page, with the learner's cookie. */
const api = <T>(page: Page, path: string, method = 'GET', body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { path, method, body },
  ) as Promise<T>;

/** Plays the reading assessment through the API (first option everywhere) until it ends. */
async function finishReadingAssessment(page: Page): Promise<void> {
  for (const round of ['mcq2', 'mcq3', 'mcq4']) {
    const started = await api<{ id: string; questions: { id: string }[] }>(
      page,
      '/api/v1/assessment/rounds',
      'POST',
      { page: round },
    );
    const answers = started.questions.map((q) => ({
      questionId: q.id,
      selectedOption: 0,
      timeSpent: 5000,
    }));
    await api(page, `/api/v1/assessment/rounds/${started.id}/answers`, 'POST', { answers });
    const done = await api<{ next: string }>(
      page,
      `/api/v1/assessment/rounds/${started.id}/complete`,
      'POST',
      {},
    );
    if (done.next === '/paragraph') return;
  }
}

const nextStep = (page: Page) => page.getByTestId('next-step');

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
    const modal = page.getByRole('dialog', { name: 'Personalised Learning' });
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
    await page.getByRole('button', { name: 'Test Your Vocabulary Level' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await context.close();
  });
});

describe('one path and one level story (issue 30)', () => {
  const suite = useAppAndBrowser();

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${size.width} px: the next step follows the learner's own data, and both levels say why they are what they are`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, size);
      // No level yet: the vocabulary level check.
      await signUpInPage(page, 'Lena Ortiz', { assessed: false });
      await page.goto('/DashboardOne');
      const dialog = page.getByRole('dialog', { name: 'Vocabulary Level Assessment' });
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => nextStep(page).getAttribute('data-step')).toBe('vocabulary-level');
      await nextStep(page).getByRole('link', { name: 'Check my vocabulary level' }).click();
      await page.waitForURL('**/vocabulary-analyzer');

      // A vocabulary level (saved through the analyser): the reading assessment, by the topics.
      await signUpInPage(page, 'Lena Ortiz');
      await page.goto('/DashboardOne');
      await expect.poll(() => nextStep(page).getAttribute('data-step')).toBe('reading-level');
      const vocabulary = page.getByTestId('level-story-vocabulary');
      await expect
        .poll(() => vocabulary.textContent())
        .toMatch(
          /^Your vocabulary level was set to (A1|A2|B1|B2|C1|C2) \w[\w ]+ after the text you wrote in the level check on \d{1,2} \w{3}\.$/,
        );
      expect(await page.getByTestId('level-story-reading').textContent()).toBe(
        'Not measured yet: take the reading assessment.',
      );
      // The levels card (on a computer the header shows the same badges too).
      const levels = page.getByRole('region', { name: 'Your levels' });
      expect(await levels.getByTestId('level-badge-reading').textContent()).toBe(
        'Reading level: not measured yet',
      );
      if (size.width === 1280) {
        expect(
          await page.locator('header').first().getByTestId('level-badge-reading').textContent(),
        ).toBe('Reading level: not measured yet');
      }
      expect(await levels.getByTestId('level-badge-vocabulary').textContent()).toMatch(
        /^Vocabulary level: (A1 Beginner|A2 Elementary|B1 Intermediate|B2 Upper Intermediate|C1 Advanced|C2 Proficient)$/,
      );
      await nextStep(page).getByRole('link', { name: 'Take the reading assessment' }).click();
      await page.waitForURL('**/user-details');

      // A reading level: Today's Challenge while it is not done.
      await finishReadingAssessment(page);
      await page.goto('/DashboardOne');
      await expect.poll(() => nextStep(page).getAttribute('data-step')).toBe('daily-challenge');
      const reading = page.getByTestId('level-story-reading');
      await expect
        .poll(() => reading.textContent())
        .toMatch(
          /^Your reading level was set to (A1|A2|B1|B2|C1|C2) \w[\w ]+ after the reading assessment on \d{1,2} \w{3}\.$/,
        );
      // The same reading level, named the same way, on the reading home.
      const readingBadge = (await levels.getByTestId('level-badge-reading').textContent()) ?? '';
      const story = await reading.textContent();
      expect(readingBadge).toMatch(/^Reading level: [ABC][12] \w/);
      await page.screenshot({
        path: path.join(shots, `dashboard-next-step-${size.width}.png`),
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page, `the next step at ${size.width} px`);
      await nextStep(page).getByRole('link', { name: 'Play a word game' }).click();
      await page.waitForURL('**/game-selection');
      await page.goto('/paragraph');
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: 'Reading level' })
            .getByTestId('level-badge-reading')
            .textContent(),
        )
        .toBe(readingBadge);
      expect(await page.getByTestId('level-story-reading').textContent()).toBe(story);

      // Today's Challenge done (one word a day): the next passage at the reading level.
      const me = await api<{ validKey: string }>(page, '/api/v1/me');
      const base = `/api/v1/learners/${encodeURIComponent(me.validKey)}`;
      await api(page, `${base}/preferences`, 'PUT', { dailyGoal: 1 });
      const list = await api<{ words: { id: string }[] }>(page, `${base}/difficult-words`);
      await api(page, `${base}/difficult-words/reviews`, 'POST', {
        reviews: [{ wordId: list.words[0]!.id, correct: true }],
      });
      await page.goto('/DashboardOne');
      await expect.poll(() => nextStep(page).getAttribute('data-step')).toBe('next-passage');
      const code = readingBadge.replace('Reading level: ', '');
      expect(await nextStep(page).getByRole('heading').textContent()).toBe(
        `Read your next passage at ${code}`,
      );
      await nextStep(page).getByRole('link', { name: 'Read the next passage' }).click();
      await expect
        .poll(() => page.getByTestId('paragraph-position').textContent(), { timeout: 15_000 })
        .toBe('Paragraph 1 of 3');
      await context.close();
    }, 120_000);
  }

  it('one points total, whole numbers, the same on every page and refreshed after every award', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 390,
      height: 844,
    });
    await signUpInPage(page, 'Tomas Berg');
    const me = await api<{ validKey: string }>(page, '/api/v1/me');
    const base = `/api/v1/learners/${encodeURIComponent(me.validKey)}`;
    await api(page, `${base}/preferences`, 'PUT', { dailyGoal: 2 });
    const list = await api<{
      words: { id: string; word: string; definition: string; category: string }[];
    }>(page, `${base}/difficult-words`);
    await page.goto('/DashboardOne');
    await expect.poll(() => points(page)).toBe('0 points');

    // The matching game practises two words: +50, and Today's Challenge pays +100 with it.
    await page.getByRole('button', { name: 'Start Game: Academic' }).click();
    const game = page.getByRole('region', { name: 'Academic Word Match' });
    const academic = list.words.filter((w) => w.category === 'academic');
    for (const word of academic.slice(0, 2)) {
      await game
        .getByRole('list', { name: 'Words' })
        .getByRole('button', { name: word.word })
        .click();
      await game
        .getByRole('list', { name: 'Definitions' })
        .getByRole('button', { name: word.definition, exact: true })
        .click();
    }
    await dismissNotice(page, 'Game completed! +50 points');
    // The header refetches after the award; on a busy machine that takes more than a second.
    await expect.poll(() => points(page), { timeout: 15_000 }).toBe('150 points');
    await expect
      .poll(() => page.getByTestId('challenge-progress').textContent())
      .toBe('Done! 2 / 2 words, +100 points earned. 2 words practised today.');
    expect(await page.getByText(/XP/).count()).toBe(0);

    // The reading home: the same total, no decimals; greeted by name, not by e-mail.
    await page.goto('/paragraph');
    await expect.poll(() => points(page)).toBe('150 points');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, Tomas Berg!');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    // One line: the greeting no longer breaks inside an address.
    expect(heading!.height).toBeLessThan(48);
    // Start Now says what it does: one passage that checks the reading level.
    const card = page.getByRole('region', { name: 'Reading Practice' });
    expect(await card.textContent()).not.toContain('Three short passages');
    expect(await card.textContent()).toContain(
      'Start Now: read one passage and answer its questions to check your reading level.',
    );
    await page.screenshot({ path: path.join(shots, 'reading-home-greeting-390.png') });

    // The landing page shows no made-up figures as the learner's own: the way to their own.
    await page.goto('/');
    const mine = page.getByTestId('my-progress');
    await mine.waitFor();
    expect(await mine.getByRole('link', { name: 'See my progress' }).getAttribute('href')).toBe(
      '/DashboardOne',
    );
    const landing = (await page.locator('#content').textContent()) ?? '';
    expect(landing).not.toContain('1,240');
    expect(landing).not.toMatch(/\b12\s*day streak/);
    expect(landing).not.toContain('Your level');
    await page.screenshot({ path: path.join(shots, 'landing-signed-in-390.png') });
    await context.close();
  });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${size.width} px: toasts appear below the header, not over it`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, size);
      await signUpInPage(page, 'Ines Park');
      await page.goto('/DashboardOne');
      await headerAction(page, 'Preferences');
      const modal = page.getByRole('dialog', { name: 'Personalised Learning' });
      await modal.getByRole('button', { name: 'Save My Preferences' }).click();
      const toast = page.locator('[data-sonner-toast]').first();
      await toast.waitFor();
      await expect.poll(() => toast.getAttribute('data-mounted')).toBe('true');
      const header = await page.locator('header').first().boundingBox();
      const box = await toast.boundingBox();
      await page.screenshot({ path: path.join(shots, `toast-below-header-${size.width}.png`) });
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await context.close();
    });
  }
});
