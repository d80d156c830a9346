import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';

export interface Suite {
  server: AppServer;
  browser: Browser;
}

/**
 * Starts the built app and Chromium before the tests of a file and stops both after them.
 * Read `server` and `browser` inside tests (they exist once beforeAll has run).
 */
export function useAppAndBrowser(
  options: { env?: Record<string, string>; browserArgs?: string[]; movableClock?: boolean } = {},
): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = await startAppServer(options.env, {
      movableClock: options.movableClock ?? false,
    });
    suite.browser = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

export interface BrowsersSuite {
  server: AppServer;
  /** A Chromium of the test's own (its fake devices differ), closed after the file's tests. */
  launch(args?: string[]): Promise<Browser>;
}

/** Starts the built app before the tests of a file; each test launches the browsers it needs. */
export function useAppAndBrowsers(env: Record<string, string> = {}): BrowsersSuite {
  const browsers: Browser[] = [];
  const suite = {
    launch: async (args?: string[]) => {
      const browser = await launchBrowser(args);
      browsers.push(browser);
      return browser;
    },
  } as BrowsersSuite;
  beforeAll(async () => {
    suite.server = await startAppServer(env);
  });
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await suite.server?.stop();
  });
  return suite;
}
