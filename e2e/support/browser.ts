import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits (2 s at most) for the page's finite animations and transitions to end: axe reads colours
 * as they are, and a theme switch caught mid-transition looks like dark text on a dark card.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A theme switch starts its transitions on the next frames, after the re-render: wait for
    // them to exist before collecting them (a CI run caught the light theme mid-transition).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** Fails on any serious or critical axe violation, naming each one. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/**
 * Every axe violation on the page, of any impact (minor and moderate included), one line each:
 * rule, impact and the first few elements. Empty when the page is clean.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Fails on any axe violation, whatever its impact, naming each one. */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${label}`).toEqual([]);
}

/** Marks the marketing pages' guided tours as finished, so they do not open over the page. */
export async function withToursDone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['landing', 'pricing', 'about']) {
      localStorage.setItem(`lexora.tour.${name}`, 'finished');
    }
  });
}
