import { config } from 'zod/v4';

/**
 * Every `import ... from 'zod'` in the web app resolves here (the alias in vite.config.ts), so the
 * setting below runs before any schema exists, in whichever lazy chunk zod first loads.
 * zod compiles object parsers with `new Function` after probing whether eval is allowed; our CSP
 * forbids eval, so the probe itself logs a violation on every page. Parse without compiling.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
