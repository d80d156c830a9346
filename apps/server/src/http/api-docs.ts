import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono, type Env } from 'hono';

/** The files of the swagger-ui-dist package that the reference page loads, with their types. */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// Our own start-up script: the CSP allows no inline script. No validator badge (it would call an
// outside service), and the document comes from this server.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE_STYLE = `body { margin: 0; font-family: system-ui, sans-serif; background: #fff; color: #1f2937; }
.docs-header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: baseline;
  padding: 1rem 1.25rem; border-bottom: 1px solid #e5e7eb; }
.docs-header h1 { margin: 0; font-size: 1.25rem; }
.docs-header a { color: #4338ca; display: inline-block; padding: 0.75rem 0; }
.docs-header p { margin: 0; flex-basis: 100%; font-size: 0.95rem; }
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lexora API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/page.css" />
  </head>
  <body>
    <header class="docs-header">
      <h1>Lexora API reference</h1>
      <a href="/api/openapi.json">OpenAPI document (JSON)</a>
      <a href="/">Back to Lexora</a>
      <p>Every error answers with the same body: <code>{ "error": { "code", "message", "fields"?, "retryAfterSeconds"? } }</code>.</p>
    </header>
    <main id="reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

let uiDir: string | undefined;
const cache = new Map<string, string>();

/** A swagger-ui-dist file, read once from the installed package (never from the network). */
function uiFile(name: string): string {
  uiDir ??= path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(uiDir, name), 'utf8');
    cache.set(name, text);
  }
  return text;
}

/**
 * The API reference: the OpenAPI document at /openapi.json and a readable page at /docs (Swagger
 * UI from its npm package, served by us under the app's CSP). Mounted under /api.
 */
export function apiDocsRoutes<E extends Env>(document: () => unknown) {
  const router = new Hono<E>();
  let json: string | undefined;
  router.get('/openapi.json', (c) => {
    // The routes do not change while the server runs: build the document once.
    json ??= JSON.stringify(document());
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(json);
  });
  router.get('/docs', (c) => c.html(PAGE));
  router.get('/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(INIT_SCRIPT);
  });
  router.get('/docs/page.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(PAGE_STYLE);
  });
  // One route per file rather than /docs/:file: that pattern alone would keep Hono from its
  // fastest router (RegExpRouter) for every route of the app.
  for (const [file, type] of Object.entries(UI_FILES)) {
    router.get(`/docs/${file}`, (c) => {
      c.header('Content-Type', type);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(uiFile(file));
    });
  }
  return router;
}
