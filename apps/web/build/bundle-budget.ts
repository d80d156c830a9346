import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest`), the fields we follow. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a route may cost on its first load, in gzip bytes of JavaScript: the entry, the route's
 * page chunk (its module in `pages`), and every chunk they import statically.
 */
export interface RouteBudget {
  route: string;
  pages: string[];
  maxGzipBytes: number;
}

export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/', pages: ['src/features/marketing/landing-page.tsx'], maxGzipBytes: 120 * 1024 },
  // Signed in, with the assessment dialog a new learner meets on arrival (ADR 0033). 218 KB before
  // zod and the games' and content's other modules were kept off it.
  {
    route: '/DashboardOne',
    pages: [
      'src/features/dashboard/dashboard-page.tsx',
      'src/features/vocabulary-assessment/assessment-modal.tsx',
    ],
    maxGzipBytes: 170 * 1024,
  },
];

export const ENTRY = 'index.html';

/** The JS files fetched before `keys` can run: each chunk and, transitively, its static imports. */
export function firstLoadFiles(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Gzip bytes (level 9, as served from the .gz files) of each file, and their sum. */
export function gzipBytes(
  distDir: string,
  files: string[],
): { total: number; byFile: Record<string, number> } {
  const byFile: Record<string, number> = {};
  for (const file of files)
    byFile[file] = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  return { total: Object.values(byFile).reduce((a, b) => a + b, 0), byFile };
}
