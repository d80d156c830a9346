// API benchmark: GET /api/v1/me with a signed-in session (50 connections, 10 s) on each database
// mode, and the cold start of `npm start` on an existing data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { writeSection, machineLine } from './bench-report.mjs';
import {
  freshDatabase,
  postgresReachable,
  postgresUrl,
  startServer,
  stop,
  waitForHealth,
} from './bench-server.mjs';
import { ensureBuilt, ensureNodeModules, log } from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
async function signedInCookie(baseUrl) {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Learner',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-pass-123',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function loadTest(baseUrl, cookie) {
  // Warm up: the first requests pay for JIT and caches.
  await autocannon({
    url: `${baseUrl}/api/v1/me`,
    connections: 10,
    duration: 2,
    headers: { cookie },
  });
  const result = await autocannon({
    url: `${baseUrl}/api/v1/me`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function benchMode(mode) {
  const port = 3300 + (mode === 'postgres' ? 1 : 0);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `lexora-bench-${mode}-`));
  const database = mode === 'postgres' ? await freshDatabase('lexora_bench') : undefined;
  const child = startServer(process.execPath, ['apps/server/dist/main.js'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
  });
  try {
    await waitForHealth(baseUrl, child);
    const cookie = await signedInCookie(baseUrl);
    log(`Load test on ${mode}: ${CONNECTIONS} connections for ${DURATION_S} s...`);
    return await loadTest(baseUrl, cookie);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** Time from `npm start` to a healthy server, on a data folder that already holds a database. */
async function coldStart(runs = 3) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lexora-bench-start-'));
  const port = 3310;
  const baseUrl = `http://127.0.0.1:${port}`;
  const times = [];
  try {
    for (let i = 0; i <= runs; i += 1) {
      const child = startServer('npm', ['start', '--silent'], {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      const ms = await waitForHealth(baseUrl, child);
      await stop(child);
      if (i > 0) times.push(ms); // the first run creates the database
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], all: times };
}

ensureNodeModules();
ensureBuilt();
const rows = [];
for (const mode of ['pglite', 'postgres']) {
  if (mode === 'postgres' && !(await postgresReachable())) {
    log(`PostgreSQL at ${postgresUrl} is not reachable: skipping that mode.`);
    rows.push(`| postgres | not run: no server at ${postgresUrl} | | | |`);
    continue;
  }
  const r = await benchMode(mode);
  log(
    `${mode}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors of ${r.total}`,
  );
  rows.push(`| ${mode} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} / ${r.total} |`);
}
log('Measuring the cold start of npm start...');
const start = await coldStart();
log(`npm start to healthy: median ${start.median} ms (${start.all.join(', ')})`);

writeSection(
  'API and start-up (npm run bench:api)',
  `Run: ${machineLine()}.

\`GET /api/v1/me\` with a signed-in session cookie, autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, after a 2 s warm-up.
Targets: p99 under 50 ms on PGlite; \`npm start\` on an existing data folder healthy in under 5 s.

| database | req/s | p50 ms | p99 ms | errors / requests |
|---|---|---|---|---|
${rows.join('\n')}

Cold start (\`npm start\` with everything installed and built, on an existing PGlite data folder, until
\`/api/health\` answers): median **${(start.median / 1000).toFixed(2)} s** over ${start.all.length} runs (${start.all.map((t) => (t / 1000).toFixed(2)).join(', ')} s).`,
);
log('Results written to docs/benchmarks.md');
