import type { DifficultWord } from '@lexora/contracts';
import { WORD_CATEGORIES } from '@lexora/content/difficult-words';

const categoryName = (id: string) => WORD_CATEGORIES.find((c) => c.id === id)?.name ?? id;

function StatusBadge({ word }: { word: DifficultWord }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
        word.mastered
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'
      }`}
    >
      {word.status}
    </span>
  );
}

/** My Difficult Words (both dashboards): the list scrolls at 12rem (spec 001 section 2). */
export function DifficultWordsTable({
  words,
  toMaster,
  onAdd,
}: {
  words: DifficultWord[] | undefined;
  toMaster: number;
  onAdd: () => void;
}) {
  return (
    <section
      aria-labelledby="words-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="words-title" className="text-lg font-bold">
          My Difficult Words
        </h2>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {toMaster} {toMaster === 1 ? 'word' : 'words'} to master
        </span>
      </div>
      <div
        className="mt-3 max-h-48 overflow-auto rounded-xl ring-1 ring-slate-200 dark:ring-slate-800"
        tabIndex={0}
        role="region"
        aria-label="Difficult words list"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th scope="col" className="px-3 py-2">
                Word
              </th>
              <th scope="col" className="px-3 py-2">
                Definition
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Category
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {words === undefined && (
              <tr>
                <td
                  colSpan={4}
                  className="px-3 py-4 text-center text-slate-600 dark:text-slate-300"
                >
                  Loading your words…
                </td>
              </tr>
            )}
            {words?.map((w) => (
              <tr key={w.id} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-3 py-2 font-semibold text-slate-900 dark:text-white">
                  {w.word}
                  <span className="mt-1 flex flex-col items-start gap-1 text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
                    {categoryName(w.category)}
                    <StatusBadge word={w} />
                  </span>
                </th>
                <td className="px-3 py-2 text-slate-700 dark:text-slate-300">{w.definition}</td>
                <td className="hidden px-3 py-2 text-slate-700 sm:table-cell dark:text-slate-300">
                  {categoryName(w.category)}
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <StatusBadge word={w} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        onClick={onAdd}
        className="mt-4 rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 max-sm:min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-indigo-500 dark:hover:bg-indigo-400"
      >
        + Add More Difficult Words
      </button>
    </section>
  );
}
