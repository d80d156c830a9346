import type { LearnerLevels } from '@lexora/contracts';
import { DropdownMenu } from 'radix-ui';
import { EllipsisVertical, Flame, House, Moon, SlidersHorizontal, Star, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { formatPoints } from '../lib/points';
import { LearnMenu } from './learn-menu';
import { LevelBadge } from './level-badge';
import { ThemeToggle, useTheme } from './theme';

const menuItemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

/**
 * The header of both dashboards (spec 000 and 001 section 2): Home, the Learn menu, points,
 * streak in days, Preferences and both levels (ADR 0053). Points and streak come from the ledger
 * (one for both), the levels on a row of their own. On a phone it keeps one row: Home as an
 * icon, points and streak as numbers (their words stay for screen readers), Preferences and dark
 * mode in a menu; the levels are the page's first cards there (both dashboards show them).
 */
export function LearnerHeader({
  points,
  streak,
  levels,
  onPreferences,
}: {
  points: number | undefined;
  streak: number | undefined;
  levels: LearnerLevels | undefined;
  onPreferences: () => void;
}) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-2 px-2 py-2 sm:gap-x-3 sm:px-4 sm:py-3">
        <Link
          to="/"
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <House className="h-5 w-5 sm:h-4 sm:w-4" aria-hidden />
          <span className="max-sm:sr-only">Home</span>
        </Link>
        <LearnMenu className="mr-auto" />
        <div className="flex min-w-0 items-center gap-1.5 sm:flex-wrap sm:gap-3">
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-sm font-bold text-amber-900 sm:px-3 dark:bg-amber-900/60 dark:text-amber-100"
            data-testid="header-points"
          >
            <Star className="h-4 w-4" aria-hidden />
            {points === undefined ? '…' : formatPoints(points)}
            <span className="max-sm:sr-only"> points</span>
          </span>
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-rose-100 px-2 py-1 text-sm font-bold text-rose-900 sm:px-3 dark:bg-rose-900/60 dark:text-rose-100"
            data-testid="header-streak"
          >
            <Flame className="h-4 w-4" aria-hidden />
            {streak ?? '…'}
            <span className="max-sm:sr-only"> day streak</span>
          </span>
          <button
            type="button"
            onClick={onPreferences}
            className="hidden items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:inline-flex dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            Preferences
          </button>
          <ThemeToggle className="max-sm:hidden" />
          <PhoneMenu onPreferences={onPreferences} />
        </div>
        {levels && (
          <div className="flex w-full flex-wrap justify-end gap-2 max-sm:hidden">
            <LevelBadge kind="vocabulary" code={levels.vocabulary.code} />
            <LevelBadge kind="reading" code={levels.reading.code} />
          </div>
        )}
      </div>
    </header>
  );
}

/** The less used actions on a phone: Preferences and dark mode. */
function PhoneMenu({ onPreferences }: { onPreferences: () => void }) {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="More actions"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <EllipsisVertical className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          <DropdownMenu.Item className={menuItemClass} onSelect={onPreferences}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            Preferences
          </DropdownMenu.Item>
          <DropdownMenu.CheckboxItem
            className={menuItemClass}
            checked={dark}
            onCheckedChange={toggle}
          >
            {dark ? (
              <Sun className="h-4 w-4" aria-hidden />
            ) : (
              <Moon className="h-4 w-4" aria-hidden />
            )}
            Dark mode
          </DropdownMenu.CheckboxItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
