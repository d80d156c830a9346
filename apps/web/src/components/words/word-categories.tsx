import type { DifficultWord } from '@lexora/contracts';
import type { WordCategoryId } from '@lexora/content/difficult-words';
import {
  BookOpen,
  Briefcase,
  Cpu,
  FlaskConical,
  GraduationCap,
  type LucideIcon,
} from 'lucide-react';
import { categoryCounts } from './category-counts';

const ICONS: Record<WordCategoryId, LucideIcon> = {
  academic: GraduationCap,
  technology: Cpu,
  literature: BookOpen,
  science: FlaskConical,
  business: Briefcase,
};

/** Word Categories with Start Game (both dashboards): the Word Match game per category. */
export function WordCategories({
  words,
  onStart,
}: {
  words: DifficultWord[] | undefined;
  onStart: (categoryId: string, name: string) => void;
}) {
  return (
    <section
      aria-labelledby="categories-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="categories-title" className="text-lg font-bold">
        Word Categories
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        A matching game needs two words you are still learning in the category.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {categoryCounts(words).map((c) => {
          const Icon = ICONS[c.id];
          return (
            <li
              key={c.id}
              className="flex flex-col items-center gap-1 rounded-xl p-3 text-center ring-1 ring-slate-200 dark:ring-slate-700"
              data-testid={`category-${c.id}`}
            >
              <Icon className="h-7 w-7 text-indigo-600 dark:text-indigo-300" aria-hidden />
              <span className="font-bold text-slate-900 dark:text-white">{c.name}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {c.count} {c.count === 1 ? 'word' : 'words'}
              </span>
              <button
                type="button"
                disabled={!c.playable}
                onClick={() => onStart(c.id, c.name)}
                aria-label={`Start Game: ${c.name}`}
                className="mt-1 min-h-11 rounded-lg bg-emerald-700 px-3 py-1 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-300"
              >
                Start Game
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
