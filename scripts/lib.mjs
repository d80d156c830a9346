// Small helpers shared by the start, test, dev and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[36m[lexora]\x1b[0m ${message}`);
}

/** Runs a command with inherited output; throws on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** A fingerprint of the given files and folders (paths and modification times). */
export function fingerprint(entries) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(path.join(p, name));
      }
    } else {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return hash.digest('hex');
}

export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export function writeStamp(file, value) {
  writeFileSync(file, value);
}

/** Installs npm packages when node_modules is missing or the lock file changed since. */
export function ensureNodeModules() {
  const stampFile = path.join(root, 'node_modules', '.lexora-install-stamp');
  const lock = path.join(root, 'package-lock.json');
  const want = createHash('sha256')
    .update(existsSync(lock) ? readFileSync(lock) : '')
    .digest('hex');
  if (readStamp(stampFile) === want) return;
  log('Installing npm packages...');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeStamp(stampFile, want);
}

export const sourceEntries = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/drizzle',
  'packages',
  'package-lock.json',
];

/** Builds the web app and the server unless nothing changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stampFile = path.join(root, 'apps', 'server', 'dist', '.build-stamp');
  const want = fingerprint(sourceEntries);
  const built =
    existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    existsSync(path.join(root, 'apps/server/dist/main.js')) &&
    existsSync(path.join(root, 'apps/server/dist/worker.js'));
  if (!force && built && readStamp(stampFile) === want) return false;
  log('Building the web app and the server...');
  run('npm', ['run', 'build', '-w', '@lexora/web', '--silent']);
  run('node', ['scripts/build-server.mjs']);
  writeStamp(stampFile, want);
  return true;
}
