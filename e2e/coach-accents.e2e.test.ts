import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server';
import { expectNoSeriousA11yViolations, launchBrowser, newPage } from './support/browser';
import { fakeMicrophoneWav } from './support/fake-microphone';

// Issue 16: the coach accepts standard British English and speaks in the accent the learner picks.
describe('the pronunciation coach and British English', () => {
  let server: AppServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startAppServer();
    const microphone = await fakeMicrophoneWav('tomato', { voice: 'en-gb' });
    browser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}%noloop`,
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('speaks British first, remembers the chosen accent and accepts a British "tomato"', async () => {
    const { page } = await newPage(browser, server.baseUrl);
    await page.goto('/pronounce-coach?word=tomato');
    const uk = page.getByRole('radio', { name: /UK/ });
    const us = page.getByRole('radio', { name: /US/ });
    // Lexora writes British English: the coach's voice is British until the learner chooses.
    expect(await uk.isChecked()).toBe(true);
    await us.check();
    await page.reload();
    await expect.poll(() => us.isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lexora.coach-accent'))).toBe('en-US');
    await uk.check();
    await page.reload();
    await expect.poll(() => uk.isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lexora.coach-accent'))).toBe('en-GB');
    await expectNoSeriousA11yViolations(page, 'coach with the accent picker');

    await page.getByRole('button', { name: 'Start Pronouncing' }).click();
    const check = page.getByRole('button', { name: 'Check My Pronunciation' });
    await check.waitFor({ timeout: 12_000 });
    await check.click();
    const result = page.getByTestId('coach-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.getAttribute('data-result')).toBe('correct');
  });

  it('writes the names of months and days with a capital', async () => {
    const { page } = await newPage(browser, server.baseUrl);
    await page.goto('/pronounce-coach?word=february');
    await expect.poll(() => page.getByTestId('coach-word').textContent()).toBe('February');
  });
});
