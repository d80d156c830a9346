// The worker entry when the server runs from TypeScript sources (tsx, vitest): threads do not
// inherit a loader, so this registers tsx before loading worker.ts. The bundled server uses
// dist/worker.js instead and never loads this file.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');
export default worker.default;
export const { warmFirst, warmRest } = worker;
