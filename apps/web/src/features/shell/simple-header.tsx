import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../../components/theme';
import { useSession } from '../../lib/session/session';
import { useLogout } from './use-logout';

/**
 * The simpler header of the dashboards (spec 001 section 2): an avatar with the first letter
 * that signs out (with the same confirmation as the user menu), plus whatever the page adds.
 */
export function SimpleHeader({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to="/"
          className="rounded-lg px-2 py-1 font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> Home
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          {children}
          <ThemeToggle />
          <button
            type="button"
            onClick={() => void logout()}
            aria-label="Sign out"
            title="Sign out"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
          >
            {(user?.name.trim()[0] ?? '?').toUpperCase()}
          </button>
        </div>
      </div>
    </header>
  );
}
