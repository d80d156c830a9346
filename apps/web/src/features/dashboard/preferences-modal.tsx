import { X } from 'lucide-react';
import type { Preferences } from '@lexora/contracts';
import { DEFAULT_CONTEXTS, POPULAR_CONTEXTS } from '@lexora/content/contexts';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { useDialogs } from '../../components/dialogs';
import { toast } from '../../components/toast';
import { apiFetch } from '../../lib/api-client';
import { invalidateLearner, learnerPath, usePreferencesQuery } from '../../lib/learner-queries';
import { ContextExample } from './context-example';

export const PREFERENCES_TEXTS = {
  saved: 'Your vocabulary context preferences have been saved!',
  failed: 'There was an error saving your preferences. Please try again.',
  signedOut: 'Please log in to save your preferences.',
};

const sameContext = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The 'Personalised Learning' modal (spec 000 section 2): the learner's context interests. */
export function PreferencesModal({ validKey, onClose }: { validKey: string; onClose: () => void }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const preferences = usePreferencesQuery(validKey || undefined);
  const [selected, setSelected] = useState<string[] | null>(null);
  const [custom, setCustom] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (preferences.error) console.warn('Could not load preferences', preferences.error);
  }, [preferences.error]);

  const contexts = selected ?? preferences.data?.contextInterests ?? [...DEFAULT_CONTEXTS];
  const has = (context: string) => contexts.some((c) => sameContext(c, context));
  const add = (context: string) => {
    const value = context.trim();
    if (!value || has(value)) return;
    setSelected([...contexts, value]);
  };
  const remove = (context: string) => setSelected(contexts.filter((c) => c !== context));

  function addCustom(event: FormEvent) {
    event.preventDefault();
    add(custom);
    setCustom('');
  }

  async function save() {
    if (!validKey) {
      await dialogs.notice(PREFERENCES_TEXTS.signedOut);
      return;
    }
    setSaving(true);
    try {
      await apiFetch<Preferences>(learnerPath(validKey, 'preferences'), {
        method: 'PUT',
        body: { contextInterests: contexts },
      });
      await invalidateLearner(queryClient, validKey);
      toast.success(PREFERENCES_TEXTS.saved);
      onClose();
    } catch (err) {
      // The modal stays open with the learner's choice, to try again.
      console.warn('Could not save preferences', err);
      toast.error(PREFERENCES_TEXTS.failed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-xl font-extrabold">Personalised Learning</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Choose the topics you care about: we explain new words through them.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close preferences">
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>

          <h3 className="mt-5 font-bold">
            Your contexts <span data-testid="context-count">({contexts.length})</span>
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Selected contexts">
            {contexts.length === 0 && (
              <li className="text-sm text-slate-600 dark:text-slate-300">No contexts yet.</li>
            )}
            {contexts.map((context) => (
              <li key={context}>
                <span className="inline-flex items-center gap-1 rounded-full bg-indigo-100 py-1 pr-1 pl-3 text-sm font-semibold text-indigo-900 dark:bg-indigo-900/60 dark:text-indigo-100">
                  {context}
                  <button
                    type="button"
                    onClick={() => remove(context)}
                    aria-label={`Remove ${context}`}
                    className="rounded-full px-1.5 hover:bg-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-indigo-800"
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </button>
                </span>
              </li>
            ))}
          </ul>

          <form className="mt-4 flex gap-2" onSubmit={addCustom}>
            <label htmlFor="custom-context" className="sr-only">
              Add your own context
            </label>
            <input
              id="custom-context"
              value={custom}
              maxLength={40}
              onChange={(e) => setCustom(e.target.value)}
              placeholder="Add your own context, e.g. Gardening"
              className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
            />
            <Button type="submit" variant="secondary">
              Add
            </Button>
          </form>

          <h3 className="mt-5 font-bold">Popular contexts</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {POPULAR_CONTEXTS.map((context) => (
              <button
                key={context}
                type="button"
                disabled={has(context)}
                onClick={() => add(context)}
                className="rounded-full px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
              >
                {context}
              </button>
            ))}
          </div>

          <div className="mt-5">
            <ContextExample contexts={contexts} />
          </div>

          <div className="mt-6 flex justify-end">
            <Button onClick={() => void save()} disabled={saving}>
              {saving ? 'Saving…' : 'Save My Preferences'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
