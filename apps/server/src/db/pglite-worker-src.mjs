// The database thread's entry when the server runs from TypeScript sources (tsx, vitest): threads
// do not inherit a loader, so this registers tsx first. The bundled server starts
// dist/pglite-worker.js instead and never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
