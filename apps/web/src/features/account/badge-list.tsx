import { Award, Lock } from 'lucide-react';
import { useBadgesQuery } from './account-queries';
import { sectionClass } from './section';

/**
 * Every badge, earned or not (docs/profile-settings.md): the server decides each from the points
 * ledger; a badge not yet earned says how to earn it and how far the learner is.
 */
export function BadgeList({ validKey }: { validKey: string | undefined }) {
  const badges = useBadgesQuery(validKey);
  const list = badges.data?.badges;
  const earned = list?.filter((badge) => badge.earned).length ?? 0;
  return (
    <section aria-labelledby="badges-title" className={sectionClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="badges-title" className="text-lg font-bold">
          Badges
        </h2>
        {list && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {earned} of {list.length} earned
          </p>
        )}
      </div>
      {badges.isError ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          We could not load your badges. Please reload the page to try again.
        </p>
      ) : !list ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">Loading…</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((badge) => (
            <li
              key={badge.id}
              data-testid={`badge-${badge.id}`}
              data-earned={badge.earned}
              className={`flex gap-3 rounded-xl p-3 ring-1 ${
                badge.earned
                  ? 'bg-emerald-50 ring-emerald-200 dark:bg-emerald-950/50 dark:ring-emerald-800'
                  : 'bg-slate-50 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700'
              }`}
            >
              <span
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${
                  badge.earned
                    ? 'bg-emerald-600 text-white'
                    : 'bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-300'
                }`}
              >
                {badge.earned ? (
                  <Award className="h-5 w-5" aria-hidden />
                ) : (
                  <Lock className="h-4 w-4" aria-hidden />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold">{badge.title}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {badge.earned ? (
                    <>
                      <span className="font-semibold text-emerald-800 dark:text-emerald-200">
                        Earned.
                      </span>{' '}
                      {badge.description}
                    </>
                  ) : (
                    <>
                      <span className="font-semibold">Not earned yet.</span> {badge.toEarn}
                    </>
                  )}
                </p>
                {!badge.earned && badge.target > 1 && (
                  <div className="mt-2">
                    <div
                      className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                      aria-hidden
                    >
                      <div
                        className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
                        style={{ width: `${(badge.current / badge.target) * 100}%` }}
                      />
                    </div>
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                      {badge.current.toLocaleString('en-GB')} of{' '}
                      {badge.target.toLocaleString('en-GB')}
                    </p>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
