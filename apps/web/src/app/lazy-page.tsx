import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit: its code is a chunk of its own, so the first load of `/` carries
 * only what `/` shows (docs/performance.md). `name` picks the named export, keeping our named-export
 * style; the router's layouts hold the Suspense boundary and its fallback.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
