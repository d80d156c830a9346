import type { AddDifficultWordResult } from '@lexora/contracts';
import {
  WORD_CATEGORIES,
  DEFAULT_WORD_CATEGORY,
  type WordCategoryId,
} from '@lexora/content/difficult-words';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button';
import { useDialogs } from '../dialogs';
import { toast } from '../toast';
import { apiFetch, ApiClientError } from '../../lib/api-client';
import { invalidateLearner, learnerPath } from '../../lib/learner-queries';

export const ADD_WORD_TEXTS = {
  missing: 'Please enter both a word and definition.',
  added: 'Word added successfully! You earned 10 points for adding a new word.',
};

const inputClass =
  'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 dark:border-slate-600 dark:bg-slate-800 dark:text-white';

/** The Add Difficult Word panel (spec 001): Word, Definition, Category and Add Word. */
export function AddWordPanel({ validKey, onClose }: { validKey: string; onClose: () => void }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [word, setWord] = useState('');
  const [definition, setDefinition] = useState('');
  const [category, setCategory] = useState<WordCategoryId>(DEFAULT_WORD_CATEGORY);
  const [saving, setSaving] = useState(false);
  const wordInput = useRef<HTMLInputElement>(null);

  // The panel opens above the list: bring it into view and start at the Word field.
  useEffect(() => {
    wordInput.current?.scrollIntoView({ block: 'center' });
    wordInput.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!word.trim() || !definition.trim()) {
      await dialogs.notice(ADD_WORD_TEXTS.missing);
      return;
    }
    setSaving(true);
    try {
      await apiFetch<AddDifficultWordResult>(learnerPath(validKey, 'difficult-words'), {
        method: 'POST',
        body: { word: word.trim(), definition: definition.trim(), category },
      });
      setWord('');
      setDefinition('');
      setCategory(DEFAULT_WORD_CATEGORY);
      await invalidateLearner(queryClient, validKey);
      await dialogs.notice(ADD_WORD_TEXTS.added);
    } catch (err) {
      toast.error(err instanceof ApiClientError ? err.message : 'Could not add the word.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby="add-word-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-indigo-200 dark:bg-slate-900 dark:ring-indigo-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="add-word-title" className="text-lg font-bold">
          Add Difficult Word
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
        <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Word
          <input
            ref={wordInput}
            className={inputClass}
            value={word}
            maxLength={60}
            onChange={(e) => setWord(e.target.value)}
          />
        </label>
        <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Category
          <select
            className={inputClass}
            value={category}
            onChange={(e) => setCategory(e.target.value as WordCategoryId)}
          >
            {WORD_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800 sm:col-span-2 dark:text-slate-200">
          Definition
          <textarea
            className={inputClass}
            rows={2}
            maxLength={300}
            value={definition}
            onChange={(e) => setDefinition(e.target.value)}
          />
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? 'Adding…' : 'Add Word'}
          </Button>
        </div>
      </form>
    </section>
  );
}
