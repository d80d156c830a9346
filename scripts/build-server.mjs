// Bundles the server and our workspace packages into apps/server/dist; npm packages stay external.
// Two outputs: main.js (the server) and worker.js (the entry of its worker threads, which the
// server finds next to itself: src/workers/task-pool.ts).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    worker: path.join(serverDir, 'src/workers/worker.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lexora/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('Server bundled into apps/server/dist/main.js and dist/worker.js');
