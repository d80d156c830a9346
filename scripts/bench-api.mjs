// API benchmark: GET /api/v1/me with a signed-in session (50 connections, 10 s) on each database
// mode, and the cold start of `npm start` on an existing data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { writeSection, machineLine } from './bench-report.mjs';
import { ensureBuilt, ensureNodeModules, log, root } from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const postgresUrl =
  process.env.LEXORA_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function waitForHealth(baseUrl, child, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited before answering');
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error('server did not answer in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

function startServer(command, args, env) {
  // Its own process group, so that stopping it also stops what `npm start` started.
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
    detached: true,
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // Wait until the port is free again, so the next run cannot answer with a stale server.
  await new Promise((r) => setTimeout(r, 200));
}

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
  let databaseUrl = '';
  let dbName = '';
  if (mode === 'postgres') {
    dbName = `lexora_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const child = startServer(process.execPath, ['apps/server/dist/main.js'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  try {
    await waitForHealth(baseUrl, child);
    const cookie = await signedInCookie(baseUrl);
    log(`Load test on ${mode}: ${CONNECTIONS} connections for ${DURATION_S} s...`);
    return await loadTest(baseUrl, cookie);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
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
