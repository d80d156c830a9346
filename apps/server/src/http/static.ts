import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, Hono } from 'hono';
import { safeSummary } from './errors';
import { pageDataBlock, type PageDataSource } from './page-data';

/** Hashed build output never changes under its name: browsers may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files with stable names (favicon, sounds) and the page itself are checked again on each use. */
export const REVALIDATE = 'no-cache';
/**
 * A page carrying a learner's data (ADR 0030): kept by no shared cache, and not kept by the browser
 * either, so Back after signing out fetches the page anew rather than showing the old data.
 */
export const PRIVATE_PAGE = 'private, no-store';
/** The page differs by cookie (a signed-in learner's has their data) and by encoding. */
export const PAGE_VARY = 'Accept-Encoding, Cookie';

/** Content types the build precompresses (apps/web/build/precompress.ts COMPRESSIBLE_FILE). */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The CSP source for each inline <script> of the page (vite's inlined theme script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The build's map of route -> chunks (apps/web/build/route-preloads.ts ROUTE_PRELOADS_FILE). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
const ASSET_FILE = /^assets\/[\w.-]+\.js$/;

/**
 * The page for each route that has its chunks listed: index.html with a modulepreload link for
 * each, so the browser fetches the route's page chunk alongside the entry rather than after it.
 */
export function routePages(distDir: string, indexHtml: string): Map<string, string> {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  const pages = new Map<string, string>();
  if (!existsSync(file) || !indexHtml.includes('</head>')) return pages;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  for (const [route, files] of Object.entries(routes)) {
    // Our own build wrote the names; checking them keeps anything odd out of the page anyway.
    const links = files
      .filter((f) => ASSET_FILE.test(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    pages.set(route, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

/** The built page's inline-script hashes, or none when the web app is not built. */
export function webAppScriptHashes(distDir: string | undefined): string[] {
  const indexFile = distDir && path.join(distDir, 'index.html');
  return indexFile && existsSync(indexFile)
    ? inlineScriptHashes(readFileSync(indexFile, 'utf8'))
    : [];
}

/**
 * Serves the built web app; any unknown non-API path gets index.html so the client router decides.
 * Files come precompressed from the build (apps/web/build/precompress.ts): brotli or gzip as the
 * browser accepts, never compressed per request.
 */
export function mountWebApp<E extends Env>(
  app: Hono<E>,
  distDir: string,
  options: { pageData?: PageDataSource } = {},
): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`Web app not built (${indexFile} missing); serving the API only.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pages = routePages(distDir, indexHtml);
  const root = path.relative(process.cwd(), distDir) || '.';
  const page = async (c: Context<E>) => {
    const html = pages.get(c.req.path) ?? indexHtml;
    c.header('Vary', PAGE_VARY);
    const data = await options.pageData?.(c).catch((error: unknown) => {
      // The app fetches what is missing itself: a page without the data is slower, not broken.
      // A failed query names the learner's row: only a safe summary is written.
      console.warn('Could not put the learner data in the page:', safeSummary(error));
      return null;
    });
    if (!data) {
      c.header('Cache-Control', REVALIDATE);
      return c.html(html);
    }
    c.header('Cache-Control', PRIVATE_PAGE);
    // A function, so that `$&` or `$'` in what a learner typed is not a replacement pattern.
    return c.html(html.replace('</head>', () => `${pageDataBlock(data)}</head>`));
  };

  // Source maps stay with the developers (the Vite dev server); a stale one is never served, nor
  // the build's own records (.vite/manifest.json).
  app.get('*', async (c, next) =>
    c.req.path.endsWith('.map') || c.req.path.includes('/.') ? c.notFound() : next(),
  );
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    // The page says its own (it may carry a learner's data); files get theirs here.
    if (c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    // A cache in between must keep each encoding apart, whichever this response used.
    if (
      COMPRESSIBLE_TYPE.test(c.res.headers.get('Content-Type') ?? '') &&
      !c.res.headers.has('Vary')
    )
      c.header('Vary', 'Accept-Encoding');
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => (c.req.path.startsWith('/api/') ? c.notFound() : page(c)));
}
