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
} from './support/camera-log';
import { fakeCameraArgs, smilingFaceVideo } from './support/fake-camera';
import { signUpInPage } from './support/learner';

/** The first look can take seconds on a busy machine (WebGL in software, shaders compiled). */
const slow = { timeout: 60_000, interval: 250 };
/** A whole camera journey on a shared 2-core machine. */
const CAMERA_TEST_MS = 240_000;

const preview = (page: Page) => page.getByTestId('emotion-preview');
const toggle = (page: Page) => page.getByRole('switch', { name: /Emotion reading/ });

describe('on-device emotion reading (fake camera)', () => {
  let server: AppServer;
  let faceBrowser: Browser;
  let patternBrowser: Browser;
  beforeAll(async () => {
    const video = await smilingFaceVideo();
    server = await startAppServer({ WORKER_THREADS: '1' });
    faceBrowser = await launchBrowser(fakeCameraArgs(video));
    patternBrowser = await launchBrowser(fakeCameraArgs());
  });
  afterAll(async () => {
    await faceBrowser?.close();
    await patternBrowser?.close();
    await server?.stop();
  });

  it(
    'asks first, then reads a smiling face on the device with models from our server only',
    async () => {
      const { context, page } = await newPage(faceBrowser, server.baseUrl);
      await watchCameraStreams(page);
      const log = networkLog(page);
      await signUpInPage(page, 'Camila Reyes');
      await page.goto('/emotion-check');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Emotion reading (optional)' }).count(), slow)
        .toBe(1);
      await expect.poll(() => toggle(page).getAttribute('aria-checked'), slow).toBe('false');
      await expectNoSeriousA11yViolations(page, '/emotion-check before consent');
      // Nothing of face-api and no camera before the learner agrees.
      expect(faceApiRequests(log)).toEqual([]);
      expect(await cameraTrackStates(page)).toEqual([]);

      await page.getByRole('button', { name: 'Turn on emotion reading' }).click();
      await expect
        .poll(() => preview(page).getAttribute('data-emotion-status'), slow)
        .toBe('reading');
      await expect
        .poll(
          () =>
            page
              .getByRole('listitem')
              .filter({ hasText: /^Happy: \d+%$/ })
              .count(),
          slow,
        )
        .toBeGreaterThan(0);
      const first = await page
        .getByRole('region', { name: 'What the camera reads' })
        .getByRole('listitem')
        .first()
        .textContent();
      expect(first).toMatch(/^Happy: ([6-9]\d|100)%$/);

      const models = log.requests
        .map((r) => r.url)
        .filter((url) => url.includes('/models/face-api/'));
      expect(models.map((url) => url.replace(/^.*\/models\/face-api\/[^/]+\//, '')).sort()).toEqual(
        [
          'face_expression_model-weights_manifest.json',
          'face_expression_model.bin',
          'tiny_face_detector_model-weights_manifest.json',
          'tiny_face_detector_model.bin',
        ],
      );
      expect(models.every((url) => url.startsWith(`${server.baseUrl}/models/face-api/`))).toBe(
        true,
      );
      expect(log.requests.some((r) => /\/assets\/face-api[^/]*\.js$/.test(r.url))).toBe(true);
      expectNoImageData(log, server.baseUrl);
      await expectNoSeriousA11yViolations(page, '/emotion-check reading');

      // The choice is remembered: after a reload the camera starts again without asking.
      await page.reload();
      await expect.poll(() => toggle(page).getAttribute('aria-checked'), slow).toBe('true');
      await expect
        .poll(() => preview(page).getAttribute('data-emotion-status'), slow)
        .toBe('reading');

      // Leaving the page (a link inside the app) ends every track.
      await page.getByRole('link', { name: 'Pricing' }).first().click();
      await expect.poll(() => page.url(), slow).toContain('/EnglishPricePlan');
      await expect
        .poll(() => cameraTrackStates(page), slow)
        .toEqual(expect.arrayContaining(['video:ended']));
      expect((await cameraTrackStates(page)).every((s) => s === 'video:ended')).toBe(true);
      expectNoImageData(log, server.baseUrl);
      await context.close();
    },
    CAMERA_TEST_MS,
  );

  it(
    'skips frames without a face, and the switch stops the camera at once',
    async () => {
      const { context, page } = await newPage(patternBrowser, server.baseUrl, { width: 390 });
      await watchCameraStreams(page);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await signUpInPage(page, 'Tomasz Nowak');
      await page.goto('/emotion-check');
      await toggle(page).click();
      await expect.poll(() => toggle(page).getAttribute('aria-checked'), slow).toBe('true');
      // Chromium's test pattern has no face: looks are taken and skipped, nothing is recorded.
      await expect
        .poll(async () => Number(await preview(page).getAttribute('data-emotion-no-face')), slow)
        .toBeGreaterThan(0);
      expect(await page.getByText('No face seen yet: face the camera in good light.').count()).toBe(
        1,
      );
      expect(warnings).toContain('Emotion reading: a look was skipped (no-face).');

      await toggle(page).click();
      await expect.poll(() => toggle(page).getAttribute('aria-checked'), slow).toBe('false');
      expect(await preview(page).count()).toBe(0);
      const states = await cameraTrackStates(page);
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((s) => s === 'video:ended')).toBe(true);
      await context.close();
    },
    CAMERA_TEST_MS,
  );

  it(
    'with EMOTION_READING=off there is no camera path at all',
    async () => {
      const offServer = await startAppServer({ EMOTION_READING: 'off', WORKER_THREADS: '1' });
      const { context, page } = await newPage(faceBrowser, offServer.baseUrl);
      await watchCameraStreams(page);
      const log = networkLog(page);
      await signUpInPage(page, 'Aiko Tanaka');
      await page.goto('/emotion-check');
      await expect
        .poll(() => page.getByText('Emotion reading is not offered on this Lexora.').count(), slow)
        .toBe(1);
      expect(await toggle(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Turn on emotion reading' }).count()).toBe(0);
      expect(await page.locator('video').count()).toBe(0);
      expect(await cameraTrackStates(page)).toEqual([]);
      expect(faceApiRequests(log)).toEqual([]);
      const refused = await page.evaluate(async () => {
        const res = await fetch('/models/face-api/1.7.15/face_expression_model.bin');
        return res.status;
      });
      expect(refused).toBe(404);
      // The browser is told too: no page of this server may open the camera.
      const policy = await page.evaluate(async () =>
        (await fetch('/api/health')).headers.get('permissions-policy'),
      );
      expect(policy).toBe('camera=()');
      await context.close();
      await offServer.stop();
    },
    CAMERA_TEST_MS,
  );
});
