import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
});
