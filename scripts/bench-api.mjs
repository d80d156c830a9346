// API benchmark: GET /api/v1/me with a signed-in session (50 connections, 10 s) on each database
// mode, and the cold start of `npm start` on an existing data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { busyNote, loadLine, machineLine, median, writeSection } from './bench-report.mjs';
import {
  freshDatabase,
  postgresReachable,
  postgresUrl,
  startServer,
  stop,
  waitForHealth,
} from './bench-server.mjs';
import { ensureBuilt, ensureNodeModules, log } from './lib.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}
if (process.argv.includes('--help')) {
  console.log(`npm run bench:api -- [options]
  --main PATH      the server entry to measure (default apps/server/dist/main.js): an A/B runs
                   another build's copy, e.g. apps/server/dist-old/main.js
  --port N         first of the three ports used (default 3300)
  --modes LIST     pglite,postgres (default both)
  --no-write       an A/B run: leave out the cold start and docs/benchmarks.md
  BENCH_ROUNDS=N   rounds (default 3)`);
  process.exit(0);
}
const SERVER_MAIN = option('main', 'apps/server/dist/main.js');
const PORT_BASE = Number(option('port', '3300'));
const MODES = option('modes', 'pglite,postgres').split(',');
const WRITE = !process.argv.includes('--no-write');

const CONNECTIONS = 50;
const DURATION_S = 10;
/** Alternating runs of the floor and of /me; medians, because the machine is shared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Issue 17: /me at least this share of the bare Hono hello's requests per second. */
const TARGET_RATIO = 0.4;
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

async function loadTest(url, headers = {}) {
  // Warm up: the first requests pay for JIT and caches.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** Starts the built server on `mode`; returns its address, a signed-in cookie and a stopper. */
async function startLexora(mode) {
  const port = PORT_BASE + (mode === 'postgres' ? 1 : 0);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `lexora-bench-${mode}-`));
  const database = mode === 'postgres' ? await freshDatabase('lexora_bench') : undefined;
  const child = startServer(process.execPath, [SERVER_MAIN], {
    PORT: String(port),
    DATA_DIR: dataDir,
    WARM_UP_ROUNDS: '0', // this benchmark warms up by its own rounds
    DATABASE_URL: database?.url ?? '',
  });
  const close = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealth(baseUrl, child);
    return { baseUrl, cookie: await signedInCookie(baseUrl), close };
  } catch (err) {
    await close();
    throw err;
  }
}

async function startHello() {
  const port = PORT_BASE + 2;
  const child = startServer(process.execPath, ['scripts/bench-hello-server.mjs'], {
    PORT: String(port),
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return { url: `http://127.0.0.1:${port}/`, close: () => stop(child) };
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
        WARM_UP_ROUNDS: '0', // this benchmark warms up by its own rounds
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
const hello = await startHello();
const floor = [];
const me = { pglite: [], postgres: [] };
const describeRun = (r) =>
  `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors of ${r.total}`;
const servers = {};
try {
  for (const mode of MODES) {
    if (mode === 'postgres' && !(await postgresReachable())) {
      log(`PostgreSQL at ${postgresUrl} is not reachable: skipping that mode.`);
      continue;
    }
    servers[mode] = await startLexora(mode);
  }
  // The servers warm their worker threads (about 10 s) and speech helpers after they answer: let
  // them finish (with 5 s, the first round's floor ran at half speed).
  await new Promise((r) => setTimeout(r, 15_000));
  // Each round: the floor, then /me on each mode, so that a busy moment of the machine falls on
  // all of them alike; medians of ROUNDS rounds.
  for (let round = 0; round < ROUNDS; round += 1) {
    const f = await loadTest(hello.url);
    log(`floor (bare Hono hello): ${describeRun(f)}`);
    floor.push(f);
    for (const [mode, lexora] of Object.entries(servers)) {
      log(`GET /api/v1/me on ${mode}: ${CONNECTIONS} connections for ${DURATION_S} s...`);
      const r = await loadTest(`${lexora.baseUrl}/api/v1/me`, { cookie: lexora.cookie });
      log(`${mode}: ${describeRun(r)}`);
      me[mode].push(r);
    }
  }
} finally {
  for (const lexora of Object.values(servers)) await lexora.close();
  await hello.close();
}
const floorRps = median(floor.map((r) => r.rps));
log(`${SERVER_MAIN}, ${loadLine()}`);
for (const mode of MODES) {
  const runs = me[mode];
  if (runs.length === 0) {
    rows.push(`| ${mode} | not run: no server at ${postgresUrl} | | | | |`);
    continue;
  }
  const rps = median(runs.map((r) => r.rps));
  const ratio = rps / floorRps;
  rows.push(
    `| ${mode} | ${Math.round(rps)} (${runs.map((r) => r.rps).join(', ')}) | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} | ${runs.reduce((a, r) => a + r.errors, 0)} / ${runs.reduce((a, r) => a + r.total, 0)} | **${ratio.toFixed(2)}x** ${ratio >= TARGET_RATIO ? 'meets' : 'misses'} ${TARGET_RATIO}x |`,
  );
}
if (!WRITE) {
  for (const row of rows) log(row);
  process.exit(0);
}
log('Measuring the cold start of npm start...');
const start = await coldStart();
log(`npm start to healthy: median ${start.median} ms (${start.all.join(', ')})`);

writeSection(
  'API and start-up (npm run bench:api)',
  `Run: ${machineLine()}; ${loadLine()}. ${busyNote()}

\`GET /api/v1/me\` with a signed-in session cookie, autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, after a 2 s warm-up; ${ROUNDS} rounds of the floor, PGlite and PostgreSQL in turn (medians; each run in brackets).
Floor: a bare Hono hello on @hono/node-server (scripts/bench-hello-server.mjs), same settings: median **${Math.round(floorRps)} req/s** (${floor.map((r) => r.rps).join(', ')}).
Targets: /me at least ${TARGET_RATIO}x the floor (issue 17); p99 under 50 ms on PGlite; \`npm start\` on an existing data folder healthy in under 5 s.

| database | /me req/s | p50 ms | p99 ms | errors / requests | ratio to the floor |
|---|---|---|---|---|---|
${rows.join('\n')}

Cold start (\`npm start\` with everything installed and built, on an existing PGlite data folder, until
\`/api/health\` answers): median **${(start.median / 1000).toFixed(2)} s** over ${start.all.length} runs (${start.all.map((t) => (t / 1000).toFixed(2)).join(', ')} s).`,
);
log('Results written to docs/benchmarks.md');
