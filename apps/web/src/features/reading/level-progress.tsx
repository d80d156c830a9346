import type { ReadingLevelProgress } from '@lexora/contracts';
import { READING_LEVEL_STARTS, READING_LEVEL_TITLES, type ReadingLevel } from '@lexora/games';
import { TrendingUp } from 'lucide-react';

const LEVELS: ReadingLevel[] = [1, 2, 3, 4];

/** Progress toward the next reading level (300 / 600 / 900 points): beyond the spec, on purpose. */
export function LevelProgress({ progress }: { progress: ReadingLevelProgress | undefined }) {
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <section
      aria-labelledby="level-progress-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="level-progress-title" className="flex items-center gap-2 text-lg font-bold">
        <TrendingUp className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden />
        Reading level
      </h2>
      {progress ? (
        <>
          <p className="text-3xl font-extrabold" data-testid="reading-level">
            Level {progress.level}{' '}
            <span className="text-base font-semibold text-slate-600 dark:text-slate-300">
              {progress.title}
            </span>
          </p>
          <div
            role="progressbar"
            aria-label="Progress to the next reading level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-indigo-600 transition-[width] motion-reduce:transition-none dark:bg-indigo-400"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="level-to-next">
            {progress.nextLevelAt === null
              ? `${progress.points} reading points: the top reading level.`
              : `${progress.points} of ${progress.nextLevelAt} reading points: ${progress.pointsToNext} to level ${progress.level + 1}.`}
          </p>
          <ol className="mt-auto grid gap-1 text-sm" aria-label="Reading levels">
            {LEVELS.map((level) => {
              const current = level === progress.level;
              return (
                <li
                  key={level}
                  aria-current={current ? 'step' : undefined}
                  className={`flex justify-between rounded-lg px-2 py-1 ${
                    current
                      ? 'bg-indigo-50 font-bold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100'
                      : 'text-slate-600 dark:text-slate-300'
                  }`}
                >
                  <span>
                    {level}. {READING_LEVEL_TITLES[level]}
                  </span>
                  <span>from {READING_LEVEL_STARTS[level]} points</span>
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">Loading…</p>
      )}
    </section>
  );
}
