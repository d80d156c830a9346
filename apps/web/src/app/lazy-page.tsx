import {
  Children,
  isValidElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { notePageShown } from '../lib/idle';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** Whether its code is here, so that it renders without suspending. */
  loaded: () => boolean;
};

/**
 * A component loaded on first use: its code is a chunk of its own, so the first load of `/` carries
 * only what `/` shows (docs/performance.md). `name` picks the named export, keeping our named-export
 * style; the router's layouts hold the Suspense boundary and its fallback.
 *
 * Once the chunk is here (preloaded, e.g. by a guard), it renders at once: React's lazy would
 * suspend even then, show the fallback and reveal the page only on its next timer tick (about
 * 300 ms), which delays the page's largest paint (docs/performance.md, Lighthouse).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  // One import shared by preloading and rendering; a failed one may be tried again.
  const fetchPage = () =>
    (pending ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  function Page(props: P) {
    // Chosen once per mounted page, so a page shown through Lazy never swaps its type (and state).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    // Work put off until the first view has shown (lib/idle.ts) may start.
    useEffect(notePageShown, []);
    return <Component {...props} />;
  }
  return Object.assign(Page, {
    loaded: () => loaded !== undefined,
    preload: () =>
      fetchPage().then(
        () => undefined,
        () => undefined, // rendering will try again and show the error page
      ),
  });
}

/** The preload of every lazy component in `node` and its children. */
function preloadsIn(node: ReactNode): Promise<void>[] {
  if (!isValidElement(node)) return [];
  const own = (node.type as { preload?: () => Promise<void> }).preload?.();
  const { children } = node.props as { children?: ReactNode };
  return [...(own ? [own] : []), ...Children.toArray(children).flatMap(preloadsIn)];
}

/** Starts fetching a lazy page's chunk before it renders (e.g. while a guard waits for the session). */
export function preloadPage(node: ReactNode): Promise<void> {
  return Promise.all(preloadsIn(node)).then(() => undefined);
}

/** Whether every lazy component in `node` and its children has its code here. */
export function pageLoaded(node: ReactNode): boolean {
  if (!isValidElement(node)) return true;
  const own = (node.type as { loaded?: () => boolean }).loaded?.() ?? true;
  const { children } = node.props as { children?: ReactNode };
  return own && Children.toArray(children).every(pageLoaded);
}
