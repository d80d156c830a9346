// `npm run bench`: every benchmark in turn; each writes its own section of docs/benchmarks.md.
import { log, runAsync } from './lib.mjs';

const benches = [
  'bench:api',
  'bench:cefr',
  'bench:speech',
  'bench:speech-api',
  'bench:assessment',
  'bench:explain',
  'bench:quiz',
  'bench:db-turns',
  'bench:load',
  'bench:lighthouse',
];
let failed = 0;
for (const bench of benches) {
  log(`Running npm run ${bench}...`);
  if ((await runAsync('npm', ['run', bench, '--silent'])) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
