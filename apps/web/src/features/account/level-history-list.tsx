import { ArrowRight } from 'lucide-react';
import { LEVEL_KIND_NAMES, levelChangeReason } from '../../lib/levels';
import { useLevelHistoryQuery } from './account-queries';
import { sectionClass } from './section';

const longDate = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(iso));

/** Every change of both levels, newest first: when, which level, from and to, and why. */
export function LevelHistoryList({
  validKey,
  timeZone,
}: {
  validKey: string | undefined;
  timeZone?: string | undefined;
}) {
  const history = useLevelHistoryQuery(validKey);
  const changes = history.data?.changes;
  return (
    <section aria-labelledby="level-history-title" className={sectionClass}>
      <h2 id="level-history-title" className="text-lg font-bold">
        Level history
      </h2>
      {history.isError ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          We could not load your level history. Please reload the page to try again.
        </p>
      ) : !changes ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">Loading…</p>
      ) : changes.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="level-history-empty">
          No changes yet. Your levels are set by the vocabulary level check and the reading
          assessment, and move with reading practice.
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" data-testid="level-history">
          {changes.map((change, index) => (
            <li
              key={`${change.at}-${index}`}
              className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
              data-kind={change.kind}
            >
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
                <time dateTime={change.at}>{longDate(change.at, timeZone)}</time>
                <span aria-hidden>·</span>
                <span className="font-semibold">{LEVEL_KIND_NAMES[change.kind]}</span>
              </p>
              <p className="mt-1 flex items-center gap-2 font-bold">
                <span>{change.from ?? 'Not measured'}</span>
                <ArrowRight className="h-4 w-4" aria-label="to" />
                <span>{change.to}</span>
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {levelChangeReason(change)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
