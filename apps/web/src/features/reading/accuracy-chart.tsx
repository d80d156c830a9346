import type { ReadingHistoryEntry } from '@lexora/contracts';
import { LineChart as LineChartIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { accuracyPoints } from './accuracy';

const AccuracyLine = lazy(() =>
  import('./accuracy-line').then((m) => ({ default: m.AccuracyLine })),
);

/** Accuracy per practice set over time: a line for the eye, a table for screen readers. */
export function AccuracyChart({ history }: { history: ReadingHistoryEntry[] | undefined }) {
  const points = accuracyPoints(history ?? []);
  return (
    <section
      aria-labelledby="accuracy-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="accuracy-title" className="flex items-center gap-2 text-lg font-bold">
        <LineChartIcon className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden />
        Accuracy over time
      </h2>
      {points.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Your accuracy appears here after your first reading practice.
        </p>
      ) : (
        <>
          <div
            className="mt-3 text-slate-700 dark:text-slate-200"
            aria-hidden
            data-testid="accuracy-chart"
          >
            <Suspense fallback={<div style={{ height: 180 }} />}>
              <AccuracyLine points={points} />
            </Suspense>
          </div>
          {/* sr-only on a wrapper: a table box keeps its content's width, and on a phone it
              made the page scroll sideways (issue 30). */}
          <div className="sr-only">
            <table>
              <caption>Share of right answers in each reading practice</caption>
              <thead>
                <tr>
                  <th scope="col">Practice</th>
                  <th scope="col">Score</th>
                  <th scope="col">Accuracy</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.n}>
                    <th scope="row">{p.label}</th>
                    <td>{p.score}</td>
                    <td>{p.accuracy}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
