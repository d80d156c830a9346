// Bundles the server and our workspace packages into apps/server/dist; npm packages stay external.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

/** Bundles src/main.ts into `outfile` (inside apps/server/dist: main.js finds its files from there). */
export async function buildServer(outfile = path.join(serverDir, 'dist/main.js')) {
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile,
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

// node scripts/build-server.mjs [outfile]
if (import.meta.url === `file://${process.argv[1]}`) {
  const outfile = await buildServer(process.argv[2] && path.resolve(process.argv[2]));
  console.log(`Server bundled into ${path.relative(process.cwd(), outfile)}`);
}
