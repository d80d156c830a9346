import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server';
import { expectNoSeriousA11yViolations, launchBrowser, newPage } from './support/browser';
import {
  cameraTrackStates,
  expectNoImageData,
  faceApiRequests,
  networkLog,
  watchCameraStreams,
  type NetworkLog,
} from './support/camera-log';
import { fakeCameraArgs, smilingFaceVideo } from './support/fake-camera';
import { createAccountInUi } from './support/learner';

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);
mkdirSync(shots, { recursive: true });

/** The first look can take seconds on a busy machine (WebGL in software, shaders compiled). */
const slow = { timeout: 60_000, interval: 250 };
/** A whole camera journey on a shared 2-core machine. */
const CAMERA_TEST_MS = 240_000;

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const preview = (page: Page) => page.getByTestId('emotion-preview');

/** A new learner picks two topics and lands on round 1 (/mcq2). */
async function startRoundOne(page: Page, name: string) {
  await createAccountInUi(page, name, `emotion.${Date.now()}.${Math.random()}@example.com`);
  await page.waitForURL('**/user-details');
  await page.getByRole('button', { name: /^Animals/ }).click();
  await page.getByRole('button', { name: /^Sports/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/mcq2');
  await expect.poll(() => heading(page), slow).toBe('Question 1 of 3');
}

async function answerFirstOption(page: Page) {
  // The options' group is named by the question; the passage is a group of its own (its words).
  await page
    .locator('[role="group"][aria-labelledby="question-text"]')
    .getByRole('button')
    .first()
    .click();
}

/** The emotion entries of the answers requests sent so far. */
function sentEmotionEntries(log: NetworkLog) {
  return log.requests
    .filter((r) => /\/api\/v1\/assessment\/rounds\/[^/]+\/answers$/.test(r.url) && r.body)
    .flatMap(
      (r) =>
        (
          JSON.parse(r.body!.toString('utf8')) as {
            emotionHistory: {
              source: string;
              questionIndex: number;
              emotions: { Type: string }[];
            }[];
          }
        ).emotionHistory,
    );
}

describe('emotion reading in the reading assessment', () => {
  let server: AppServer;
  let browser: Browser;
  beforeAll(async () => {
    const video = await smilingFaceVideo();
    server = await startAppServer({ WORKER_THREADS: '1' });
    browser = await launchBrowser(fakeCameraArgs(video));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(
    'asks on the question view, reads on the device, sends only numbers, and stops on leaving',
    async () => {
      const { context, page } = await newPage(browser, server.baseUrl);
      await watchCameraStreams(page);
      const log = networkLog(page);
      await startRoundOne(page, 'Nadia Haddad');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Emotion reading (optional)' }).count(), slow)
        .toBe(1);
      expect(await cameraTrackStates(page)).toEqual([]);
      expect(faceApiRequests(log)).toEqual([]);
      await expectNoSeriousA11yViolations(page, '/mcq2 with the consent panel');
      await page.screenshot({
        path: path.join(shots, 'assessment-consent-1280.png'),
        fullPage: true,
      });

      await page.getByRole('button', { name: 'Turn on emotion reading' }).click();
      // The panel goes once the learner has decided; the switch and the preview stay.
      await expect
        .poll(() => page.getByRole('heading', { name: 'Emotion reading (optional)' }).count(), slow)
        .toBe(0);
      expect(
        await page.getByRole('switch', { name: /Emotion reading/ }).getAttribute('aria-checked'),
      ).toBe('true');
      await expect
        .poll(() => preview(page).getAttribute('data-emotion-status'), slow)
        .toBe('reading');
      await expect
        .poll(async () => Number(await preview(page).getAttribute('data-emotion-frames')), slow)
        .toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, '/mcq2 with the camera on');
      await page.screenshot({
        path: path.join(shots, 'assessment-camera-1280.png'),
        fullPage: true,
      });

      await answerFirstOption(page);
      await page.getByRole('button', { name: 'Next Question' }).click();
      await expect.poll(() => heading(page), slow).toBe('Question 2 of 3');
      const camera = sentEmotionEntries(log).filter((e) => e.source === 'camera');
      expect(camera.length).toBeGreaterThan(0);
      expect(camera.every((e) => e.questionIndex === 0)).toBe(true);
      expect(camera[0]!.emotions[0]!.Type).toBe('HAPPY');
      expectNoImageData(log, server.baseUrl);

      // Leaving the assessment mid-round (a link in the top bar) ends the camera.
      await page.getByRole('link', { name: 'Pricing' }).first().click();
      await page.waitForURL('**/EnglishPricePlan');
      await expect
        .poll(async () => {
          const states = await cameraTrackStates(page);
          return states.length > 0 && states.every((s) => s === 'video:ended');
        }, slow)
        .toBe(true);
      expectNoImageData(log, server.baseUrl);
      await context.close();
    },
    CAMERA_TEST_MS,
  );

  it(
    'without the camera the learner taps how they feel, and no camera starts',
    async () => {
      const { context, page } = await newPage(browser, server.baseUrl, { width: 390 });
      await watchCameraStreams(page);
      const log = networkLog(page);
      await startRoundOne(page, 'Pedro Alves');
      await page.getByRole('button', { name: 'No thanks' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Emotion reading (optional)' }).count(), slow)
        .toBe(0);
      expect(
        await page.getByRole('switch', { name: /Emotion reading/ }).getAttribute('aria-checked'),
      ).toBe('false');
      expect(await preview(page).count()).toBe(0);
      await answerFirstOption(page);
      await page.getByRole('button', { name: 'Fine' }).click();
      await page.screenshot({
        path: path.join(shots, 'assessment-self-report-390.png'),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Next Question' }).click();
      await expect.poll(() => heading(page), slow).toBe('Question 2 of 3');
      const sent = sentEmotionEntries(log);
      expect(sent.map((e) => [e.source, e.emotions[0]!.Type])).toEqual([['self-report', 'CALM']]);
      expect(await cameraTrackStates(page)).toEqual([]);
      expect(faceApiRequests(log)).toEqual([]);
      await context.close();
    },
    CAMERA_TEST_MS,
  );

  it(
    'links the consent panel to the camera check, which leads back to the same question',
    async () => {
      const { context, page } = await newPage(browser, server.baseUrl);
      await watchCameraStreams(page);
      const log = networkLog(page);
      await startRoundOne(page, 'Tomas Berg');
      const question = await page.getByRole('group').first().textContent();
      await page.getByRole('link', { name: /Try the camera check first/ }).click();
      await page.waitForURL('**/emotion-check');
      await expect.poll(() => heading(page), slow).toBe('Camera check');
      // Only the page: the camera and the models wait for the learner's yes there too.
      expect(await cameraTrackStates(page)).toEqual([]);
      expect(faceApiRequests(log)).toEqual([]);
      await expectNoSeriousA11yViolations(page, '/emotion-check from the assessment');

      await page.getByRole('link', { name: 'Back to the assessment' }).click();
      await page.waitForURL('**/mcq2');
      await expect.poll(() => heading(page), slow).toBe('Question 1 of 3');
      expect(await page.getByRole('group').first().textContent()).toBe(question);
      await context.close();
    },
    CAMERA_TEST_MS,
  );
});
