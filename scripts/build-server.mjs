// Bundles the server and our workspace packages into apps/server/dist; npm packages stay external.
// The server comes with worker.js, the entry of its worker threads, and pglite-worker.js, the
// thread of the embedded database, which it finds next to itself (src/workers/task-pool.ts,
// src/db/pglite-thread.ts). `node scripts/build-server.mjs [OUTFILE [ENTRY]]` bundles to another
// file, or another entry the same way (tests use it for a second server binary and to check that
// code which finds data files at run time still finds them from a bundle).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const serverEntry = path.join(serverDir, 'src/main.ts');

/** Bundles `entry` (the server) into `outfile`, with the worker entries beside a server bundle. */
export async function buildServer({
  entry = serverEntry,
  outfile = path.join(serverDir, 'dist/main.js'),
} = {}) {
  const entryPoints = { [path.basename(outfile, '.js')]: entry };
  if (entry === serverEntry) {
    entryPoints.worker = path.join(serverDir, 'src/workers/worker.ts');
    entryPoints['pglite-worker'] = path.join(serverDir, 'src/db/pglite-worker.ts');
  }
  await build({
    entryPoints,
    outdir: path.dirname(outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // For stack traces on the server; never served (the web app is built without maps).
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
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outfile, entry] = process.argv.slice(2).map((arg) => path.resolve(arg));
  const built = await buildServer({ entry, outfile });
  console.log(`Server bundled into ${path.relative(process.cwd(), built)}`);
}
