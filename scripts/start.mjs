// `npm start`: install what is missing, build, migrate and serve Lexora on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bootstrap } from './bootstrap.mjs';
import { ensureBuilt, ensureNodeModules, log, root } from './lib.mjs';

const started = Date.now();
if (!bootstrap('start')) process.exit(1);
ensureNodeModules();
ensureBuilt();
log(
  `Checks done in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server (migrations run on start)...`,
);
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
// Stopping `npm start` stops the server too (it closes the database cleanly on SIGTERM).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
