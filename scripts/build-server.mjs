// Bundles the server and our workspace packages into apps/server/dist; npm packages stay external.
// `node scripts/build-server.mjs ENTRY OUTFILE` bundles another entry the same way (tests use it to
// check that code which finds data files at run time still finds them from a bundle).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const [
  entry = path.join(serverDir, 'src/main.ts'),
  outfile = path.join(serverDir, 'dist/main.js'),
] = process.argv.slice(2);

await build({
  entryPoints: [entry],
  outfile,
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
console.log(`Server bundled into ${path.relative(path.resolve(serverDir, '../..'), outfile)}`);
