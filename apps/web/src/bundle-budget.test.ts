import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTRY,
  firstLoadFiles,
  gzipBytes,
  readManifest,
  ROUTE_BUDGETS,
  type Manifest,
} from '../build/bundle-budget';
import { MIN_COMPRESS_BYTES } from '../build/precompress';
import { ROUTE_PAGES, ROUTE_PRELOADS_FILE } from '../build/route-preloads';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The real production build, into a folder of its own (docs/performance.md: budgets).
describe('the production build of the web app', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lexora-budget-'));
  let manifest: Manifest;

  beforeAll(() => {
    execFileSync(
      process.execPath,
      [
        path.join(webDir, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      // vitest sets NODE_ENV=test, which would build React's development code.
      { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    manifest = readManifest(outDir);
  }, 240_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it.each(ROUTE_BUDGETS)('keeps the first load of $route within its JS budget', (budget) => {
    const files = firstLoadFiles(manifest, [ENTRY, ...budget.pages]);
    const { total, byFile } = gzipBytes(outDir, files);
    const report = Object.entries(byFile)
      .sort((a, b) => b[1] - a[1])
      .map(([file, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${file}`)
      .join('\n');
    expect(total, `first-load JS of ${budget.route} (gzip):\n${report}`).toBeLessThanOrEqual(
      budget.maxGzipBytes,
    );
  });

  it('splits every page into its own chunk, charts only where a chart is', () => {
    const pages = Object.values(manifest).filter(
      (c) => c.src?.includes('/features/') && c.src.endsWith('-page.tsx'),
    );
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const firstLoad = firstLoadFiles(manifest, [ENTRY]);
    for (const page of pages) expect(firstLoad).not.toContain(page.file);
    const landing = firstLoadFiles(manifest, [ENTRY, ...ROUTE_BUDGETS[0]!.pages]);
    for (const file of landing) {
      // recharts names its wrapper element this way; it must load only with a chart.
      expect(readFileSync(path.join(outDir, file), 'utf8')).not.toContain('recharts-wrapper');
    }
  });

  it("lists each route's own chunks for the server to preload, none of the entry's", () => {
    const preloads = JSON.parse(
      readFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), 'utf8'),
    ) as Record<string, string[]>;
    expect(Object.keys(preloads).sort()).toEqual(Object.keys(ROUTE_PAGES).sort());
    const entry = firstLoadFiles(manifest, [ENTRY]);
    for (const [route, pages] of Object.entries(ROUTE_PAGES)) {
      const files = preloads[route]!;
      for (const page of pages) expect(files, route).toContain(manifest[page]!.file);
      expect(
        files.filter((f) => entry.includes(f)),
        route,
      ).toEqual([]);
      expect([...entry, ...files].sort(), route).toEqual(
        firstLoadFiles(manifest, [ENTRY, ...pages]).sort(),
      );
    }
  });

  it('fetches the icons of a page in one request, not one request per icon', () => {
    // Every request is a round trip on a phone's network; `/` needed 17 files when each icon was
    // a chunk of its own (docs/performance.md, Lighthouse).
    const landing = firstLoadFiles(manifest, [ENTRY, ...ROUTE_PAGES['/']!]);
    expect(landing.length, landing.join('\n')).toBeLessThanOrEqual(7);
    const iconChunks = Object.values(manifest).filter((c) => /^assets\/icons-/.test(c.file));
    expect(iconChunks).toHaveLength(1);
  });

  it("keeps zod off the dashboard's and the coach's first loads, the dashboard's in few files", () => {
    // Each file is a round trip on a phone's network, and evaluating zod's schemas is a long task
    // on a slow phone's main thread (docs/performance.md, Lighthouse; ADR 0033).
    const dashboard = firstLoadFiles(manifest, [ENTRY, ...ROUTE_PAGES['/DashboardOne']!]);
    expect(dashboard.length, dashboard.join('\n')).toBeLessThanOrEqual(13);
    // The coach shows its constants on arrival and parses nothing before the learner records.
    const coach = firstLoadFiles(manifest, [ENTRY, ...ROUTE_PAGES['/pronounce-coach']!]);
    for (const file of [...dashboard, ...coach]) {
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).not.toContain('$ZodType');
    }
  });

  it('ships brotli and gzip copies that decode to the very file', () => {
    const assets = readdirSync(path.join(outDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(10);
    for (const name of assets) {
      const file = path.join(outDir, 'assets', name);
      const raw = readFileSync(file);
      if (raw.length < MIN_COMPRESS_BYTES) {
        expect(existsSync(`${file}.gz`)).toBe(false);
        continue;
      }
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(raw), name).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(raw), name).toBe(true);
    }
  });

  it('inlines the theme script rather than making the page wait for it', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain('src="/theme-init.js"');
    expect(html).toMatch(/<script>[^<]*lexora\.theme[^<]*<\/script>/);
  });
});
