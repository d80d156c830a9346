// Pronunciation check API under load: autocannon posts real recordings (espeak-ng words in a 4 s,
// 16-bit mono 44.1 kHz WAV, like the coach uploads) to POST /api/v1/pronunciation/check of the
// built server with its default engine (one pocketsphinx helper per core).
//   node scripts/bench-speech-api.mjs [--connections N] [--duration S]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineLine, writeSection } from './bench-report.mjs';
import { ensureBuilt, ensureNodeModules, log, root } from './lib.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const CONNECTIONS = argument('connections', 6);
const DURATION_S = argument('duration', 15);
const PORT = 3310;
const WORDS = ['computer', 'elephant', 'umbrella', 'butterfly'];

/** espeak-ng's 22.05 kHz output, placed 0.6 s into 4 s of light noise and doubled to 44.1 kHz. */
function recording(word, dir) {
  const file = path.join(dir, `${word}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', file, word]);
  const bytes = readFileSync(file);
  const dataAt = bytes.indexOf('data') + 8;
  const spoken = new Int16Array(bytes.buffer.slice(bytes.byteOffset + dataAt));
  const rate = 44_100;
  const out = new Int16Array(4 * rate);
  let seed = 7;
  for (let i = 0; i < out.length; i += 1) {
    seed = (seed * 16807) % 2147483647;
    const k = i - Math.round(0.6 * rate);
    const a = spoken[Math.floor(k / 2)] ?? 0;
    const b = spoken[Math.floor(k / 2) + 1] ?? a;
    const voice = k >= 0 ? (k % 2 === 0 ? a : (a + b) / 2) : 0;
    out[i] = Math.round(0.8 * voice + (seed / 2147483647 - 0.5) * 60);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + out.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(out.byteLength, 40);
  return Buffer.concat([header, Buffer.from(out.buffer)]);
}

async function multipart(word, wav) {
  const form = new FormData();
  form.set('audio', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
  form.set('expected_word', word);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type'),
  };
}

async function waitForHealth(baseUrl, child) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited before answering');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
