// `npm start`: install what is missing, build, migrate and serve Lexora on one port.
import path from 'node:path';
import { bootstrap } from './bootstrap.mjs';
import { ensureBuilt, ensureNodeModules, log, root, runAsync } from './lib.mjs';

const started = Date.now();
if (!bootstrap('start')) process.exit(1);
ensureNodeModules();
ensureBuilt();
log(
  `Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of checks; starting the server (migrations run on start)...`,
);
const code = await runAsync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    env: { NODE_ENV: 'production', ...process.env },
  },
);
process.exit(code);
