import type { LeagueRow } from '@lexora/contracts';
import { Ellipsis } from 'lucide-react';
import { formatPoints } from '../../lib/points';

const cell = 'px-3 py-2.5';

function Row({ row }: { row: LeagueRow }) {
  return (
    <tr
      className={
        row.isYou
          ? 'bg-indigo-50 font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100'
          : 'text-slate-800 dark:text-slate-200'
      }
      aria-current={row.isYou ? 'true' : undefined}
    >
      <td className={`${cell} tabular-nums`}>{row.place}</td>
      <td className={`${cell} break-words [overflow-wrap:anywhere]`}>
        {row.displayName}
        {row.isYou && (
          <>
            {' '}
            <span className="text-sm font-normal">(you)</span>
          </>
        )}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{formatPoints(row.points)}</td>
    </tr>
  );
}

/**
 * The table: place, name and this week's points, the top first. When the learner's own place
 * is below the top, it follows after a gap, so they always see where they stand.
 */
export function LeagueTable({ top, you }: { top: LeagueRow[]; you: LeagueRow | null }) {
  const youBelowTop = you !== null && !top.some((row) => row.isYou);
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
      <caption className="sr-only">This week&apos;s league table</caption>
      <thead className="bg-slate-50 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <tr>
          <th scope="col" className={`${cell} w-20`}>
            Place
          </th>
          <th scope="col" className={cell}>
            Name
          </th>
          <th scope="col" className={`${cell} w-28 text-right`}>
            Points
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {top.map((row) => (
          <Row key={`${row.place}-${row.displayName}`} row={row} />
        ))}
        {youBelowTop && (
          <>
            <tr>
              <td colSpan={3} className="px-3 py-1 text-center text-slate-600 dark:text-slate-400">
                <Ellipsis className="mx-auto h-4 w-4" aria-hidden />
                <span className="sr-only">Your place, further down the table:</span>
              </td>
            </tr>
            <Row row={you} />
          </>
        )}
      </tbody>
    </table>
  );
}
