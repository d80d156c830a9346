import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RouteErrorBoundary } from './route-error';
import { SiteFooter } from '../features/shell/site-footer';
import { TopNav } from '../features/shell/top-nav';
import { WordAssistantHost } from '../features/word-assistant/word-assistant-host';

/** Every route change starts at the top of the page (spec 001 section 2), unless it targets an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
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
