import type { SampleWordExplanation } from '@lexora/contracts';

export type WordLookup =
  | { status: 'idle' }
  | { status: 'loading'; word: string }
  | { status: 'done'; word: string; result: SampleWordExplanation }
  | { status: 'failed'; word: string; message: string };

/**
 * The word assistant's answer for a word tapped in the sample passage, under the passage. A
 * polite live region: a screen reader hears the meaning without losing its place in the text.
 */
export function SampleWordPanel({ lookup }: { lookup: WordLookup }) {
  return (
    <section
      aria-label="Word assistant"
      aria-live="polite"
      className="rounded-2xl bg-indigo-50 p-4 text-slate-800 ring-1 ring-indigo-100 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
      data-testid="sample-word-panel"
    >
      <WordPanelBody lookup={lookup} />
    </section>
  );
}

function WordPanelBody({ lookup }: { lookup: WordLookup }) {
  if (lookup.status === 'idle') {
    return (
      <p className="text-sm">
        <strong>Word assistant:</strong> choose any word in the passage to see what it means.
      </p>
    );
  }
  if (lookup.status === 'loading') {
    return <p className="text-sm">Looking up “{lookup.word}”…</p>;
  }
  if (lookup.status === 'failed') {
    return (
      <p className="text-sm font-semibold text-rose-700 dark:text-rose-300">{lookup.message}</p>
    );
  }
  const { result } = lookup;
  if (result.kind === 'unknown') {
    return <p className="text-sm">{result.message}</p>;
  }
  const example = result.examples[0];
  return (
    <div className="grid gap-1.5">
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">
        {result.word}
        <span className="ml-2 text-sm font-medium text-slate-600 dark:text-slate-300">
          {result.partOfSpeech}
          {result.ipa && <span className="ml-2">{result.ipa}</span>}
          {result.level && <span className="ml-2">word level {result.level}</span>}
        </span>
      </h3>
      {result.formOf && result.formOf.toLowerCase() !== result.word.toLowerCase() && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          “{result.formOf}” is a form of “{result.word}”.
        </p>
      )}
      <p>{result.definition}</p>
      {example && <p className="text-slate-700 italic dark:text-slate-300">“{example}”</p>}
      {result.source === 'general' && (
        <p className="text-xs text-slate-600 dark:text-slate-400">From a general dictionary.</p>
      )}
    </div>
  );
}
