import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { loadPassages } from '@lexora/content/passages';
import { createSpeechEngine } from '@lexora/speech';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { sharedEngineHolder } from './modules/vocabulary/vocabulary-engine';

const startedAt = performance.now();
const env = readEnv();
// Read once, before anything listens: a missing or malformed topic file stops the start-up.
const passages = loadPassages(env.passagesDir);
mkdirSync(env.dataDir, { recursive: true });
const database = openDatabase({
  databaseUrl: env.databaseUrl,
  pgliteDir: path.join(env.dataDir, 'pglite'),
});
await database.migrate();

const here = path.dirname(fileURLToPath(import.meta.url));
// One engine per server process. Paths are given explicitly because this file is also bundled.
const speechPackageDir = path.resolve(here, '../../../packages/speech');
const speech = createSpeechEngine({
  engine: env.speech.engine,
  httpUrl: env.speech.httpUrl,
  pocketsphinx: {
    helperSource: path.join(speechPackageDir, 'native/sphinx-helper.c'),
    cacheDir: path.join(speechPackageDir, '.cache'),
  },
});
const webDistDir = env.webDistDir ?? path.resolve(here, '../../web/dist');
const app = createApp({
  database,
  auth: createAuth({ db: database.db, secret: env.authSecret, publicUrl: env.publicUrl }),
  publicUrl: env.publicUrl,
  authRateLimit: env.authRateLimit,
  webDistDir,
  speech,
  allowedOrigins: env.allowedOrigins,
  passages,
  trustProxy: env.trustProxy,
});

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(
    `Lexora is ready on http://localhost:${info.port} (database: ${database.mode}, started in ${seconds} s)`,
  );
  // Warm the recogniser in the background: startup does not wait, the first check is fast.
  speech.warmUp().catch((error: Error) => {
    console.warn(`The pronunciation engine could not start yet: ${error.message}`);
  });
  // After listening: the first analysis finds the engine loaded, and start-up never waits for it.
  sharedEngineHolder().warmInBackground((message) => console.log(message));
});

async function shutdown(signal: string) {
  console.log(`${signal} received, shutting down`);
  server.close();
  await speech.close().catch(() => undefined);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
