import { MAX_TEXT_CHARACTERS, textCounters } from '@lexora/contracts/vocabulary-limits';
import { useId } from 'react';

/** Textarea with the live counters (characters out of 5000, words, sentences). */
export function TextEditor({
  value,
  onChange,
  label,
  autoFocus,
}: {
  value: string;
  onChange(text: string): void;
  label: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const counters = textCounters(value);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_TEXT_CHARACTERS}
        rows={9}
        autoFocus={autoFocus}
        aria-describedby={`${id}-counters`}
        placeholder="Write about something you care about: your work, a journey you remember, a book or film you loved and why…"
        className="mt-1 block w-full resize-y rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <p
        id={`${id}-counters`}
        className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600 dark:text-slate-300"
        data-testid="text-counters"
      >
        <span>
          {counters.characters}/{MAX_TEXT_CHARACTERS} characters
        </span>
        <span>
          {counters.words} {counters.words === 1 ? 'word' : 'words'}
        </span>
        <span>
          {counters.sentences} {counters.sentences === 1 ? 'sentence' : 'sentences'}
        </span>
      </p>
    </div>
  );
}

/** 'Please fix the following issues:' with the rules' messages, or the generic error. */
export function AnalysisProblems({ issues, error }: { issues: string[]; error: string | null }) {
  if (issues.length === 0 && !error) return null;
  return (
    <div
      role="alert"
      className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-800"
    >
      {issues.length > 0 ? (
        <>
          <p className="font-semibold">Please fix the following issues:</p>
          <ul className="mt-1 list-disc pl-5">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{error}</p>
      )}
    </div>
  );
}

export const SENTENCE_TIP =
  'Tip: vary your sentence structures. Mix short and long sentences, and link ideas with words such as although, because, which and however.';
