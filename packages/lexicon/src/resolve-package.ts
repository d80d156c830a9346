import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Absolute path of a file inside an installed npm package (works from any workspace). */
export function packageFile(packageName: string, relativePath: string): string {
  const manifest = require.resolve(`${packageName}/package.json`);
  return join(dirname(manifest), relativePath);
}
