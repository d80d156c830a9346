import { EXAMPLE_WORDS, explainInContext, senseInContext } from '@lexora/content/contexts';
import { useState } from 'react';
import { Button } from '../../components/button';

const randomIndex = (except?: number) => {
  if (EXAMPLE_WORDS.length < 2) return 0;
  let next = Math.floor(Math.random() * EXAMPLE_WORDS.length);
  while (next === except) next = Math.floor(Math.random() * EXAMPLE_WORDS.length);
  return next;
};

/** 'See how it works': one example word explained through each selected context. */
export function ContextExample({ contexts }: { contexts: readonly string[] }) {
  const [index, setIndex] = useState(() => randomIndex());
  const example = EXAMPLE_WORDS[index]!;
  return (
    <section
      aria-labelledby="example-title"
      className="rounded-xl bg-indigo-50 p-4 dark:bg-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="example-title" className="font-bold text-indigo-900 dark:text-indigo-100">
          See how it works
        </h3>
        <Button variant="secondary" size="sm" onClick={() => setIndex((i) => randomIndex(i))}>
          Try another word
        </Button>
      </div>
      <p className="mt-2 text-slate-800 dark:text-slate-100" aria-live="polite">
        <strong data-testid="example-word">{example.word}</strong>{' '}
        <span className="text-slate-600 dark:text-slate-300">
          ({example.partOfSpeech}): {example.meaning}
        </span>
      </p>
      {contexts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Choose a context to see the word explained through it.
        </p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {contexts.map((context) => {
            // A sentence may use another sense than the headline one ('establish the cause').
            const sense = senseInContext(example, context);
            return (
              <li key={context} className="text-sm text-slate-700 dark:text-slate-200">
                <span className="font-semibold text-indigo-800 dark:text-indigo-200">
                  {context}:{' '}
                </span>
                {explainInContext(example, context)}
                {sense !== example.meaning && (
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    Here it means: {sense}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
