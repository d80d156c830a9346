import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInPage } from './support/learner';
import { useAppAndBrowser } from './support/suite';
import { expectNoSeriousA11yViolations, newPage, withToursDone } from './support/browser';

const tours = [
  { path: '/', heading: 'Master English with Confidence', tour: 'landing', steps: 5 },
  {
    path: '/EnglishPricePlan',
    heading: 'Simple plans for every learner',
    tour: 'pricing',
    steps: 3,
  },
  {
    path: '/EnglishLearningAboutPage',
    heading: 'We help the world speak English with confidence',
    tour: 'about',
    steps: 3,
  },
];

const focusIsInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe('public pages', () => {
  const suite = useAppAndBrowser();

  for (const { path, heading, tour, steps } of tours) {
    it(`${path}: renders, its ${steps}-step tour opens after a second, runs to Finish and stays closed`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
      const loadedAt = Date.now();
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
        .toBe(true);
      const dialog = page.getByRole('dialog');
      // Not straight away: the tour waits 1000 ms after load.
      if (Date.now() - loadedAt < 700) expect(await dialog.count()).toBe(0);
      await dialog.waitFor({ state: 'visible', timeout: 5000 });
      expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(1000);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await focusIsInDialog(page)).toBe(true);
      await expectNoSeriousA11yViolations(page, `${path} with the tour open`);

      for (let step = 1; step <= steps; step++) {
        await expect.poll(() => dialog.textContent()).toContain(`Step ${step} of ${steps}`);
        expect(await page.getByTestId('tour-spotlight').count()).toBe(1);
        const last = step === steps;
        expect(await dialog.getByRole('button', { name: 'Finish' }).count()).toBe(last ? 1 : 0);
        await dialog.getByRole('button', { name: last ? 'Finish' : 'Next' }).click();
      }
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate((key) => localStorage.getItem(key), `lexora.tour.${tour}`)).toBe(
        'finished',
      );
      await expectNoSeriousA11yViolations(page, `${path} with the tour closed`);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForTimeout(1600);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await context.close();
    });
  }

  it('closes a tour on Escape or the close icon and remembers it', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/EnglishPricePlan');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 5000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('lexora.tour.pricing'))).toBe('closed');

    await page.goto('/EnglishLearningAboutPage');
    await dialog.waitFor({ state: 'visible', timeout: 5000 });
    await dialog.getByRole('button', { name: 'Close tour' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForTimeout(1600);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('Watch Demo plays the demo tour on a phone; Skip closes it and focus returns', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      width: 360,
      height: 740,
    });
    await withToursDone(page);
    await page.goto('/');
    const watch = page.getByRole('button', { name: 'Watch Demo' });
    await watch.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toContain('Step 1 of 4');
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Step 2 of 4');
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await watch.evaluate((el) => el === document.activeElement)).toBe(true);
    // The demo can be played again; it is not remembered like the page tour.
    await watch.click();
    await expect.poll(() => dialog.textContent()).toContain('Step 1 of 4');
    await context.close();
  });

  it('the landing page links to sign-up, the four pillars and an external listening site', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await withToursDone(page);
    await page.goto('/');
    const signUp = page.getByRole('link', { name: 'Start Learning Free' }).first();
    expect(await signUp.getAttribute('href')).toBe('/login?mode=signup');
    for (const pillar of [
      'Vocabulary Improvement',
      'Comprehension Practice',
      'Speaking Practice',
      'Master Advanced Comprehension Skills',
    ]) {
      expect(await page.getByRole('heading', { name: pillar }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: /Practise speaking/ }).getAttribute('href')).toBe(
      '/pronounce-startup',
    );
    const listening = page.getByRole('link', { name: /Improve Listening/ });
    expect(await listening.getAttribute('target')).toBe('_blank');
    expect(await listening.getAttribute('rel')).toBe('noopener noreferrer');
    // Figures about the product itself (product-facts.ts), none about learners we never counted.
    const stats = (await page.locator('#stats').textContent()) ?? '';
    for (const fact of ['338', 'reading passages', '6,000+', 'CEFR levels']) {
      expect(stats).toContain(fact);
    }
    for (const claim of ['2M+', '50K+', '95%', '24/7']) expect(stats).not.toContain(claim);
    expect(await page.getByRole('link', { name: 'Try a sample lesson' }).getAttribute('href')).toBe(
      '/sample',
    );
    await context.close();
  });

  it('shows signed-in learners a way to the word games', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await withToursDone(page);
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Jump into a word game' }).count()).toBe(0);
    await signUpInPage(page, 'Mina Park', { assessed: false });
    await page.reload();
    const games = page.getByRole('link', { name: 'Jump into a word game' });
    await games.waitFor();
    expect(await games.getAttribute('href')).toBe('/game-selection');
    await context.close();
  });

  it('the pricing toggle switches between monthly and yearly prices', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await withToursDone(page);
    await page.goto('/EnglishPricePlan');
    const premium = page.getByTestId('premium-plan-price');
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const yearly = page.getByRole('radio', { name: /Yearly/ });
    expect(await monthly.getAttribute('aria-checked')).toBe('true');
    expect(await premium.textContent()).toContain('$19/month');
    await yearly.click();
    expect(await yearly.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => premium.textContent()).toContain('$179/year');
    expect(await premium.locator('s').textContent()).toContain('$228');
    expect(await page.getByText('save $49').count()).toBe(1);
    expect(await page.getByTestId('free-plan-price').textContent()).toContain('$0forever');
    await monthly.click();
    await expect.poll(() => premium.textContent()).toContain('$19/month');
    // Keyboard: arrows move the choice inside the radiogroup.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => premium.textContent()).toContain('$179/year');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => premium.textContent()).toContain('$19/month');

    const question = page.getByRole('button', { name: 'Do you offer a student discount?' });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText(/students will get 50% off/).isVisible()).toBe(true);
    // No billing exists yet: the page says so before any price.
    expect(await page.getByTestId('early-access').textContent()).toContain('we take no payments');
    await context.close();
  });

  it('the about tabs switch between mission, vision and values', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await withToursDone(page);
    await page.goto('/EnglishLearningAboutPage');
    const panel = page.getByRole('tabpanel');
    expect(await page.getByRole('tab', { name: 'Mission' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await panel.textContent()).toContain('Our mission');
    await page.getByRole('tab', { name: 'Values' }).click();
    for (const value of [
      'Global Accessibility',
      'Learner-Centred',
      'Innovation',
      'Trust & Safety',
    ]) {
      await expect.poll(() => panel.textContent()).toContain(value);
    }
    await page.getByRole('tab', { name: 'Vision' }).click();
    await expect.poll(() => panel.textContent()).toContain('We imagine a world');
    const timeline = await page.getByRole('heading', { name: 'Our journey so far' }).isVisible();
    expect(timeline).toBe(true);
    expect(await page.locator('#team li').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole('link', { name: 'Join Our Community' }).getAttribute('href')).toBe(
      '/community',
    );
    await context.close();
  });

  for (const width of [1280, 390]) {
    it(`the footer's Our team link lands on the team heading at ${width} px, from another page and from the about page`, async () => {
      const { context, page } = await newPage(suite.browser, suite.server.baseUrl, { width });
      // Only the landing page's tour is done: the about page's own tour must not take the
      // visitor back to the top.
      await page.addInitScript(() => localStorage.setItem('lexora.tour.landing', 'finished'));
      const teamHeading = page.getByRole('heading', { level: 2, name: 'Meet the team' });
      const headingInView = async () => {
        const box = await teamHeading.boundingBox();
        const height = page.viewportSize()!.height;
        return box !== null && box.y >= 0 && box.y + box.height <= height;
      };
      const ourTeam = page
        .getByRole('navigation', { name: 'Company' })
        .getByRole('link', { name: 'Our team' });

      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await ourTeam.click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#team');
      await expect.poll(headingInView, { timeout: 15_000 }).toBe(true);
      // The about tour would open a second after the page: it stays closed, and the heading in view.
      await page.waitForTimeout(1_500);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await headingInView()).toBe(true);

      await page.goto('/EnglishLearningAboutPage');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('dialog').waitFor({ timeout: 5_000 }); // without an anchor, the tour opens
      await page
        .getByRole('button', { name: /Skip|Close/ })
        .first()
        .click();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await headingInView()).toBe(false);
      await ourTeam.click();
      await expect.poll(headingInView, { timeout: 15_000 }).toBe(true);
      await context.close();
    });
  }

  it('/pronounce-startup opens its three sections and leads to the coach', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/pronounce-startup');
    await page
      .getByRole('heading', { level: 1, name: 'Speak clearly, one sound at a time' })
      .waitFor();
    for (const title of [
      'Why correct pronunciation matters',
      'Why use the app',
      'How to use it in 5 steps',
    ]) {
      const trigger = page.getByRole('button', { name: title });
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    }
    expect(await page.getByText('10 minutes a day').first().isVisible()).toBe(true);
    expect(await page.getByText('Find a quiet place').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, '/pronounce-startup');
    await page.getByRole('link', { name: 'Try the Coach' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pronounce-coach');
    await context.close();
  });
});
