// `npm test`: every test. Installs what it needs, builds, then runs unit, API (PGlite, and
// PostgreSQL when LEXORA_TEST_POSTGRES_URL is set) and browser tests, and prints one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters as stripAnsi } from 'node:util';
import { bootstrap } from './bootstrap.mjs';
import { ensureBuilt, ensureNodeModules, log, root, runAsync } from './lib.mjs';

const reportDir = path.join(root, 'test-results');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

if (!bootstrap('test')) process.exit(1);
ensureNodeModules();
ensureBuilt();

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const legs = [
  { name: 'unit', project: 'unit', env: {} },
  { name: 'api-pglite', project: 'api', env: { TEST_DB_MODE: 'pglite' } },
];
if (process.env.LEXORA_TEST_POSTGRES_URL) {
  legs.push({ name: 'api-postgres', project: 'api', env: { TEST_DB_MODE: 'postgres' } });
} else {
  log('LEXORA_TEST_POSTGRES_URL is not set: the PostgreSQL leg of the API tests is not run.');
}
legs.push({ name: 'e2e', project: 'e2e', env: {} });

// The labelled CEFR data our level tests compare with lives beside the repository, never in it.
const sharedData = path.resolve(root, '../shared/data/cefr');
/** Legs not run, each with the reason, repeated in one line at the very end. */
const leftOut = [];
if (existsSync(sharedData)) {
  legs.splice(1, 0, { name: 'shared-data', project: 'shared-data', env: {} });
} else if (process.env.LEXORA_REQUIRE_SHARED_DATA) {
  console.error(`LEXORA_REQUIRE_SHARED_DATA is set but ${sharedData} is missing.`);
  process.exit(1);
} else {
  leftOut.push(
    `shared-data (the content-level tests compare with ../shared/data/cefr, which is not beside this clone)`,
  );
}

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedLegs = [];
/** Each failed test's leg, name and first lines of its error, repeated at the very end. */
const failures = [];
for (const leg of legs) {
  if (only.length && !only.includes(leg.name)) continue;
  log(`Running the ${leg.name} tests...`);
  const output = path.join(reportDir, `${leg.name}.json`);
  const code = await runAsync(
    process.execPath,
    [
      vitest,
      'run',
      '--project',
      leg.project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { env: { ...process.env, ...leg.env } },
  );
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      const relative = path.relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) {
        const message = (test.failureMessages ?? []).join('\n');
        failures.push({ leg: leg.name, name: `${relative} > ${test.fullName}`, message });
      }
      // A file that failed outside its tests (import error, failing hook) has no failed test.
      if (file.status === 'failed' && failed.length === 0) {
        failures.push({ leg: leg.name, name: relative, message: file.message ?? '' });
      }
    }
    if (report.numTotalTests === 0) {
      console.error(`The ${leg.name} leg ran no test.`);
      failedLegs.push(leg.name);
    }
  }
  if (code !== 0) failedLegs.push(leg.name);
}

console.log('');
// The end of the output is what a CI log shows first: name what failed there.
for (const failure of failures) {
  const lines = stripAnsi(failure.message)
    .split('\n')
    .filter((line) => line.trim());
  console.log(`FAILED [${failure.leg}] ${failure.name}`);
  for (const line of lines.slice(0, 6)) console.log(`    ${line.trim().slice(0, 200)}`);
}
if (failedLegs.length) console.log(`Failed legs: ${[...new Set(failedLegs)].join(', ')}`);
for (const leg of leftOut) console.log(`Left out: ${leg}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedLegs.length ? 1 : 0);
