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
