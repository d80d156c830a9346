import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ENTRY, firstLoadFiles, readManifest, type Manifest } from './bundle-budget';

/**
 * The page module each route renders, as src/app/router.tsx imports them lazily (a unit test
 * holds the two together), and lazy modules the route shows straight away. Routes not listed
 * still work; they only miss the early fetch.
 */
export const ROUTE_PAGES: Record<string, string[]> = Object.fromEntries(
  Object.entries<string | string[]>({
    '/': 'marketing/landing-page',
    '/EnglishPricePlan': 'marketing/pricing-page',
    '/EnglishLearningAboutPage': 'marketing/about-page',
    '/privacy': 'marketing/privacy-page',
    '/sample': 'sample-lesson/sample-lesson-page',
    '/login': 'auth/auth-page',
    // A learner not assessed yet meets the assessment dialog on arrival (spec 000 section 4): it
    // is the largest paint then, so its chunk comes with the page's rather than after the profile.
    '/DashboardOne': ['dashboard/dashboard-page', 'vocabulary-assessment/assessment-modal'],
    '/paragraph': 'reading/reading-page',
    '/game-selection': 'games/game-selection-page',
    '/word-association': 'games/association-page',
    '/wordssociation-two': 'games/association-page',
    '/vocabulary-game-quiz1': 'games/word-guess-page',
    '/vocabulary-game-quiz': 'fill-blank-quiz/fill-blank-quiz-page',
    '/vocabulary-quiz': 'fill-blank-quiz/fill-blank-quiz-page',
    '/taboo': 'games/taboo-page',
    '/taboo-vocabulary': 'games/taboo-page',
    '/word-connection': 'word-connection/word-connection-page',
    '/pronounce-startup': 'pronunciation/pronounce-startup-page',
    '/pronounce-coach': 'pronunciation/pronounce-coach-page',
    '/user-details': 'topics/topic-picker-page',
    '/vocabulary-analyzer': 'vocabulary-assessment/vocabulary-analyzer-page',
    '/community': 'community/community-page',
    '/profile': 'account/profile-page',
    '/settings': 'account/settings-page',
  }).map(([route, pages]) => [route, [pages].flat().map((page) => `src/features/${page}.tsx`)]),
);

/** Where the build writes the route -> files map for the server (never served itself). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The chunks a route needs beyond the entry's: its page chunk and what that imports statically. */
export function routePreloadFiles(manifest: Manifest, pages: string[]): string[] {
  const entry = new Set(firstLoadFiles(manifest, [ENTRY]));
  return firstLoadFiles(manifest, pages).filter((file) => !entry.has(file));
}

/**
 * Without help the browser learns a route's page chunk only after the entry has downloaded and
 * run, and that chunk's imports only after it has downloaded: a chain of round trips before the
 * largest paint (docs/performance.md, Lighthouse). The server turns this map into
 * <link rel="modulepreload"> tags in the page it sends for each route
 * (apps/server/src/http/static.ts), so all of them download alongside the entry.
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lexora-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = readManifest(outDir);
      const map = Object.fromEntries(
        Object.entries(ROUTE_PAGES).map(([route, pages]) => [
          route,
          routePreloadFiles(manifest, pages),
        ]),
      );
      const file = path.join(outDir, ROUTE_PRELOADS_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(map, null, 2)}\n`);
    },
  };
}
