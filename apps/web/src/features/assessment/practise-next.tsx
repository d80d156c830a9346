import type { PractiseItem } from '@lexora/contracts';
import { Lightbulb } from 'lucide-react';

/** 'What to practise next': the weakest skills of the learner's assessment answers, with advice. */
export function PractiseNext({
  items,
  summary,
  headingLevel = 2,
}: {
  items: PractiseItem[];
  /** The latest round's error summary, shown above the list. */
  summary?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="practise-next-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <Heading
        id="practise-next-title"
        className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white"
      >
        <Lightbulb className="h-5 w-5 text-amber-500" aria-hidden />
        What to practise next
      </Heading>
      {summary && <p className="mt-2 text-slate-700 dark:text-slate-200">{summary}</p>}
      {items.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {items.map((item) => (
            <li key={item.tag} className="rounded-xl bg-amber-50 p-3 dark:bg-slate-800">
              <p className="font-semibold text-slate-900 dark:text-white">
                {item.title}{' '}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  ({item.right} of {item.right + item.wrong} right)
                </span>
              </p>
              <p className="text-slate-700 dark:text-slate-200">{item.advice}</p>
            </li>
          ))}
        </ul>
      ) : (
        !summary && (
          <p className="mt-2 text-slate-700 dark:text-slate-200">
            No weak skill so far. Keep reading!
          </p>
        )
      )}
    </section>
  );
}
