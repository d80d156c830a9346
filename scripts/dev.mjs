// `npm run dev`: the API with hot reload on :3001 and the Vite dev server on :5173 proxying /api.
import { spawn } from 'node:child_process';
import { ensureNodeModules, log, root } from './lib.mjs';

ensureNodeModules();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@lexora/server'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, PORT: '3001' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@lexora/web'], { stdio: 'inherit', cwd: root }),
];
log('Open http://localhost:5173 (API on http://localhost:3001)');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
