import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineThemeScript } from './build/inline-theme';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineThemeScript(), routePreloads(), precompress()],
  resolve: {
    // zod with our setting applied first (src/lib/zod-config.ts); it then loads only with the
    // pages that parse, not on the first load of `/`.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/lib/zod-config.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3001' },
  },
  // No source maps in the build: they would be served to anyone (5.7 MB of our source).
  // The manifest lets the bundle budget test (src/bundle-budget.test.ts) follow each route's chunks;
  // the server never serves it (apps/server/src/http/static.ts refuses dot folders). Vite's default
  // chunk size warning stays: face-api's own chunk (1.3 MB, tfjs inside) loads only after a
  // learner turns emotion reading on, and the budget test holds the first load.
  build: {
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, every icon a page uses is a chunk of its own (about 1 KB each, a dozen or
          // more per page), and each is one more request in the route's first load. In one chunk,
          // a page fetches them in one request (docs/performance.md, Lighthouse).
          // Only the icons themselves: React, which they import, keeps a chunk of its own.
          groups: [
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              includeDependenciesRecursively: false,
            },
            // Dialogs and menus (the signed-in pages' header menu, the assessment dialog): one
            // chunk instead of eight. Listed by package so that pages with only an accordion or
            // tabs (pricing, about) do not load them.
            {
              name: 'overlays',
              priority: 2,
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|alert-dialog|dropdown-menu|menu|popper|arrow|focus-scope|focus-guards|dismissable-layer|portal|use-escape-keydown|use-size|use-rect|rect)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The signed-in pages' shared pieces (the assessment dialog, the difficult words with
            // their matching game, the learner's queries, the Learn menu and the levels, issue
            // 30): about fifteen small chunks otherwise, each
            // a round trip on the dashboard's first load. Nothing of it is on the public pages.
            {
              name: 'learner',
              priority: 2,
              test: /([\\/]src[\\/](features[\\/]vocabulary-assessment[\\/](assessment-flow|assessment-steps|assessment-state|intro-slides|text-editor|use-level-saver|vocabulary-api)|components[\\/](words[\\/]|learner-header|level-badge|level-story|learn-menu)|lib[\\/](learner-queries|game-sounds|use-game-clock|uuid|user-gesture|levels|points|learn-features|greeting))|packages[\\/]contracts[\\/]src[\\/]vocabulary-limits\.ts$|packages[\\/]games[\\/]src[\\/](random|clock|matching)\.ts$|packages[\\/]content[\\/]src[\\/]difficult-words\.ts$)/,
              includeDependenciesRecursively: false,
            },
            // The links to a reading or a quiz that the landing page, the dashboard and the
            // reading pages share: three small chunks otherwise, each a round trip on a first load.
            {
              name: 'links',
              priority: 2,
              test: /[\\/]src[\\/](components[\\/]practice-quiz-link|lib[\\/](reading-paths|start-link))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // What every Radix component builds on (primitive, slot, context, presence, ...).
            {
              name: 'radix',
              priority: 1,
              test: /node_modules[\\/]@radix-ui[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
