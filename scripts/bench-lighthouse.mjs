// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on four pages of the built
// app and on an anchor, a Vite + React hello page built at run time. Results go to
// docs/benchmarks.md.
//   node scripts/bench-lighthouse.mjs [--runs N] [--keep DIR]  (DIR: keep every JSON report and
//                                     its trace, for DevTools' performance panel)
//                                     [--only TEXT[,TEXT...]]  (only pages whose name has one of
//                                     the TEXTs, e.g. anchor,Dashboard; no report)
//                                     [--cpu-slowdown N]  (Lighthouse's simulated CPU multiplier,
//                                     4 by default; 1 for A/B runs on a machine already busy;
//                                     no report)
//                                     [--server DIR]  (another build: a tree with apps/server/dist
//                                     and apps/web/dist, for A/B runs; no report)
//                                     [--js-profile]  (with --keep: the traces also sample the
//                                     JavaScript stacks, which costs some time; no report)
//                                     [--port N]  (the app's port, 4610 by default; the anchor's
//                                     is the next one)
// Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH); nothing is downloaded, and the script
// fails if a page under test asked for anything but the local servers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { busyNote, machineLine, median, writeSection } from './bench-report.mjs';
import { startServer, stop, waitForHealth } from './bench-server.mjs';
import { ensureBuilt, ensureNodeModules, log, root } from './lib.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const KEEP = option('keep', undefined);
const ONLY = option('only', undefined)?.split(',').filter(Boolean);
const CPU_SLOWDOWN = option('cpu-slowdown', undefined);
const SERVER_DIR = path.resolve(option('server', root));
const JS_PROFILE = process.argv.includes('--js-profile');
const PORT = Number(option('port', 4610));
const ANCHOR_PORT = PORT + 1;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const TARGET = { performance: 95, 'best-practices': 100 };
// The local server speaks HTTP/1.1; whether production gets HTTP/2 is the TLS proxy's choice.
const SKIPPED_AUDITS = ['uses-http2'];

// ---- the anchor: a Vite + React hello page -------------------------------------------------

/** Builds the hello page with the web app's own Vite and React into a temp dir; serves it. */
async function startAnchor(dir) {
  const webRequire = createRequire(path.join(root, 'apps/web/package.json'));
  const vite = await import(pathToFileURL(webRequire.resolve('vite')).href);
  const packageDir = (name) => path.dirname(webRequire.resolve(`${name}/package.json`));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/icon.svg" />
    <title>Vite + React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`,
  );
  // Like the template's vite.svg: without an icon the browser logs a 404 for /favicon.ico.
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(
    path.join(dir, 'public', 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#646cff"/></svg>',
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    `import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  createElement(StrictMode, null, createElement('h1', null, 'Hello, Vite + React!')),
);
`,
  );
  const config = {
    root: dir,
    configFile: false,
    logLevel: 'error',
    // The temp dir has no node_modules: React comes from the web app's.
    resolve: { alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom') } },
    build: { outDir: path.join(dir, 'dist') },
    preview: { port: ANCHOR_PORT, host: '127.0.0.1', strictPort: true },
  };
  await vite.build(config);
  const server = await vite.preview(config);
  return { url: `http://127.0.0.1:${ANCHOR_PORT}/`, close: () => server.close() };
}

// ---- a learner for the signed-in page --------------------------------------------------------

async function signUp(baseUrl) {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lighthouse Learner',
      email: `lighthouse.${Date.now()}@example.com`,
      password: 'bench-pass-123',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// ---- one Lighthouse run ----------------------------------------------------------------------

const ms = (audits, id) => audits[id]?.numericValue ?? NaN;

/** What keeps a category under its target: its failing weighted audits and opportunities. */
function failing(lhr, category) {
  const titles = [];
  for (const ref of lhr.categories[category].auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
    const savings = audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0;
    const weak = ref.weight > 0 ? audit.score < (category === 'performance' ? 0.9 : 1) : false;
    if (weak || (category === 'performance' && audit.score < 0.9 && savings > 0)) {
      titles.push(audit.title);
    }
  }
  return titles;
}

/** The origins a page asked for; anything not local means Lighthouse or the page used the net. */
function foreignRequests(lhr, allowed) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && !allowed.some((origin) => url.startsWith(origin)));
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run measured
 * nothing, so it is run again, once; a second failure stops the benchmark.
 */
async function audit(chrome, page, allowed) {
  try {
    return await auditOnce(chrome, page, allowed);
  } catch (error) {
    if (!(error instanceof TraceError)) throw error;
    log(`  ${error.message}; running it again`);
    return auditOnce(chrome, page, allowed);
  }
}

class TraceError extends Error {}

async function auditOnce(chrome, page, allowed) {
  const result = await lighthouse(page.url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'best-practices'],
    skipAudits: SKIPPED_AUDITS,
    extraHeaders: page.headers,
    ...(JS_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: Number(CPU_SLOWDOWN) } } : {}),
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new TraceError(`${page.name}: ${lhr.runtimeError.message}`);
  const foreign = foreignRequests(lhr, allowed);
  if (foreign.length) throw new Error(`${page.name} asked the network for ${foreign.join(', ')}`);
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(page.url).pathname) {
    throw new Error(`${page.name} ended at ${finalUrl}, not at the page asked for`);
  }
  return {
    lhr,
    report: result.report,
    trace: result.artifacts.Trace,
    performance: Math.round(lhr.categories.performance.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    fcp: ms(lhr.audits, 'first-contentful-paint'),
    lcp: ms(lhr.audits, 'largest-contentful-paint'),
    tbt: ms(lhr.audits, 'total-blocking-time'),
    cls: ms(lhr.audits, 'cumulative-layout-shift'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
    failing: [
      ...(lhr.categories.performance.score * 100 < TARGET.performance
        ? failing(lhr, 'performance')
        : []),
      ...(lhr.categories['best-practices'].score * 100 < TARGET['best-practices']
        ? failing(lhr, 'best-practices')
        : []),
    ],
  };
}

// ---- report ----------------------------------------------------------------------------------

const seconds = (v) => `${(v / 1000).toFixed(2)} s`;

function row(page, runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const perf = m('performance');
  const bp = m('bestPractices');
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  const mark = (score, target) => (score >= target ? `${score}` : `**${score}** (< ${target})`);
  return {
    perf,
    bp,
    lcp: m('lcp'),
    line: `| ${page.name} | ${mark(perf, TARGET.performance)} (${runs.map((r) => r.performance).join(', ')}) | ${mark(bp, TARGET['best-practices'])} | ${seconds(m('fcp'))} | ${seconds(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${failing.join('; ') || '-'} |`,
  };
}

function report(pages, results, requests) {
  const rows = pages.map((p) => row(p, results.get(p)));
  const anchorRow = rows[0];
  const passed = rows
    .slice(1)
    .every((r) => r.perf >= TARGET.performance && r.bp >= TARGET['best-practices']);
  const { version } = createRequire(import.meta.url)('lighthouse/package.json');
  writeSection(
    'Lighthouse (npm run bench:lighthouse)',
    `
Measured ${machineLine()}. ${busyNote()}

Lighthouse ${version}, mobile form factor with simulated throttling (the defaults), categories
performance and best practices, against the production build served by \`apps/server\` on a
fresh PGlite data dir (\`/DashboardOne\` with the session cookie of a learner signed up for the
run, sent as an extra header). Debian's Chromium (${CHROME_PATH}, \`${CHROME_FLAGS.join(' ')}\`), a
fresh browser for each of ${RUNS} rounds; medians of the rounds (each round's performance score in
brackets). The anchor is a Vite + React hello page built in a temp dir by the web app's own Vite
and React and served by \`vite preview\`; the issue's anchor scored 100 with LCP 1.28 s. Skipped
audit: ${SKIPPED_AUDITS.join(', ')} (the local server speaks HTTP/1.1). All ${requests} requests of
the run went to the two local servers.

Targets: performance >= ${TARGET.performance}, best practices ${TARGET['best-practices']}.

| page | performance | best practices | FCP | LCP | TBT | CLS | failed in a round under target |
|---|---|---|---|---|---|---|---|
${rows.map((r) => r.line).join('\n')}

${passed ? 'Every page meets both targets.' : 'Some pages miss a target (in bold).'} The anchor's
LCP in this run: ${seconds(anchorRow.lcp)}; the pages' LCP ratio to it: ${rows
      .slice(1)
      .map((r, i) => `${pages[i + 1].name} ${(r.lcp / anchorRow.lcp).toFixed(2)}x`)
      .join(', ')}.
`,
  );
  log(`Lighthouse: ${passed ? 'all targets met' : 'some targets missed'} (docs/benchmarks.md).`);
}

// ---- main ------------------------------------------------------------------------------------

ensureNodeModules();
ensureBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lexora-lighthouse-'));
const anchorDir = mkdtempSync(path.join(tmpdir(), 'lexora-lighthouse-anchor-'));
const baseUrl = `http://127.0.0.1:${PORT}`;
const server = startServer(process.execPath, [path.join(SERVER_DIR, 'apps/server/dist/main.js')], {
  PORT: String(PORT),
  DATA_DIR: dataDir,
  WARM_UP_ROUNDS: '0', // the audits start at once; the warm-up would run beside them
  DATABASE_URL: '',
  PUBLIC_URL: baseUrl,
});
let anchor;
let chrome;
try {
  await waitForHealth(baseUrl, server);
  anchor = await startAnchor(anchorDir);
  const cookie = await signUp(baseUrl);
  const all = [
    { name: 'anchor: Vite + React hello', url: anchor.url },
    { name: '`/`', url: `${baseUrl}/` },
    { name: '`/EnglishPricePlan`', url: `${baseUrl}/EnglishPricePlan` },
    { name: '`/pronounce-coach`', url: `${baseUrl}/pronounce-coach` },
    { name: '`/DashboardOne` (signed in)', url: `${baseUrl}/DashboardOne`, headers: { cookie } },
  ];
  const pages = ONLY ? all.filter((p) => ONLY.some((text) => p.name.includes(text))) : all;
  const allowed = [baseUrl, new URL(anchor.url).origin];
  if (KEEP) mkdirSync(KEEP, { recursive: true });
  const results = new Map(pages.map((p) => [p, []]));
  let requests = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    // A fresh browser each round, so no round warms the next; pages take turns within it.
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    for (const [i, page] of pages.entries()) {
      log(`Lighthouse round ${run}/${RUNS}: ${page.name}...`);
      const r = await audit(chrome, page, allowed);
      requests += r.requests;
      log(
        `  performance ${r.performance}, best practices ${r.bestPractices}, LCP ${seconds(r.lcp)}, TBT ${Math.round(r.tbt)} ms${r.failing.length ? `; failing: ${r.failing.join('; ')}` : ''}`,
      );
      if (KEEP) {
        writeFileSync(path.join(KEEP, `round${run}-page${i}.json`), r.report);
        writeFileSync(path.join(KEEP, `round${run}-page${i}.trace.json`), JSON.stringify(r.trace));
      }
      results.get(page).push(r);
    }
    await chrome.kill();
    chrome = undefined;
  }

  if (!ONLY && !CPU_SLOWDOWN && !JS_PROFILE && SERVER_DIR === root)
    report(pages, results, requests);
} finally {
  if (chrome) await chrome.kill();
  await anchor?.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(anchorDir, { recursive: true, force: true });
}
