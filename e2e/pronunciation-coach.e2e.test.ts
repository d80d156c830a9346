import { COACH_WORDS } from '@lexora/content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, newPage } from './support/browser';
import { useAppAndBrowsers } from './support/suite';
import { fakeMicrophoneWav } from './support/fake-microphone';
import { signUpInPage } from './support/learner';

// Chromium's fake microphone plays an espeak-ng WAV made here; the real server checks it with
// pocketsphinx. %noloop: the word is said once, inside the coach's recording window.
const microphone = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${file}%noloop`,
];

/** ARPAbet codes (AH0, UW1, ER, TH...) that learners should never have to read. */
const ARPABET =
  /\b(?:AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW|CH|DH|HH|JH|NG|SH|TH|ZH)[012]?\b/;

async function recordAndCheck(page: Page) {
  await page.getByRole('button', { name: 'Start Pronouncing' }).click();
  await expect.poll(() => page.getByTestId('coach-countdown').textContent()).toMatch(/[123]/);
  await expect
    .poll(() => page.getByText('Speak Now – You Have 4 Seconds').isVisible(), { timeout: 6000 })
    .toBe(true);
  await expect.poll(() => page.getByTestId('coach-timer').isVisible()).toBe(true);
  const check = page.getByRole('button', { name: 'Check My Pronunciation' });
  await check.waitFor({ timeout: 10_000 });
  await check.click();
  await page.getByTestId('coach-result').waitFor({ timeout: 20_000 });
}

describe('the pronunciation coach with a fake microphone', () => {
  const suite = useAppAndBrowsers();

  it('hears the shown word as correct, pays +2 points and updates stats and progress', async () => {
    const browser = await suite.launch(microphone(await fakeMicrophoneWav('computer')));
    const { page } = await newPage(browser, suite.server.baseUrl);
    await signUpInPage(page, 'Coach Learner', { assessed: false });
    await page.goto('/pronounce-coach?word=computer');
    await expect.poll(() => page.getByTestId('coach-word').textContent()).toBe('computer');
    await expect.poll(() => page.getByText('Saved to your account.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'coach idle');

    await recordAndCheck(page);
    const result = page.getByTestId('coach-result');
    expect(await result.getAttribute('data-result')).toBe('correct');
    // Whole-word checks accept near misses too: a 'correct' is said gently, once.
    expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe(
      'That sounded right to us.',
    );
    expect(await page.getByTestId('coach-heard').textContent()).toBe(
      'Listen to the word and compare it with how you said it.',
    );
    expect(await result.textContent()).not.toMatch(/Excellent|sounded right\..*sounded right/);
    // Sounds as IPA with a familiar word, not as ARPAbet codes.
    expect(await result.textContent()).not.toMatch(ARPABET);
    expect(await result.textContent()).toContain('/ə/');
    expect(await page.getByTestId('coach-points').textContent()).toBe('+2 Points');
    expect(await page.getByTestId('coach-distance').textContent()).toBe('0.0');
    await expect.poll(() => page.getByTestId('stat-correct').textContent()).toBe('1');
    expect(await page.getByTestId('stat-accuracy').textContent()).toBe('100%');
    await page.getByRole('button', { name: 'Progress (1/1)' }).click();
    expect(await page.getByTestId('progress-correct').textContent()).toBe('computer');
    await expectNoSeriousA11yViolations(page, 'coach result');

    // The award is in the ledger: the profile shows the points.
    const me = await (await page.request.get('/api/v1/me')).json();
    const profile = await (
      await page.request.get(`/api/v1/learners/${encodeURIComponent(me.validKey)}/profile`)
    ).json();
    expect(profile.points).toBe(2);

    // The stats are the learner's own and survive a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('stat-correct').textContent()).toBe('1');

    // Next Word clears the result and shows another word of the level; no word of the level
    // comes back until the whole list has been shown.
    await page.getByRole('button', { name: 'Next Word' }).click();
    await expect.poll(() => page.getByTestId('coach-result').count()).toBe(0);
    const next = await page.getByTestId('coach-word').textContent();
    expect(next).not.toBe('computer');
    const level = COACH_WORDS.beginner.includes('computer') ? 'beginner' : 'medium';
    const shown = new Set(['computer', next]);
    for (let i = shown.size; i < COACH_WORDS[level].length; i++) {
      const before = await page.getByTestId('coach-word').textContent();
      await page.getByRole('button', { name: 'Next Word' }).click();
      await expect.poll(() => page.getByTestId('coach-word').textContent()).not.toBe(before);
      const word = await page.getByTestId('coach-word').textContent();
      expect(shown.has(word), `${word} came back early`).toBe(false);
      shown.add(word);
    }
    expect(shown.size).toBe(COACH_WORDS[level].length);

    // Changing the level loads a new word of that level.
    await page.getByLabel('Difficulty').selectOption('advanced');
    await expect.poll(() => page.getByTestId('coach-word').textContent()).not.toBe(next);
  });

  it('flags a planted V->W sound with a hint, practice words and a tip', async () => {
    const browser = await suite.launch(microphone(await fakeMicrophoneWav("[[w'Eri]]")));
    const { page } = await newPage(browser, suite.server.baseUrl);
    await page.goto('/pronounce-coach?word=very');
    await recordAndCheck(page);
    const result = page.getByTestId('coach-result');
    expect(await result.getAttribute('data-result')).not.toBe('correct');
    expect(await page.getByTestId('coach-points').count()).toBe(0);
    expect(await page.locator('[data-testid="coach-marked-word"] mark').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('coach-sound-tips').textContent()).toContain(
      '/v/ the "v" sound in "van"',
    );
    expect(await result.textContent()).not.toMatch(ARPABET);
    // What was heard, in words, once: not the verdict again.
    const heard = (await page.getByTestId('coach-heard').textContent()) ?? '';
    expect(heard).not.toContain(await result.getByRole('heading', { level: 2 }).textContent());
    expect(heard.length).toBeGreaterThan(10);
    await expect.poll(() => page.getByTestId('stat-practice').textContent()).toBe('1');
    expect(await page.getByTestId('stat-accuracy').textContent()).toBe('0%');

    await page.getByRole('button', { name: 'Show Practice Words' }).click();
    await page.getByTestId('practice-words').waitFor();
    // Exactly 5 words per sound, for at most 3 sounds.
    const sounds = page.getByTestId('practice-words').locator('[data-sound]');
    expect(await sounds.count()).toBeGreaterThan(0);
    expect(await sounds.count()).toBeLessThanOrEqual(3);
    for (const sound of await sounds.all()) expect(await sound.getByRole('button').count()).toBe(5);
    expect(await page.getByTestId('practice-words').textContent()).not.toMatch(ARPABET);
    await page.getByRole('button', { name: 'Hide Practice Words' }).click();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => page.getByTestId('coach-result').count()).toBe(0);
    expect(await page.getByTestId('coach-word').textContent()).toBe('very');

    // A failed check shows the spec's toast and no result.
    await page.route('**/api/v1/pronunciation/check', (route) =>
      route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }),
    );
    await page.getByRole('button', { name: 'Start Pronouncing' }).click();
    await page.getByRole('button', { name: 'Check My Pronunciation' }).click({ timeout: 12_000 });
    await page.getByText('Sorry. Something went wrong. Please try again.').waitFor();
    expect(await page.getByTestId('coach-result').count()).toBe(0);
  });

  it('tells the learner to allow the microphone when access is denied', async () => {
    const browser = await suite.launch(); // no fake UI: the permission request is refused
    const { page } = await newPage(browser, suite.server.baseUrl);
    await page.goto('/pronounce-coach');
    await page.getByRole('button', { name: 'Start Pronouncing' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Please allow microphone access to use this feature.',
    );
  });
});
