import type { LearnerLevels, ReadingLevelProgress } from '@lexora/contracts';
import { TrendingUp } from 'lucide-react';
import { LevelBadge } from '../../components/level-badge';
import { formatPoints } from '../../lib/points';
import { levelStatus } from '../../lib/levels';

/**
 * The reading level (ADR 0053: from the reading assessment and practice, one step at a time) and
 * why it is what it is, with the reading points earned. The points no longer name a level.
 */
export function LevelProgress({
  progress,
  levels,
  timeZone,
}: {
  progress: ReadingLevelProgress | undefined;
  levels: LearnerLevels | undefined;
  timeZone?: string;
}) {
  return (
    <section
      aria-labelledby="level-progress-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="level-progress-title" className="flex items-center gap-2 text-lg font-bold">
        <TrendingUp className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden />
        Reading level
      </h2>
      {levels ? (
        <>
          <LevelBadge kind="reading" code={levels.reading.code} />
          <p
            className="text-sm text-slate-700 dark:text-slate-300"
            data-testid="level-story-reading"
          >
            {levelStatus('reading', levels.reading, timeZone)}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Practice follows your reading level. Nearly all right on two passages at your level
            moves it up one step; most answers wrong moves it down one.
          </p>
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">Loading…</p>
      )}
      {progress && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="level-to-next">
          {formatPoints(progress.points)} reading points earned.
        </p>
      )}
    </section>
  );
}
