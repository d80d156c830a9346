import type { Profile } from '@lexora/contracts';
import { Flame, House, SlidersHorizontal, Star } from 'lucide-react';
import { Link } from 'react-router';
import { LevelBadge } from './level-badge';
import { ThemeToggle } from './theme';

/**
 * The header of both dashboards (spec 000 and 001 section 2): Home, points, streak in days,
 * Preferences and the level badge. Points and streak come from the ledger (one for both).
 */
export function LearnerHeader({
  points,
  streak,
  level,
  onPreferences,
}: {
  /** The points as the page shows them (whole on /DashboardOne, 2 decimals on /paragraph). */
  points: string | undefined;
  streak: number | undefined;
  level: Profile['level'] | undefined;
  onPreferences: () => void;
}) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <House className="h-4 w-4" aria-hidden />
          Home
        </Link>
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          <span
            className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
            data-testid="header-points"
          >
            <Star className="h-4 w-4" aria-hidden />
            {points ?? '…'} points
          </span>
          <span
            className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-3 py-1 text-sm font-bold text-rose-900 dark:bg-rose-900/60 dark:text-rose-100"
            data-testid="header-streak"
          >
            <Flame className="h-4 w-4" aria-hidden />
            {streak ?? '…'} day streak
          </span>
          <button
            type="button"
            onClick={onPreferences}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            Preferences
          </button>
          {level && <LevelBadge level={level} />}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
