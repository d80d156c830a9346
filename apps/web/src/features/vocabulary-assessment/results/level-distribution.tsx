import type { LevelScores } from '@lexora/contracts';
import { cefrLegendLabels } from '@lexora/contracts/vocabulary-limits';
import { lazy, Suspense } from 'react';
import { distributionRows } from './distribution';

const DistributionBars = lazy(() =>
  import('./distribution-bars').then((m) => ({ default: m.DistributionBars })),
);

/** Share of words per level: a bar chart for the eye, a table for screen readers. */
export function LevelDistribution({ scores }: { scores: LevelScores }) {
  const rows = distributionRows(scores);
  return (
    <section aria-labelledby="distribution-heading">
      <h3 id="distribution-heading" className="text-base font-bold text-slate-900 dark:text-white">
        Level distribution
      </h3>
      <div
        className="mt-2 text-slate-700 dark:text-slate-200"
        aria-hidden
        data-testid="distribution-chart"
      >
        <Suspense fallback={<div style={{ height: rows.length * 40 + 16 }} />}>
          <DistributionBars rows={rows} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>Share of your words at each CEFR level</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Share of words</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.level}>
              <th scope="row">
                {row.level} {cefrLegendLabels[row.level]}
              </th>
              <td>{row.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
