import { ArrowLeft, Flame, Star } from 'lucide-react';
import type { Profile } from '@lexora/contracts';
import { Link } from 'react-router';
import { ThemeToggle } from '../../components/theme';
import { LevelBadge } from './level-badge';

/** Header of /DashboardOne: Home, points, streak, Preferences, level badge (spec 000 section 2). */
export function DashboardHeader({
  profile,
  onPreferences,
}: {
  profile: Profile | undefined;
  onPreferences: () => void;
}) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <Link
          to="/"
          className="rounded-lg px-2 py-1 font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> Home
        </Link>
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          <span
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
            data-testid="header-points"
          >
            <Star className="mr-1 inline h-4 w-4 align-[-2px]" aria-hidden />
            {profile ? profile.points : '…'} points
          </span>
          <span className="rounded-full bg-rose-100 px-3 py-1 text-sm font-bold text-rose-900 dark:bg-rose-900/60 dark:text-rose-100">
            <Flame className="mr-1 inline h-4 w-4 align-[-2px]" aria-hidden />
            {profile ? profile.streak : '…'} day streak
          </span>
          <button
            type="button"
            onClick={onPreferences}
            className="rounded-full px-3 py-1 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
          >
            Preferences
          </button>
          {profile && <LevelBadge level={profile.level} />}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
