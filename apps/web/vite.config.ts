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
          ],
        },
      },
    },
  },
});
