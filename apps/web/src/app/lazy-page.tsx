import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A page loaded on first visit: its code is a chunk of its own, so the first load of `/` carries
 * only what `/` shows (docs/performance.md). `name` picks the named export, keeping our named-export
 * style; the router's layouts hold the Suspense boundary and its fallback.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  const page = lazy(async () => ({ default: (await load())[name] }));
  // The module system keeps the import: preloading early and rendering later fetch it once.
  return Object.assign(page, { preload: () => void load() });
}

/** Starts fetching a lazy page's chunk before it renders (e.g. while a guard waits for the session). */
export function preloadPage(node: ReactNode): void {
  if (!isValidElement(node)) return;
  const type = node.type as { preload?: () => void };
  type.preload?.();
}
