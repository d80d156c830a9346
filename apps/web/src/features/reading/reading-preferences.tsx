import type { TopicId } from '@lexora/contracts';
import { Check, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { TopicIcon } from '../../components/topic-icon';
import { topics } from '../../lib/topics';

/** 'Change Your Reading Preferences' (spec 001): the 13 topics; each click saves at once. */
export function ReadingPreferences({
  selected,
  onToggle,
  onClose,
}: {
  selected: readonly TopicId[] | undefined;
  onToggle: (topic: TopicId) => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby="reading-preferences-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-indigo-200 dark:bg-slate-900 dark:ring-indigo-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2
            id="reading-preferences-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold focus:outline-none"
          >
            Change Your Reading Preferences
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Pick the topics your passages come from. Each choice is saved at once.{' '}
            <span data-testid="topic-count">
              {selected ? `${selected.length} selected` : 'Loading…'}
            </span>
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden />
          Close
        </Button>
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Reading topics">
        {topics.map((topic) => {
          const on = selected?.includes(topic.id) ?? false;
          return (
            <li key={topic.id}>
              <button
                type="button"
                aria-pressed={on}
                disabled={!selected}
                onClick={() => onToggle(topic.id)}
                className={`flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 motion-reduce:transition-none ${
                  on
                    ? 'bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-400'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-indigo-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700'
                }`}
              >
                <TopicIcon id={topic.id} className="h-5 w-5" />
                <span className="flex-1">{topic.name}</span>
                {on && <Check className="h-4 w-4" aria-hidden />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
