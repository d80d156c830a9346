import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RouteErrorBoundary } from './route-error';
import { SiteFooter } from '../features/shell/site-footer';
import { TopNav } from '../features/shell/top-nav';
import { WordAssistantHost } from '../features/word-assistant/word-assistant-host';

/** How long a link to an anchor waits for its page (a lazy chunk) to show the anchor. */
const ANCHOR_WAIT_MS = 10_000;

/**
 * Every route change starts at the top of the page (spec 001 section 2), unless it targets an
 * anchor. Coming from another page, the anchor's page is often still loading when the route
 * changes: the page starts at the top and moves to the anchor as soon as it is in the document
 * (left where it was, the page would keep the old page's scroll position, mid-way down).
 */
function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const anchor = () => (id ? document.getElementById(id) : null);
    const found = anchor();
    if (found || !id) {
      if (found) found.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, 0);
    const observer = new MutationObserver(() => {
      const element = anchor();
      if (!element) return;
      stop();
      element.scrollIntoView();
    });
    const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
    // `key`: a link to the page and anchor already shown scrolls there again.
  }, [pathname, hash, key]);
  return null;
}

/**
 * Pages are lazy chunks (lazy-page.tsx): a spinner shows while one loads, the layout stays; a page
 * that fails shows the error page (spec 000 section 8).
 */
function PageOutlet({ fallback = <PageSpinner /> }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={fallback}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <a
        href="#content"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        Skip to content
      </a>
      <PageOutlet />
      <WordAssistantHost />
    </>
  );
}

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <TopNav />
      <div id="content" className="flex-1">
        {/* While a page loads, the footer waits below the fold: shown early, the page would push
            it down, a layout shift of most of the screen (docs/performance.md, Lighthouse). */}
        <PageOutlet
          fallback={
            <div className="min-h-screen">
              <PageSpinner />
            </div>
          }
        />
      </div>
      <SiteFooter />
    </div>
  );
}
