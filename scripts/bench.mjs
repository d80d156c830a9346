// `npm run bench`: every benchmark script in turn; each writes its own section of docs/benchmarks.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { log, root, runAsync } from './lib.mjs';

const benches = ['bench-api.mjs', 'bench-cefr.mjs', 'bench-speech.mjs', 'bench-speech-api.mjs'];
let failed = 0;
for (const bench of benches) {
  const file = path.join(root, 'scripts', bench);
  if (!existsSync(file)) continue;
  log(`Running ${bench}...`);
  if ((await runAsync(process.execPath, [file, ...process.argv.slice(2)])) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
