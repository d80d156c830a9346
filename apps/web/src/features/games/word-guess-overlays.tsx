import type { WordGuessEntry, WordGuessState } from '@lexora/games';

/** The 3-2-1 overlay, the 1 s "Start" banner and the 3 s word popup. */
export function WordGuessOverlays({
  state,
  word,
}: {
  state: WordGuessState;
  word: WordGuessEntry | null;
}) {
  if (state.phase === 'countdown' || state.phase === 'starting') {
    return (
      <div
        className="absolute inset-0 flex items-center justify-center bg-slate-950/70"
        aria-live="assertive"
      >
        <span className="text-8xl font-black text-white">
          {state.phase === 'countdown' ? state.countdown : 'Start'}
        </span>
      </div>
    );
  }
  if (state.phase === 'round' && state.showWordPopup && word) {
    return (
      <div className="absolute inset-0 flex items-center justify-center bg-slate-950/60 p-4">
        <div
          role="status"
          className="w-full max-w-sm rounded-3xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900"
        >
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-300">Your word is</p>
          <p
            className="mt-1 text-4xl font-black text-indigo-700 dark:text-indigo-300"
            data-testid="guess-word"
          >
            {word.word}
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{word.description}</p>
          <p className="mt-3 text-sm font-bold text-rose-700 dark:text-rose-300">
            Don&apos;t use: {word.tabooWords.join(', ')}
          </p>
        </div>
      </div>
    );
  }
  return null;
}
