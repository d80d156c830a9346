import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

/** Serves the built web app; any unknown non-API path gets index.html so the client router decides. */
export function mountWebApp<E extends Env>(app: Hono<E>, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`Web app not built (${indexFile} missing); serving the API only.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Source maps stay with the developers (the Vite dev server); a stale one is never served.
  app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
