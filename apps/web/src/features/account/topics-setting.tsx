import type { TopicId } from '@lexora/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { TopicIcon } from '../../components/topic-icon';
import { ApiClientError } from '../../lib/api-client';
import { invalidateLearner, usePreferencesQuery } from '../../lib/learner-queries';
import { saveReadingTopics, useReadingOverviewQuery } from '../../lib/reading-queries';
import { topics } from '../../lib/topics';
import { PreferencesModal } from '../dashboard/preferences-modal';
import { SaveStatus, type SaveState } from './save-status';
import { sectionClass } from './section';

export const TOPICS_TEXTS = {
  saved: (count: number) =>
    count === 0
      ? 'Saved. With no topics chosen, your passages come from every topic.'
      : `Saved. Your passages will come from ${count === 1 ? 'this topic' : `these ${count} topics`}.`,
  failed: 'We could not save your reading topics. Please try again.',
};

/**
 * What the learner likes: the word topics new words are explained through (the dashboard's
 * Preferences, reused) and the reading topics passages come from.
 */
export function TopicsSetting({ validKey }: { validKey: string }) {
  const preferences = usePreferencesQuery(validKey);
  const [editing, setEditing] = useState(false);
  const contexts = preferences.data?.contextInterests;
  return (
    <section aria-labelledby="topics-setting-title" className={sectionClass}>
      <h2 id="topics-setting-title" className="text-lg font-bold">
        Your interests
      </h2>
      <h3 className="mt-3 font-semibold">Word topics</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The word assistant and the games explain new words through these.
      </p>
      <p className="mt-2 text-sm" data-testid="word-topics">
        {contexts === undefined
          ? 'Loading…'
          : contexts.length === 0
            ? 'None chosen yet.'
            : contexts.join(', ')}
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
        Change word topics
      </Button>
      {editing && <PreferencesModal validKey={validKey} onClose={() => setEditing(false)} />}
      <ReadingTopicsForm validKey={validKey} />
    </section>
  );
}

function ReadingTopicsForm({ validKey }: { validKey: string }) {
  const client = useQueryClient();
  const overview = useReadingOverviewQuery(validKey);
  const [chosen, setChosen] = useState<TopicId[] | null>(null);
  const [state, setState] = useState<SaveState>(null);
  const [busy, setBusy] = useState(false);
  const selected = chosen ?? overview.data?.record.topics;

  const toggle = (id: TopicId) => {
    if (!selected) return;
    setChosen(selected.includes(id) ? selected.filter((t) => t !== id) : [...selected, id]);
    setState(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    setBusy(true);
    try {
      const saved = await saveReadingTopics(selected);
      setChosen(saved.topics);
      setState({ kind: 'saved', message: TOPICS_TEXTS.saved(saved.topics.length) });
      await invalidateLearner(client, validKey);
    } catch (err) {
      // The choice stays on screen: saving again sends it as it is.
      setState({
        kind: 'error',
        message:
          err instanceof ApiClientError && err.status !== 0 ? err.message : TOPICS_TEXTS.failed,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-5" onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend className="font-semibold">Reading topics</legend>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Your reading passages come from the topics you choose.
        </p>
        {!selected ? (
          <p className="mt-2 text-sm">Loading…</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {topics.map((topic) => (
              <li key={topic.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 has-[:checked]:bg-indigo-50 has-[:checked]:ring-indigo-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 dark:ring-slate-600 dark:has-[:checked]:bg-indigo-950">
                  <input
                    type="checkbox"
                    checked={selected.includes(topic.id)}
                    onChange={() => toggle(topic.id)}
                    className="h-4 w-4 accent-indigo-600"
                  />
                  <TopicIcon
                    id={topic.id}
                    className="h-5 w-5 text-indigo-700 dark:text-indigo-300"
                  />
                  {topic.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy || !selected}>
          {busy ? 'Saving…' : 'Save reading topics'}
        </Button>
        <SaveStatus state={state} />
      </div>
    </form>
  );
}
