import { Check } from 'lucide-react';
import type { TopicId } from '@lexora/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { TopicIcon } from '../../components/topic-icon';
import { apiFetch } from '../../lib/api-client';
import { invalidateLearner } from '../../lib/learner-queries';
import { isAvailable } from '../../lib/destinations';
import { afterTopicPickerPath } from '../../lib/reading-paths';
import { topics } from '../../lib/topics';
import { useSession } from '../../lib/session/session';

const grades = ['Primary school', 'Middle school', 'High school', 'University', 'Adult learner'];

/** The topic picker of spec 001 (/user-details): open to all; saves the choice for signed-in learners. */
export function TopicPickerPage() {
  const { user, update } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<TopicId[]>([]);
  const [grade, setGrade] = useState('');
  const [age, setAge] = useState('');
  const [saving, setSaving] = useState(false);
  const markedSeen = useRef(false);

  // The isNew marker means "show the topic picker once": it is consumed on arrival.
  useEffect(() => {
    if (!user?.isNew || markedSeen.current) return;
    markedSeen.current = true;
    apiFetch(`/v1/learners/${encodeURIComponent(user.validKey)}/profile`, {
      method: 'PATCH',
      body: { isNew: false },
    })
      .then(() => update({ isNew: false }))
      .catch(() => {
        markedSeen.current = false;
      });
  }, [user, update]);

  const toggle = (id: TopicId) =>
    setSelected((s) => (s.includes(id) ? s.filter((t) => t !== id) : [...s, id]));

  const next = async () => {
    if (user) {
      setSaving(true);
      const ageNumber = Number.parseInt(age, 10);
      try {
        await apiFetch(`/v1/learners/${encodeURIComponent(user.validKey)}/reading-record`, {
          method: 'PATCH',
          body: {
            topics: selected,
            grade: grade || null,
            age: ageNumber >= 3 && ageNumber <= 120 ? ageNumber : null,
          },
        });
        await invalidateLearner(queryClient, user.validKey);
      } catch {
        toast.error(
          'We could not save your topics, but you can change them later in your reading preferences.',
        );
      } finally {
        setSaving(false);
      }
    }
    navigate(afterTopicPickerPath());
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-indigo-700 dark:text-indigo-300">
          Step 1 of your reading journey
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">
          What do you love to read about?
        </h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Pick as many topics as you like (or none at all). Your reading passages will come from
          them.
        </p>
      </div>
      <fieldset className="mt-8">
        <legend className="sr-only">Reading topics</legend>
        <p
          className="mb-3 text-sm font-semibold text-slate-700 dark:text-slate-300"
          aria-live="polite"
        >
          {selected.length} selected
        </p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((t) => {
            const on = selected.includes(t.id);
            return (
              <li key={t.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(t.id)}
                  className={`flex h-full w-full items-start gap-3 rounded-2xl border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
                    on
                      ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
                      : 'border-slate-200 bg-white hover:border-indigo-300 dark:border-slate-700 dark:bg-slate-900'
                  }`}
                >
                  <TopicIcon
                    id={t.id}
                    className="h-8 w-8 shrink-0 text-indigo-600 dark:text-indigo-300"
                  />
                  <span>
                    <span className="block font-bold text-slate-900 dark:text-white">{t.name}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {t.description}
                    </span>
                  </span>
                  {on && (
                    <span className="ml-auto text-indigo-600 dark:text-indigo-300" aria-hidden>
                      <Check className="h-5 w-5" aria-hidden />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-slate-50 p-4 sm:flex-row sm:items-end dark:bg-slate-900">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          Grade (optional)
          <select
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
          >
            <option value="">Prefer not to say</option>
            {grades.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          Age (optional)
          <input
            type="number"
            min={3}
            max={120}
            inputMode="numeric"
            value={age}
            onChange={(e) => setAge(e.target.value)}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <Button size="lg" onClick={() => void next()} disabled={saving}>
          {saving ? 'Saving...' : 'Next'}
        </Button>
      </div>
      {!isAvailable('assessment') && (
        <p
          className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
          data-testid="assessment-coming-soon"
        >
          <ComingSoonBadge />
          The reading assessment is on its way: Next keeps your topics for it and shows you what you
          can practise today.
        </p>
      )}
    </main>
  );
}
