import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  pid: number;
  /** What the server has written to stdout and stderr so far. */
  output(): string;
  /**
   * Moves the server's clock on (started with `movableClock` only), as `page.clock.runFor`
   * does for the page: game rounds are timed by the server (ADR 0048).
   */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the built app (`npm run build` first, or `entry`: another bundle of it) on a free port
 * with its own PGlite folder, unless `env` names a DATABASE_URL.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { entry?: string; movableClock?: boolean } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lexora-e2e-'));
  const clock = options.movableClock
    ? ['--import', path.join(root, 'e2e/support/server-clock.mjs')]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...clock, options.entry ?? path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The tests start at once; the warm-up's own API test covers it (ADR 0040).
        WARM_UP_ROUNDS: '0',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: '',
        ...env,
      },
      stdio: options.movableClock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a shared, busy machine the start-up (migrations, passage bank) can take a minute
  // or two; LEXORA_E2E_START_MS overrides it.
  const deadline = Date.now() + Number(process.env.LEXORA_E2E_START_MS ?? 150_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`App server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    output: () => output,
    advanceClock: async (ms) => {
      if (!options.movableClock) throw new Error('The server was started without movableClock');
      const moved = new Promise<void>((resolve) => child.once('message', () => resolve()));
      child.send({ type: 'advance-clock', ms });
      await moved;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
