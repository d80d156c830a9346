// Shared by the API benchmarks: start the built server, wait for it, stop it, fresh databases.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { root } from './lib.mjs';

export const postgresUrl =
  process.env.LEXORA_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Polls /api/health until it answers 200; returns the milliseconds it took. */
export async function waitForHealth(baseUrl, child, timeoutMs = 60_000) {
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

/** Starts a server in its own process group, so that stopping it also stops what it started. */
export function startServer(command, args, env, options = {}) {
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: options.stdio ?? 'ignore',
    detached: true,
  });
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // Wait until the port is free again, so the next run cannot answer with a stale server.
  await new Promise((r) => setTimeout(r, 200));
}

export async function postgresReachable(url = postgresUrl) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server: its URL and how to drop it. */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${Date.now()}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Resident memory of a process in MB (Linux). */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** CPU seconds a process has used so far, all its threads (Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat; after the command name they are at 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
