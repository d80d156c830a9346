import type { DifficultWord } from '@lexora/contracts';
import type { WordCategoryId } from '@lexora/content';
import {
  BookOpen,
  Briefcase,
  FlaskConical,
  GraduationCap,
  Laptop,
  type LucideIcon,
} from 'lucide-react';
import { categoryCounts } from './category-counts';

const icons: Record<WordCategoryId, LucideIcon> = {
  academic: GraduationCap,
  technology: Laptop,
  literature: BookOpen,
  science: FlaskConical,
  business: Briefcase,
};

function CategoryIcon({ id }: { id: WordCategoryId }) {
  const Icon = icons[id];
  return (
    <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200">
      <Icon className="h-5 w-5" aria-hidden />
    </span>
  );
}

/** Word Categories with Start Game (both dashboards): the Word Match game per category. */
export function WordCategories({
  words,
  onStart,
  disabled,
}: {
  words: DifficultWord[] | undefined;
  onStart: (categoryId: string, name: string) => void;
  disabled: boolean;
}) {
  return (
    <section
      aria-labelledby="categories-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="categories-title" className="text-lg font-bold">
        Word Categories
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {categoryCounts(words).map((c) => (
          <li
            key={c.id}
            className="flex flex-col items-center gap-1 rounded-xl p-3 text-center ring-1 ring-slate-200 dark:ring-slate-700"
          >
            <CategoryIcon id={c.id} />
            <span className="font-bold text-slate-900 dark:text-white">{c.name}</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {c.count} {c.count === 1 ? 'word' : 'words'}
            </span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onStart(c.id, c.name)}
              aria-label={`Start Game: ${c.name}`}
              className="mt-1 rounded-lg bg-emerald-700 px-3 py-1 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60"
            >
              Start Game
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
