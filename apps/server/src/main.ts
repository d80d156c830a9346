import { createOpenAiCompatibleProvider } from '@lexora/explain';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { loadPassages } from '@lexora/content/passages';
import { createSpeechEngine, raiseThisThreadPriority, setBackgroundNice } from '@lexora/speech';
import { createApp } from './app';
import { warmUpRequests } from './http/warm-up';
import { listen } from './http/server';
import { createAuth } from './auth/auth';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { createLearnerLimits, learnerLimitRules } from './limits/learner-limits';
import { DatabaseUsageCounter } from './limits/usage-counter';
import { poolPreparation } from './modules/pronunciation/pool-preparation';
import { createTaskPool } from './workers/task-pool';
import type { WorkerStatus } from './workers/tasks';
import { PASSWORD_QUEUE_LIMIT, poolPasswords } from './auth/passwords';

const startedAt = performance.now();
// Before the first request: V8's allocation-site pretenuring, fed by a moment when many requests
// were in flight at once (a busy machine's scheduling, a burst of misses), starts allocating the
// request path's objects (headers, responses) in the old generation, where they die: GC took 3x
// the time and /me lost a fifth of its rate, at random per process (ADR 0036).
setFlagsFromString('--no-allocation-site-pretenuring');
// V8 sets the next full collection's trigger from the last one's speed: under load it settled at
// about 1.1 times the live heap (85 MB), a full collection every 0.5-1 s with 15-35 ms pauses on
// the event loop and more in steps between. At twice the live heap: one or two a minute (ADR 0045).
setFlagsFromString('--heap-growing-percent=100');
const env = readEnv();
// Before anything starts a helper or a thread: they all take their priority from it (ADR 0028).
setBackgroundNice(env.backgroundNice);
// The event loop answers every request: it wins a core at once when it wakes (ADR 0044). Threads
// and helpers started from here on begin at this priority; the background ones lower their own.
const eventLoopNice = env.foregroundNice < 0 ? raiseThisThreadPriority(env.foregroundNice) : 0;
// CPU-heavy work (analyses, recording preparation) runs in these threads, off the event loop.
const tasks = createTaskPool({
  ...env.workers,
  warm: true,
  lazy: true,
  nice: env.backgroundNice,
});
// The threads start now, beside the database's start: each loads the analyser first (a second or
// so of CPU), then, one thread at a time while another stays free, the other engines and the
// quiz banks (seconds each). A learner right after a start waits for the first only (issue 31).
const warming = performance.now();
const describe = (threads: WorkerStatus[], stage: 'first' | 'rest') => {
  const ms = threads.map((t) => `${t.warmMs[stage] ?? '-'} ms`).join(', ');
  const heap = threads.map((t) => `${t.heapUsedMb} MB`).join(', ');
  const nice = [...new Set(threads.map((t) => t.nice ?? 'unchanged'))].join(', ');
  return `${ms} per thread (heap ${heap}; nice ${nice})`;
};
const poolReady = tasks.warmUp().then((threads) => {
  const elapsed = Math.round(performance.now() - warming);
  console.log(
    `Worker pool ready: ${tasks.threads} threads in ${elapsed} ms, analyser loaded in ${describe(threads, 'first')}`,
  );
});
poolReady
  .then(() => tasks.fullyWarm())
  .then((threads) => {
    if (threads.length === 0) return; // closed before
    const elapsed = Math.round(performance.now() - warming);
    const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
    console.log(
      `Worker pool fully warm after ${elapsed} ms: other engines loaded in ${describe(threads, 'rest')}; process resident ${rss} MB`,
    );
  })
  .catch((error: Error) => console.error(`The worker pool could not start: ${error.message}`));
// Read once, before anything listens: a missing or malformed topic file stops the start-up.
const passages = loadPassages(env.passagesDir);
mkdirSync(env.dataDir, { recursive: true });
const database = openDatabase({
  databaseUrl: env.databaseUrl,
  pgliteDir: path.join(env.dataDir, 'pglite'),
  threadNice: env.foregroundNice < 0 ? env.foregroundNice : undefined,
});
await database.migrate();

// Passwords are hashed in a thread of its own that loads no engines: sign-in and sign-up never
// wait behind the other threads' warm-up (10-20 s after a start) or a queue of analyses. One
// thread: with one per core, reads slowed under load (more background threads contend).
// Its queue is long: sign-ins and sign-ups are already limited per address and account, and a
// hash takes 100-200 ms, so a class signing up at once waits a few seconds instead of being
// told "busy" (issue 26: 20 at once got 3 x 503 with the pools' usual 16).
const passwordTasks = createTaskPool({
  threads: 1,
  lazy: true,
  nice: env.backgroundNice,
  queueLimit: PASSWORD_QUEUE_LIMIT,
});

const here = path.dirname(fileURLToPath(import.meta.url));
// One engine per server process. Paths are given explicitly because this file is also bundled.
const speechPackageDir = path.resolve(here, '../../../packages/speech');
const speech = createSpeechEngine({
  engine: env.speech.engine,
  httpUrl: env.speech.httpUrl,
  pocketsphinx: {
    helperSource: path.join(speechPackageDir, 'native/sphinx-helper.c'),
    cacheDir: path.join(speechPackageDir, '.cache'),
    prepare: poolPreparation(tasks),
  },
});
const webDistDir = env.webDistDir ?? path.resolve(here, '../../web/dist');
const passwords = poolPasswords(passwordTasks);
const app = createApp({
  database,
  auth: createAuth({
    db: database.db,
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    passwords,
  }),
  passwords,
  publicUrl: env.publicUrl,
  authRateLimit: env.authRateLimit,
  webDistDir,
  speech,
  allowedOrigins: env.allowedOrigins,
  passages,
  trustProxy: env.trustProxy,
  tasks,
  emotionReading: { available: env.emotionReading },
  // The key stays on the server: only the rephrased text reaches the browser.
  rephraser: env.llm && createOpenAiCompatibleProvider(env.llm, fetch),
  learnerLimits: createLearnerLimits(
    new DatabaseUsageCounter(database.db),
    learnerLimitRules(env.learnerLimits),
  ),
});

const server = listen(app, { port: env.port, hostname: env.host }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(
    `Lexora is ready on http://localhost:${info.port} (database: ${database.mode}, started in ${seconds} s)`,
  );
  reportForegroundPriority();
  // Warm the recogniser in the background: startup does not wait, the first check is fast.
  speech.warmUp().catch((error: Error) => {
    console.warn(`The pronunciation engine could not start yet: ${error.message}`);
  });
  // The request warm-up (ADR 0040) waits for the analyser: the first learners' requests do not
  // queue behind its analyses while the threads are still loading.
  Promise.all([
    passwordTasks.warmUp().catch((error: Error) => {
      console.error(`The password threads could not start: ${error.message}`);
    }),
    poolReady.catch(() => undefined),
  ])
    .then(() => warmUp(info))
    .catch((error: Error) => console.error(`Warming up the requests failed: ${error.message}`));
});

/** Says at which priority the threads that answer requests run (ADR 0044). */
function reportForegroundPriority(): void {
  if (env.foregroundNice === 0) return;
  database
    .threadNice()
    .then((databaseNice) => {
      const databasePart = databaseNice === undefined ? '' : `, database thread at ${databaseNice}`;
      if (eventLoopNice !== undefined)
        console.log(`Event loop at nice ${eventLoopNice}${databasePart}`);
      else
        console.warn(
          `The event loop stays at normal priority${databasePart}: nice ${env.foregroundNice} needs ` +
            'root, CAP_SYS_NICE or a LimitNICE that allows it (FOREGROUND_NICE, docs/deployment.md)',
        );
    })
    .catch(() => undefined);
}

/** Runs a learner's everyday requests through the server before the first learners do (ADR 0040). */
async function warmUp(info: { address: string; port: number }): Promise<void> {
  if (env.warmUpRounds === 0) return;
  const host =
    info.address === '0.0.0.0' ? '127.0.0.1' : info.address === '::' ? '::1' : info.address;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
  const result = await warmUpRequests(baseUrl, { rounds: env.warmUpRounds });
  console.log(
    `Request paths warm: ${result.requests} requests in ${Math.round(result.ms)} ms` +
      (result.failures > 0 ? ` (${result.failures} failed)` : ''),
  );
}

async function shutdown(signal: string) {
  console.log(`${signal} received, shutting down`);
  server.close();
  await speech.close().catch(() => undefined);
  await tasks.close().catch(() => undefined);
  await passwordTasks.close().catch(() => undefined);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
