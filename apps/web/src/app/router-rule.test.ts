import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '../../build/route-preloads';

// docs/performance.md: every page is a lazy chunk, so a new page cannot grow the first load.
describe('the router', () => {
  const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

  it('imports no page module statically', () => {
    const staticImports = [...source.matchAll(/^import [^;]*? from '([^']+)';/gm)].map((m) => m[1]);
    expect(staticImports.filter((from) => from?.includes('/features/'))).toEqual([]);
  });

  it('loads pages through lazyPage', () => {
    expect(source.match(/lazyPage\(/g)?.length ?? 0).toBeGreaterThanOrEqual(15);
  });

  it('renders the page the build preloads for each route (build/route-preloads.ts)', () => {
    const host = readFileSync(
      new URL('../features/vocabulary-assessment/assessment-host.tsx', import.meta.url),
      'utf8',
    );
    for (const [route, [page, ...shownWith]] of Object.entries(ROUTE_PAGES)) {
      const module = page!.replace(/^src\/features\//, '').replace(/\.tsx$/, '');
      const lazyImport = `() => import('../features/${module}')`;
      expect(source, route).toContain(lazyImport);
      // The route's element is a page this import names (a module may export two pages), with no
      // other route's path between the route's path and that element.
      const names = [
        ...source.matchAll(
          new RegExp(`const (\\w+) = lazyPage\\(\\s*${lazyImport.replace(/[()./]/g, '\\$&')}`, 'g'),
        ),
      ].map((m) => m[1]);
      expect(names.length, route).toBeGreaterThan(0);
      expect(source, route).toMatch(
        new RegExp(`'${route}'(?:(?!'/)[^])*?<(?:${names.join('|')})[ />]`),
      );
      for (const extra of shownWith)
        expect(host).toContain(`import('./${path.basename(extra, '.tsx')}')`);
    }
  });
});
