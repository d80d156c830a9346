import type { ReadingOverview } from '@lexora/contracts';
import { CircleCheck, CircleX, ListChecks, Timer, type LucideIcon } from 'lucide-react';

/** Avg Time (sec), rounded: the record keeps milliseconds per question. */
export const averageSeconds = (averageTimeMs: number) => Math.round(averageTimeMs / 1000);

function Tile({
  label,
  value,
  icon: Icon,
  tint,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tint: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <span
        className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${tint}`}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <span>
        <span className="block text-sm font-semibold text-slate-600 dark:text-slate-300">
          {label}
        </span>
        <span className="block text-2xl font-extrabold" data-testid={`stat-${label}`}>
          {value}
        </span>
      </span>
    </li>
  );
}

/** Stat tiles from the reading record (spec 001 section 2). */
export function ReadingStats({ record }: { record: ReadingOverview['record'] | undefined }) {
  const show = (n: number | undefined) => (n === undefined ? '…' : String(n));
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your reading statistics
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          label="Total Questions"
          value={show(record?.questionCount)}
          icon={ListChecks}
          tint="bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200"
        />
        <Tile
          label="Correct Answers"
          value={show(record?.correctCount)}
          icon={CircleCheck}
          tint="bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-200"
        />
        <Tile
          label="Wrong Answers"
          value={show(record?.incorrectCount)}
          icon={CircleX}
          tint="bg-rose-100 text-rose-700 dark:bg-rose-900/60 dark:text-rose-200"
        />
        <Tile
          label="Avg Time (sec)"
          value={show(record && averageSeconds(record.averageTime))}
          icon={Timer}
          tint="bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200"
        />
      </ul>
    </section>
  );
}
