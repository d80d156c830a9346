// ADR 0044: the threads that answer requests run above everything else of the server, and the
// background work they start (worker threads, speech helpers, espeak-ng) still runs below it.
import { readdirSync, readFileSync } from 'node:fs';
import { canRaisePriority, thisThreadNice } from '@lexora/speech/priority';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../../e2e/support/app-server';
import { buildServerBundle } from './support/server-pair';
import { dbMode, openTestDatabase } from './support/test-server';

const FOREGROUND = -3;
const BACKGROUND = 10;

/** The nice value in /proc/PID/stat (field 19), which for a process is its main thread's. */
function niceOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

function childrenOf(pid: number): { pid: number; name: string }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        return Number(fields[1]) === pid ? [{ pid: Number(entry), name }] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}

async function waitForLine(server: AppServer, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const match = pattern.exec(server.output());
    if (match) return match[0];
    if (Date.now() > deadline) throw new Error(`No ${pattern} in:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`thread priorities (${dbMode})`, () => {
  let server: AppServer;
  let dropDatabase: (() => Promise<void>) | undefined;
  const allowed = canRaisePriority(FOREGROUND);

  beforeAll(async () => {
    const entry = buildServerBundle('priority-test.js');
    let databaseUrl = '';
    if (dbMode === 'postgres') {
      const { database, url, drop } = await openTestDatabase();
      await database.close();
      databaseUrl = url ?? '';
      dropDatabase = drop;
    }
    server = await startAppServer(
      {
        FOREGROUND_NICE: String(FOREGROUND),
        BACKGROUND_NICE: String(BACKGROUND),
        WORKER_THREADS: '1',
        DATABASE_URL: databaseUrl,
      },
      { entry },
    );
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it('raises the event loop, and the embedded database thread, where allowed', async () => {
    const line = await waitForLine(server, /(Event loop at nice|stays at normal priority).*/);
    // The server starts at the nice value of the thread that spawned it, and never lowers it.
    const inherited = thisThreadNice() ?? 0;
    const raised = Math.min(FOREGROUND, inherited);
    if (allowed) {
      expect(niceOf(server.pid)).toBe(raised);
      expect(line).toContain(`Event loop at nice ${raised}`);
      if (dbMode === 'pglite') expect(line).toContain(`database thread at ${raised}`);
    } else {
      expect(niceOf(server.pid)).toBe(inherited);
      expect(line).toContain('stays at normal priority');
    }
  });

  it('keeps the worker threads and the speech helpers at background priority', async () => {
    // Each thread steps down before loading its second stage (issue 31), so once fully warm all
    // are at the background priority.
    const pool = await waitForLine(server, /Worker pool fully warm.*/);
    expect(pool).toContain(`nice ${BACKGROUND})`);
    // The speech engine starts its helpers and espeak-ng in the background after listening.
    const deadline = Date.now() + 60_000;
    let children = childrenOf(server.pid);
    while (!children.some((c) => c.name.startsWith('espeak')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      children = childrenOf(server.pid);
    }
    expect(children.map((c) => c.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/sphinx/), expect.stringMatching(/espeak/)]),
    );
    for (const child of children)
      expect({ ...child, nice: niceOf(child.pid) }).toMatchObject({
        nice: BACKGROUND,
      });
  }, 240_000);
});
