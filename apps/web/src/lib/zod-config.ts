import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` after probing whether eval is allowed; our CSP
 * forbids eval, so the probe itself logs a violation on every page. Parse without compiling.
 * Imported first by main.tsx, before any schema is used.
 */
z.config({ jitless: true });
