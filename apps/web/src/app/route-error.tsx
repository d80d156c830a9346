import { Puzzle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/button';

/** Shown when rendering fails (spec 000 section 8): the spec's text and a way back. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <Puzzle className="h-12 w-12 text-indigo-600 dark:text-indigo-300" aria-hidden />
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">
        Unexpected Application Error!
      </h1>
      <p className="text-slate-700 dark:text-slate-300">
        Something broke on this page. Your progress is saved; try again or head back home.
      </p>
      {detail && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {detail}
        </p>
      )}
      <div className="flex gap-3">
        <Link to="/" className={buttonClasses('primary')} reloadDocument>
          Back to home
        </Link>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </div>
    </main>
  );
}

/**
 * Catches what a page throws while rendering (or a page chunk that failed to load) and shows
 * RouteError; the layouts key it by path, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-7xl font-black text-indigo-600 dark:text-indigo-400">404</p>
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">
        This page is lost for words
      </h1>
      <p className="text-slate-700 dark:text-slate-300">
        We couldn’t find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to home
      </Link>
    </main>
  );
}
