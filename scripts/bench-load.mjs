// `npm run bench:load`: simulated learners against the built server on each database mode, plus
// one learner sending 50 analyses at once. Results go to docs/benchmarks.md.
//   node scripts/bench-load.mjs [--learners N] [--duration S] [--only mix|burst]
//                               [--baseline DIR]  (also run the burst against another build)
//                               [--modes pglite,postgres] [--profile DIR]  (server CPU profile)
//                               [--monitor DIR]  (event loop, scheduler, GC: loop-monitor.mjs)
//                               [--server DIR]  (the mix against another build, for A/B runs)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { multipart, recording } from './bench-audio.mjs';
import { machineLine, writeSection } from './bench-report.mjs';
import {
  cpuSeconds,
  freshDatabase,
  postgresReachable,
  postgresUrl,
  residentMb,
  startServer,
  stop,
  waitForHealth,
} from './bench-server.mjs';
import { ensureBuilt, ensureNodeModules, log, root } from './lib.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const LEARNERS = Number(option('learners', 200));
const DURATION_S = Number(option('duration', 60));
const ONLY = option('only', 'all');
const BASELINE = option('baseline', undefined);
const MODES = option('modes', 'pglite,postgres').split(',');
// --profile DIR: the server writes a CPU profile there when it stops (where the time goes).
const PROFILE_DIR = option('profile', undefined);
const PROFILE_ARGS = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
// --node-flags "...": extra flags for the server's node (V8 settings), for A/B runs.
const NODE_FLAGS = option('node-flags', '').split(' ').filter(Boolean);
// --monitor DIR: event-loop lateness, scheduler waits, GC pauses and slow requests of the server
// (scripts/loop-monitor.mjs) and of this load generator, per mode, as JSON in DIR.
const MONITOR_DIR = option('monitor', undefined);
if (MONITOR_DIR) mkdirSync(MONITOR_DIR, { recursive: true });
// --server DIR: run the mix against another build (a checkout with apps/server/dist), for A/B runs.
const SERVER_DIR = path.resolve(option('server', root));
const WORDS = ['computer', 'elephant', 'umbrella', 'butterfly'];
const PASSWORD = 'bench-pass-123';

// ---- inputs ---------------------------------------------------------------------------------

/** Real learner-level texts from the shared CEFR data (read in place), short and long. */
function loadTexts() {
  const dir = path.join(root, '../shared/data/cefr');
  const rows = ['kaggle_cefr_texts', 'cambridge_exams'].flatMap((name) => {
    const file = path.join(dir, `${name}.dev.jsonl`);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).text);
  });
  if (rows.length === 0) throw new Error(`No CEFR texts found in ${dir}`);
  // Plain ASCII only, so that validation never rejects a text and no run times a rejection.
  const usable = rows.filter((t) => /^[\x20-\x7e\n]+$/.test(t));
  const short = usable.filter((t) => t.length >= 300 && t.length <= 1500).slice(0, 40);
  const long = usable
    .filter((t) => t.length >= 2500)
    .map((t) => (t.length > 4900 ? t.slice(0, t.lastIndexOf(' ', 4900)) : t))
    .slice(0, 20);
  return { short, long };
}

/** Keeps the texts the server accepts (some break the repetition rule), asked once per text. */
async function acceptedTexts(baseUrl, texts) {
  const accepted = [];
  let learner;
  for (const [i, text] of texts.entries()) {
    // A fresh learner every 25 texts stays under the per-learner analysis limit.
    if (i % 25 === 0) learner = await signUp(baseUrl, `check${i}`);
    const res = await fetch(
      `${baseUrl}/api/v1/predict`,
      json('POST', learner.cookie, { texts: [text] }),
    );
    if (res.status === 200) accepted.push(text);
    else if (res.status !== 400) throw new Error(`text check failed: ${res.status}`);
  }
  return accepted;
}

async function checkBodies(dir) {
  return Promise.all(WORDS.map((word) => multipart(word, recording(word, dir))));
}

// ---- a tiny client ---------------------------------------------------------------------------

function cookieFrom(res) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function timed(record, kind, url, init) {
  const started = performance.now();
  let status = 0;
  let body = '';
  try {
    const res = await fetch(url, init);
    status = res.status;
    body = await res.text();
    record({
      kind,
      status,
      ms: performance.now() - started,
      body: status >= 400 ? body : '',
      at: performance.timeOrigin + started,
      url,
    });
    return { res, body };
  } catch (error) {
    record({ kind, status, ms: performance.now() - started, body: String(error) });
    return { res: undefined, body };
  }
}

const json = (method, cookie, body) => ({
  method,
  headers: { 'content-type': 'application/json', cookie },
  body: body === undefined ? undefined : JSON.stringify(body),
});

async function signUp(baseUrl, n) {
  const email = `load.${Date.now()}.${n}@example.com`;
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Load Learner ${n}`, email, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { user } = await res.json();
  return { email, cookie: cookieFrom(res), key: encodeURIComponent(user.validKey), n };
}

// ---- what a learner does ---------------------------------------------------------------------

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function actions(baseUrl, inputs, endAt) {
  const api = `${baseUrl}/api/v1`;
  let wordNumber = 0;
  const reads = (l) => [
    `${api}/me`,
    `${api}/learners/${l.key}/profile`,
    `${api}/learners/${l.key}/difficult-words`,
    `${api}/learners/${l.key}/daily-challenge`,
    `${api}/learners/${l.key}/reading-record`,
    `${api}/pronunciation/stats`,
  ];
  // [weight, kind, run]; weights sum to 100.
  return [
    [50, 'read', (l, rec) => timed(rec, 'read', pick(reads(l)), { headers: { cookie: l.cookie } })],
    [
      12,
      'analysis',
      (l, rec) =>
        timed(
          rec,
          'analysis',
          `${api}/vocabulary/analysis`,
          json('POST', l.cookie, { text: pick(inputs.texts.short) }),
        ),
    ],
    [
      10,
      'write',
      async (l, rec) => {
        // A game is a round the server issues, then its result (ADR 0048); one scoring 0 may
        // come at once (a paying one only after the round's 60 s).
        const round = await fetch(`${api}/games/rounds`, json('POST', l.cookie, { game: 'taboo' }));
        const { roundId } = await round.json();
        return timed(
          rec,
          'write',
          `${api}/games/results`,
          json('POST', l.cookie, {
            gameId: roundId,
            game: 'taboo',
            score: 0,
            missedWords: ['harbour'],
            correctWords: ['ocean', 'river'],
          }),
        );
      },
    ],
    [
      10,
      'write',
      (l, rec) => {
        wordNumber += 1;
        return timed(
          rec,
          'write',
          `${api}/learners/${l.key}/difficult-words`,
          json('POST', l.cookie, {
            word: `loadword${l.n}x${wordNumber}`,
            definition: 'A word added by the load benchmark.',
            category: 'academic',
          }),
        );
      },
    ],
    [
      10,
      'check',
      (l, rec) => {
        const { body, type } = pick(inputs.checks);
        return timed(rec, 'check', `${api}/pronunciation/check`, {
          method: 'POST',
          headers: { 'content-type': type, cookie: l.cookie, origin: baseUrl },
          body,
        });
      },
    ],
    [
      4,
      'read',
      (l, rec) =>
        timed(
          rec,
          'read',
          `${api}/pronunciation/practice-words`,
          json('POST', l.cookie, { phonemes: ['TH', 'R'], level: 'B1' }),
        ),
    ],
    [
      4,
      'sign-in',
      async (l, rec) => {
        await timed(rec, 'sign-in', `${api}/auth/sign-out`, json('POST', l.cookie));
        // A learner told 'busy, try again in a moment' (503, or 429) stays on the sign-in page and
        // tries again as told until it works, as the app's sign-in form lets them: signed out, the
        // app sends them nowhere else. Each refusal is counted (429 / 503).
        while (Date.now() < endAt) {
          const { res } = await timed(
            rec,
            'sign-in',
            `${api}/auth/sign-in`,
            json('POST', '', { email: l.email, password: PASSWORD }),
          );
          if (res?.ok) l.cookie = cookieFrom(res);
          if (res?.status !== 503 && res?.status !== 429) break;
          const retry = Number(res.headers.get('retry-after') ?? 1);
          await new Promise((r) => setTimeout(r, Math.max(1, retry) * 1000));
        }
      },
    ],
  ];
}

function chooser(list) {
  return () => {
    let roll = Math.random() * 100;
    for (const entry of list) {
      roll -= entry[0];
      if (roll < 0) return entry;
    }
    return list[0];
  };
}

// ---- measuring -------------------------------------------------------------------------------

let lastProbeStarts = [];

/** Polls /api/health every 100 ms from its own thread, so the load generator cannot delay it. */
function healthProbe(baseUrl) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const times = []; const ats = []; let running = true;
     parentPort.on('message', () => { running = false; });
     (async () => {
       while (running) {
         const started = performance.now();
         try { await (await fetch(workerData + '/api/health')).text(); } catch {}
         times.push(performance.now() - started);
         ats.push(performance.timeOrigin + started);
         await new Promise((r) => setTimeout(r, 100));
       }
       parentPort.postMessage({ times, ats });
     })();`,
    { eval: true, workerData: baseUrl },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', ({ times, ats }) =>
          worker.terminate().then(() => {
            lastProbeStarts = ats;
            resolve(times);
          }),
        );
        worker.postMessage('stop');
      }),
  };
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value) =>
  Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : Math.round(value);
const DELIBERATE = new Set([429, 503]);

/** Reads answered after the first seconds: every learner's first request (cold caches) is over. */
const RAMP_MS = 5_000;

function summarise(records, startAt) {
  const byKind = {};
  for (const r of records) (byKind[r.kind] ??= []).push(r);
  const errors = records.filter(
    (r) => (r.status >= 400 || r.status === 0) && !DELIBERATE.has(r.status),
  );
  const latency = (kind) =>
    (byKind[kind] ?? []).filter((r) => r.status > 0 && r.status < 400).map((r) => r.ms);
  const readsAfterRamp = (byKind.read ?? [])
    .filter((r) => r.status > 0 && r.status < 400 && r.at >= startAt + RAMP_MS)
    .map((r) => r.ms);
  return {
    total: records.length,
    readsAfterRampP99: percentile(readsAfterRamp, 99),
    errors,
    refused429: records.filter((r) => r.status === 429).length,
    busy503: records.filter((r) => r.status === 503).length,
    kinds: Object.fromEntries(
      ['read', 'analysis', 'check', 'write', 'sign-in'].map((k) => [
        k,
        {
          count: (byKind[k] ?? []).length,
          p50: percentile(latency(k), 50),
          p99: percentile(latency(k), 99),
        },
      ]),
    ),
  };
}

// ---- runs ------------------------------------------------------------------------------------

async function bootServer({ mode, port, dir, env = {}, serverDir = SERVER_DIR }) {
  const database = mode === 'postgres' ? await freshDatabase('lexora_load') : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = startServer(
    process.execPath,
    [
      ...PROFILE_ARGS,
      ...NODE_FLAGS,
      ...(MONITOR_DIR
        ? ['--import', pathToFileURL(path.join(root, 'scripts/loop-monitor.mjs')).href]
        : []),
      path.join(serverDir, 'apps/server/dist/main.js'),
    ],
    {
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: database?.url ?? '',
      PUBLIC_URL: baseUrl,
      // Every simulated learner comes from 127.0.0.1: the per-address sign-in limit is for
      // real networks, not for this loopback crowd.
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      // Every simulated learner signs up from loopback, like a whole school behind one address.
      AUTH_RATE_LIMIT_SIGNUPS_PER_IP: '1000000',
      ...(MONITOR_DIR
        ? { LEXORA_LOOP_MONITOR: path.resolve(MONITOR_DIR, `${mode}-${port}.json`) }
        : {}),
      ...env,
    },
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  // The server's own output (its start-up lines, any --trace-gc of --node-flags) beside the rest.
  if (MONITOR_DIR)
    child.stdout.once('end', () =>
      writeFileSync(path.resolve(MONITOR_DIR, `${mode}-${port}-stdout.txt`), output),
    );
  await waitForHealth(baseUrl, child, 120_000);
  // The pool's threads load their engines, and the server warms its request paths (ADR 0040),
  // after listening: measure once both are done, as a learner would meet a started server.
  const deadline = Date.now() + 120_000;
  const started = () =>
    /Worker pool fully warm|could not start/.test(output) &&
    (/Request paths warm|Warming up the requests failed/.test(output) ||
      env.WARM_UP_ROUNDS === '0');
  while (!started() && Date.now() < deadline) {
    if (serverDir !== SERVER_DIR) break; // the burst's older build may have no pool
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    poolLine: /Worker pool fully warm.*/.exec(output)?.[0],
    warmLine: /Request paths warm.*/.exec(output)?.[0],
    close: async () => {
      await stop(child);
      await database?.drop();
    },
  };
}

async function mixRun(mode, inputs, port) {
  const dir = mkdtempSync(path.join(tmpdir(), `lexora-load-${mode}-`));
  const server = await bootServer({ mode, port, dir, serverDir: SERVER_DIR });
  try {
    const { baseUrl } = server;
    if (server.warmLine) log(`${mode}: ${server.warmLine}`);
    inputs.texts.short = await acceptedTexts(baseUrl, inputs.texts.short);
    log(`${mode}: signing up ${LEARNERS} learners...`);
    const learners = [];
    for (let i = 0; i < LEARNERS; i += 10) {
      const batch = Array.from({ length: Math.min(10, LEARNERS - i) }, (_, j) =>
        signUp(baseUrl, i + j),
      );
      learners.push(...(await Promise.all(batch)));
    }
    const rssBefore = residentMb(server.child.pid);
    const cpuBefore = cpuSeconds(server.child.pid);
    const loadBefore = loadavg()[0];
    log(`${mode}: ${LEARNERS} learners for ${DURATION_S} s (resident ${rssBefore} MB)...`);
    const records = [];
    const record = (r) => records.push(r);
    const endAt = Date.now() + DURATION_S * 1000;
    const next = chooser(actions(baseUrl, inputs, endAt));
    const probe = healthProbe(baseUrl);
    const startAt = Date.now();
    const ownDelay = monitorEventLoopDelay({ resolution: 5 });
    ownDelay.enable();
    await Promise.all(
      learners.map(async (learner) => {
        // Spread the start over the first two seconds, then act and think like a person.
        await new Promise((r) => setTimeout(r, Math.random() * 2000));
        while (Date.now() < endAt) {
          const [, , run] = next();
          await run(learner, record);
          await new Promise((r) => setTimeout(r, 500 + Math.random() * 3000));
        }
      }),
    );
    const health = await probe.stop();
    ownDelay.disable();
    if (MONITOR_DIR)
      writeFileSync(
        path.join(MONITOR_DIR, `${mode}-${port}-client.json`),
        JSON.stringify({
          startAt,
          endAt,
          generatorLoopDelay: {
            p50: ownDelay.percentile(50) / 1e6,
            p99: ownDelay.percentile(99) / 1e6,
            max: ownDelay.max / 1e6,
          },
          slow: records
            .filter((r) => r.kind === 'read' && r.ms > 50)
            .map((r) => ({ at: Math.round(r.at), ms: Math.round(r.ms), url: r.url.slice(-40) })),
          refused: records
            .filter((r) => DELIBERATE.has(r.status))
            .map((r) => ({
              at: Math.round(r.at),
              kind: r.kind,
              status: r.status,
              body: r.body.slice(0, 90),
            })),
          health: health
            .map((ms, i) => ({ at: Math.round(lastProbeStarts[i]), ms: Math.round(ms) }))
            .filter((h) => h.ms > 25),
        }),
      );
    const loadAfter = loadavg()[0];
    const rssAfter = residentMb(server.child.pid);
    const cpu = cpuSeconds(server.child.pid) - cpuBefore;
    const summary = summarise(records, startAt);
    return {
      mode,
      ...summary,
      health: { p50: percentile(health, 50), p99: percentile(health, 99), count: health.length },
      rssBefore,
      rssAfter,
      load: `${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)}`,
      perSecond: summary.total / DURATION_S,
      cpuMsPerRequest: (cpu * 1000) / Math.max(1, summary.total),
      cpuCores: cpu / DURATION_S,
      poolLine: server.poolLine,
      warmLine: server.warmLine,
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One learner keeps 50 analyses of ~5,000 characters in flight for 10 s; health is probed. */
async function burstRun(label, inputs, port, options = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lexora-burst-'));
  const server = await bootServer({ mode: 'pglite', port, dir, ...options });
  try {
    const { baseUrl } = server;
    inputs.texts.long = await acceptedTexts(baseUrl, inputs.texts.long);
    const learner = await signUp(baseUrl, 0);
    const idleProbe = healthProbe(baseUrl);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await idleProbe.stop();
    const statuses = {};
    const analysisMs = [];
    const probe = healthProbe(baseUrl);
    const endAt = Date.now() + 10_000;
    const firstBurst = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        let first = true;
        while (Date.now() < endAt) {
          const started = performance.now();
          const res = await fetch(
            `${baseUrl}/api/v1/vocabulary/analysis`,
            json('POST', learner.cookie, { text: inputs.texts.long[i % inputs.texts.long.length] }),
          );
          await res.text();
          if (first) firstBurst.push(res.status);
          first = false;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status === 201) analysisMs.push(performance.now() - started);
          // A refused request waits as told (Retry-After), as a well-behaved script would.
          const retry = Number(res.headers.get('retry-after') ?? 0);
          if (retry > 0)
            await new Promise((r) => setTimeout(r, Math.min(retry * 1000, endAt - Date.now())));
        }
      }),
    );
    const health = await probe.stop();
    const count = (list) =>
      Object.entries(list.reduce((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {}));
    return {
      label,
      idle: { p50: percentile(idle, 50), p99: percentile(idle, 99) },
      health: { p50: percentile(health, 50), p99: percentile(health, 99) },
      firstBurst: count(firstBurst)
        .map(([s, n]) => `${n} x ${s}`)
        .join(', '),
      statuses: Object.entries(statuses)
        .map(([s, n]) => `${n} x ${s}`)
        .join(', '),
      analysesPerSecond: analysisMs.length / 10,
      load: loadavg()[0].toFixed(1),
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- main ------------------------------------------------------------------------------------

ensureNodeModules();
ensureBuilt();
const audioDir = mkdtempSync(path.join(tmpdir(), 'lexora-load-audio-'));
const inputs = { texts: loadTexts(), checks: await checkBodies(audioDir) };
rmSync(audioDir, { recursive: true, force: true });

const mixes = [];
if (ONLY !== 'burst') {
  for (const [i, mode] of MODES.entries()) {
    if (mode === 'postgres' && !(await postgresReachable())) {
      log(`PostgreSQL at ${postgresUrl} is not reachable: skipping that mode.`);
      continue;
    }
    const result = await mixRun(mode, inputs, 3320 + i);
    mixes.push(result);
    log(
      `${mode}: ${result.total} requests, ${result.errors.length} errors, ${result.refused429} x 429, ` +
        `${result.busy503} x 503, reads p99 ${ms(result.kinds.read.p99)} ms (after the first ${RAMP_MS / 1000} s ${ms(result.readsAfterRampP99)}), health p99 ${ms(result.health.p99)} ms, ` +
        `resident ${result.rssBefore} -> ${result.rssAfter} MB, server CPU ${result.cpuCores.toFixed(2)} cores ` +
        `(${result.cpuMsPerRequest.toFixed(1)} ms per request), load ${result.load}`,
    );
    const samples = new Map(
      result.errors.map((e) => [`${e.kind} ${e.status}`, e.body.slice(0, 160)]),
    );
    for (const [key, body] of samples) log(`  error ${key}: ${body}`);
  }
}

const bursts = [];
if (ONLY !== 'mix') {
  bursts.push(await burstRun('worker pool, default limits', inputs, 3330));
  bursts.push(
    await burstRun('worker pool, limit lifted', inputs, 3331, {
      env: { LEARNER_ANALYSES_PER_MINUTE: '1000000' },
    }),
  );
  if (BASELINE)
    bursts.push(
      await burstRun(`older build (${BASELINE})`, inputs, 3332, {
        serverDir: path.resolve(BASELINE),
      }),
    );
  for (const b of bursts)
    log(
      `burst, ${b.label}: health p50 ${ms(b.health.p50)} ms (idle ${ms(b.idle.p50)}), p99 ${ms(b.health.p99)} ms; ${b.statuses}`,
    );
}

const mixRows = mixes.map(
  (r) =>
    `| ${r.mode} | ${r.total} (${r.perSecond.toFixed(0)}/s) | ${r.errors.length} | ${r.refused429} / ${r.busy503} | ` +
    `${ms(r.kinds.read.p50)} / ${ms(r.kinds.read.p99)} (${ms(r.readsAfterRampP99)}) | ${ms(r.kinds.write.p99)} | ${ms(r.kinds.analysis.p50)} / ${ms(r.kinds.analysis.p99)} | ` +
    `${ms(r.kinds.check.p50)} / ${ms(r.kinds.check.p99)} | ${ms(r.kinds['sign-in'].p99)} | ${ms(r.health.p50)} / ${ms(r.health.p99)} | ` +
    `${r.rssBefore} -> ${r.rssAfter} | ${r.cpuCores.toFixed(2)} (${r.cpuMsPerRequest.toFixed(1)}) | ${r.load} |`,
);
const burstRows = bursts.map(
  (b) =>
    `| ${b.label} | ${ms(b.idle.p50)} | ${ms(b.health.p50)} / ${ms(b.health.p99)} | ${b.firstBurst} | ${b.statuses} | ${b.analysesPerSecond.toFixed(1)} | ${b.load} |`,
);
const poolLine = mixes[0]?.poolLine ?? '';
const warmLines = mixes
  .filter((m) => m.warmLine)
  .map((m) => `${m.mode}: ${m.warmLine}`)
  .join('; ');

writeSection(
  'Learners under load (npm run bench:load)',
  `Run: ${machineLine()}.

${LEARNERS} simulated learners on loopback against the built server (\`apps/server/dist\`, default
settings: worker pool of one thread per core, per-learner limits on, the event loop and the
database thread at nice -10 where allowed, ADR 0044) for ${DURATION_S} s per database mode, each signed
up beforehand and then acting every 0.5-3.5 s: 54% reads (me, profile, words,
daily challenge, reading record, coach stats, practice words), 12% analyses of real learner texts
(300-1,500 characters, CEFR dev data read in place), 20% writes (game results, word adds), 10%
pronunciation checks (espeak-ng words in 4 s, 44.1 kHz WAVs, as the coach uploads them), 4%
sign-out and sign-in (a sign-in refused as busy is tried again after its Retry-After until it
works, as a learner on the sign-in page would; every refusal counts in 429 / 503). \`/api/health\` is polled every 100 ms from a separate thread. Errors are
answers other than 2xx and the deliberate 429/503. The load generator shares the machine (and the
machine is shared with other jobs: load average at the start / end in the last column).
Targets: 0 errors, reads p99 < 100 ms, health p99 < 50 ms, over the whole run. The p99 of the
reads after the first ${RAMP_MS / 1000} s is shown beside it: in those seconds every learner's
first request arrives at once, finding the session and profile caches cold, and they weigh on
the p99. One run per mode: runs of one build differ (docs/performance.md has the spread).
${poolLine ? `\nServer at start: ${poolLine}.\n` : ''}${warmLines ? `\nBefore the learners (ADR 0040): ${warmLines}.\n` : ''}
| database | requests | errors | 429 / 503 | reads p50 / p99 ms (p99 after the first ${RAMP_MS / 1000} s) | writes p99 ms | analyses p50 / p99 ms | checks p50 / p99 ms | sign-in p99 ms | health p50 / p99 ms | resident MB before -> after | server CPU, cores (ms per request) | load avg |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${mixRows.join('\n')}

One learner keeps 50 analyses of ~5,000 characters in flight for 10 s (PGlite; a refused request
waits for its Retry-After); \`/api/health\` polled every 100 ms meanwhile ("idle": the 3 s before).

| server | health idle p50 ms | health p50 / p99 ms during | first 50 | all answers | analyses/s | load avg |
|---|---|---|---|---|---|---|
${burstRows.join('\n')}`,
);
log('Results written to docs/benchmarks.md');
