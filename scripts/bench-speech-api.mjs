// Pronunciation check API under load: autocannon posts real recordings (espeak-ng words in a 4 s,
// 16-bit mono 44.1 kHz WAV, like the coach uploads) to POST /api/v1/pronunciation/check of the
// built server with its default engine (one pocketsphinx helper per core).
//   node scripts/bench-speech-api.mjs [--connections N] [--duration S]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { multipart, recording } from './bench-audio.mjs';
import { machineLine, writeSection } from './bench-report.mjs';
import { waitForHealth } from './bench-server.mjs';
import { ensureBuilt, ensureNodeModules, log, root } from './lib.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const CONNECTIONS = argument('connections', 6);
const DURATION_S = argument('duration', 15);
const PORT = 3310;
const WORDS = ['computer', 'elephant', 'umbrella', 'butterfly'];

ensureNodeModules();
ensureBuilt();
const baseUrl = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(path.join(tmpdir(), 'lexora-bench-speech-'));
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dir,
    WARM_UP_ROUNDS: '0', // the checks start at once; the warm-up would run beside them
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
  },
  stdio: 'ignore',
});
try {
  await waitForHealth(baseUrl, child);
  const requests = await Promise.all(
    WORDS.map(async (word) => {
      const { body, type } = await multipart(word, recording(word, dir));
      return {
        method: 'POST',
        path: '/api/v1/pronunciation/check',
        body,
        headers: { 'content-type': type },
      };
    }),
  );
  const options = {
    url: baseUrl,
    headers: { origin: baseUrl },
    requests,
    connections: CONNECTIONS,
  };
  // Warm-up: starts the helpers and the JIT; its numbers are discarded.
  await autocannon({ ...options, duration: 3 });
  log(`Load test: ${CONNECTIONS} connections for ${DURATION_S} s of pronunciation checks...`);
  // The machine may be shared: report how busy it was, since that caps the rate measured.
  const loadBefore = loadavg()[0].toFixed(1);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const errors = result.errors + result.timeouts + result.non2xx;
  const perSecond = result.requests.total / DURATION_S;
  console.log(
    `${perSecond.toFixed(1)} checks/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors / ${result.requests.total}`,
  );
  writeSection(
    'Pronunciation check API under load (npm run bench:speech-api)',
    `Run: ${machineLine()}; load average ${loadBefore} when the run started.

autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a 3 s warm-up, posting multipart
\`POST /api/v1/pronunciation/check\` as a guest: four espeak-ng words (${WORDS.join(', ')}) in 4 s,
16-bit mono 44.1 kHz WAVs (353 KB each, like the coach's uploads), against the built server with
its default engine (one pocketsphinx helper per core, queue limit 16). The load generator runs on
the same machine. Target: at least 20 checks/s with 2 cores, no errors.

| checks/s | p50 ms | p99 ms | errors / checks | met |
|---|---|---|---|---|
| ${perSecond.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} / ${result.requests.total} | ${perSecond >= 20 && errors === 0 ? 'yes' : 'no'} |`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
