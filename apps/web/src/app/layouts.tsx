import { Suspense, useEffect } from 'react';
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
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner />}>
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
        <PageOutlet />
      </div>
      <SiteFooter />
    </div>
  );
}
