import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../../../../e2e/support/app-server';
import { dbMode, openTestDatabase, startTestServer } from './test-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerPair {
  /** How the two servers run: two processes (PostgreSQL) or two app instances (PGlite). */
  kind: string;
  urls: [string, string];
  close(): Promise<void>;
}

/** The same settings for both servers: one secret, three failed sign-ins per account. */
const SETTINGS = {
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_EMAIL: '3',
  AUTH_RATE_LIMIT_SIGNUPS_PER_IP: '1000',
  TRUST_PROXY: '1',
  // The tests check no pronunciation: a recogniser that is never reached costs no CPU.
  SPEECH_ENGINE: 'http',
  SPEECH_HTTP_URL: 'http://127.0.0.1:9',
};

/** A fresh bundle of the server, as `npm run build` makes it (in dist/, where it finds its files). */
export function buildServerBundle(name: string): string {
  const outfile = path.join(root, 'apps/server/dist', name);
  execFileSync(process.execPath, ['scripts/build-server.mjs', outfile], { cwd: root });
  return outfile;
}

/**
 * Two servers on one database. On PostgreSQL: two processes of the built server, started at the
 * same moment on a fresh database (they migrate it themselves). On PGlite, whose database
 * belongs to one process: two app instances in this one, with their own caches and limiters.
 */
export async function startServerPair(extraEnv: Record<string, string> = {}): Promise<ServerPair> {
  if (dbMode === 'postgres') {
    const { database, url, drop } = await openTestDatabase();
    await database.close();
    const entry = buildServerBundle('two-servers-test.js');
    const env = { ...SETTINGS, ...extraEnv, DATABASE_URL: url ?? '' };
    const servers = await Promise.all([
      startAppServer(env, { entry }),
      startAppServer(env, { entry }),
    ]);
    return {
      kind: 'two processes',
      urls: [servers[0].baseUrl, servers[1].baseUrl],
      async close() {
        await Promise.all(servers.map((s) => s.stop()));
        await drop();
      },
    };
  }
  const options = {
    authRateLimit: { perIp: 1000, perEmail: 3, signUpsPerIp: 1000, windowSeconds: 300 },
    trustProxy: { hops: 1 },
  };
  const first = await startTestServer(options);
  const second = await startTestServer({
    ...options,
    shared: { database: first.database, secret: first.secret },
  });
  return {
    kind: 'two app instances',
    urls: [first.baseUrl, second.baseUrl],
    async close() {
      await second.close();
      await first.close();
    },
  };
}
