import { ArrowLeft, Star, Volume2, VolumeX } from 'lucide-react';
import { contentLevelFor, type ContentLevel } from '@lexora/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LearnMenu } from '../../components/learn-menu';
import { ThemeToggle } from '../../components/theme';
import { useProfileQuery } from '../../lib/learner-queries';
import { formatPoints } from '../../lib/points';
import { useSession } from '../../lib/session/session';

/** The signed-in learner's validKey and content level (A2 for visitors and unassessed learners). */
export function useLearnerLevel(): { validKey: string | undefined; level: ContentLevel } {
  const { user } = useSession();
  const profile = useProfileQuery(user?.validKey);
  return {
    validKey: user?.validKey,
    level: contentLevelFor(profile.data?.level ?? user?.level ?? null),
  };
}

/** Header shared by the game screens: back link, title, live points, mute and dark mode. */
export function GameShell({
  title,
  muted,
  onToggleMute,
  children,
}: {
  title: string;
  muted: boolean;
  onToggleMute: () => void;
  children: ReactNode;
}) {
  const { user } = useSession();
  const profile = useProfileQuery(user?.validKey);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      {/* One row on a phone too (points as a number, its word for screen readers): the toasts
          open below a one-row header, and two rows put them over the Learn menu (issue 30). */}
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-1 px-2 py-2 sm:gap-2 sm:px-4 sm:py-3">
          <Link
            to={user ? '/game-selection' : '/'}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> {user ? 'Games' : 'Home'}
          </Link>
          <div className="flex items-center gap-1 sm:gap-2">
            {user && <LearnMenu />}
            {profile.data && (
              <span
                className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-sm font-bold text-amber-900 sm:px-3 dark:bg-amber-900/60 dark:text-amber-100"
                data-testid="header-points"
              >
                <Star className="h-4 w-4" aria-hidden />
                {formatPoints(profile.data.points)}
                <span className="max-sm:sr-only"> points</span>
              </span>
            )}
            <button
              type="button"
              onClick={onToggleMute}
              aria-pressed={muted}
              aria-label="Mute sounds"
              title={muted ? 'Sounds are off' : 'Sounds are on'}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {muted ? (
                <VolumeX className="h-5 w-5" aria-hidden />
              ) : (
                <Volume2 className="h-5 w-5" aria-hidden />
              )}
            </button>
            <ThemeToggle />
          </div>
        </div>
      </header>
      {/* Room below the last buttons, so the word assistant's round button never covers them. */}
      <main id="content" className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-24">
        <h1 className="text-center text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** Polite screen-reader announcements of timer and score changes. */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}

/**
 * True when the focused element handles this key itself: typing in a text field, or Enter /
 * Space on a button or link (which click it). Game shortcuts then stay out of the way.
 */
export function isNativeKeyTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable) {
    return true;
  }
  return (key === 'Enter' || key === ' ') && ['BUTTON', 'A'].includes(target.tagName);
}
