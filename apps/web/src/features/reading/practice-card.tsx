import type { TopicId } from '@lexora/contracts';
import { READING_CHIPS } from '@lexora/games';
import { BookOpen, Play } from 'lucide-react';
import { Button } from '../../components/button';
import { TopicIcon } from '../../components/topic-icon';
import { topics as allTopics } from '../../lib/topics';
import type { PracticeChoice } from '../../lib/reading-queries';

const chipClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 ring-indigo-200 bg-indigo-50 text-indigo-900 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-800 dark:hover:bg-indigo-900';

/** The learner's own topics as chips, except those a spec chip already names. */
export function ownTopicChips(topics: readonly TopicId[]) {
  const chipLabels = new Set(READING_CHIPS.map((c) => c.label.toLowerCase()));
  return allTopics.filter((t) => topics.includes(t.id) && !chipLabels.has(t.name.toLowerCase()));
}

/** The Reading Practice card (spec 001 section 2): Start Now and the topic chips. */
export function PracticeCard({
  topics,
  busy,
  onStart,
  onStartNow,
}: {
  topics: readonly TopicId[];
  busy: boolean;
  onStart: (choice: PracticeChoice, label: string) => void;
  /** The assessment once it exists, else practice on the learner's topics. */
  onStartNow: () => void;
}) {
  const own = ownTopicChips(topics);
  return (
    <section
      aria-labelledby="practice-card-title"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 p-5 text-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="practice-card-title" className="flex items-center gap-2 text-xl font-extrabold">
            <BookOpen className="h-6 w-6" aria-hidden />
            Reading Practice
          </h2>
          <p className="mt-1 text-indigo-50">
            Start Now: read one passage and answer its questions to check your reading level. Or
            pick a subject below for three passages at your level. 10 points for every right answer
            on a passage you have not read before.
          </p>
        </div>
        <Button variant="light" size="lg" disabled={busy} onClick={onStartNow}>
          <Play className="h-5 w-5" aria-hidden />
          {busy ? 'Loading…' : 'Start Now'}
        </Button>
      </div>
      <div className="mt-4 rounded-xl bg-white p-3 dark:bg-slate-900">
        <p id="chip-label" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          Or read about:
        </p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="chip-label">
          {READING_CHIPS.map((chip) => (
            <li key={chip.id}>
              <button
                type="button"
                className={chipClass}
                disabled={busy}
                onClick={() => onStart({ kind: 'chip', chip: chip.id }, chip.label)}
              >
                {chip.label}
              </button>
            </li>
          ))}
          {own.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                className={chipClass}
                disabled={busy}
                onClick={() => onStart({ kind: 'topic', topic: topic.id }, topic.name)}
              >
                <TopicIcon id={topic.id} className="h-4 w-4" />
                {topic.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
