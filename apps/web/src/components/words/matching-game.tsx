import type { GameRound } from '@lexora/contracts';
import {
  MATCHING_COMPLETED_MESSAGE,
  MATCHING_COMPLETED_UNPAID_MESSAGE,
  MATCHING_MIN_MS_PER_PAIR,
  MATCHING_NOT_SAVED_MESSAGE,
  isTileMatched,
  matchingProgressLabel,
  reduceMatching,
  type MatchingState,
} from '@lexora/games/matching';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button';
import { useDialogs } from '../dialogs';
import { useGameSounds } from '../../lib/game-sounds';
import { useSubmitGameResult } from '../../lib/learner-queries';
import { useGameClock } from '../../lib/use-game-clock';

/** The inline word-matching game (spec 000 section 4, spec 001 "Word Match"). */
export function MatchingGame({
  initial,
  round,
  categoryName,
  validKey,
  onClose,
}: {
  initial: MatchingState;
  round: Promise<GameRound | null>;
  categoryName: string;
  validKey: string;
  onClose: () => void;
}) {
  const dialogs = useDialogs();
  const submit = useSubmitGameResult(validKey);
  const [state, setState] = useState(initial);
  const finished = useRef(false);
  const { muted, toggleMute } = useGameSounds(state.cues);
  const running = state.phase === 'playing' || state.phase === 'completing';
  const sectionRef = useRef<HTMLElement>(null);

  // The game opens above the word list: bring it into view (Start Game sits further down).
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.focus();
  }, []);

  useGameClock((now) => setState((s) => reduceMatching(s, { type: 'tick', now })), running);

  // When the server issued the round, on this clock: a result sent sooner after it than the
  // round's shortest honest play is refused, and on a slow connection the round can arrive
  // after a quick learner has matched two pairs.
  const issuedAt = useRef<number | null>(null);
  useEffect(() => {
    void round.then(() => {
      issuedAt.current ??= Date.now();
    });
  }, [round]);

  useEffect(() => {
    if (state.phase !== 'completed' || finished.current) return;
    finished.current = true;
    const matchedWordIds = [...state.matchedIds];
    void (async () => {
      await round;
      const shortest = new Set(matchedWordIds).size * MATCHING_MIN_MS_PER_PAIR + 250;
      const waited = Date.now() - (issuedAt.current ?? Date.now());
      if (waited < shortest) await new Promise((done) => setTimeout(done, shortest - waited));
      const saved = await submit(round, { game: 'matching', score: 50, matchedWordIds });
      // These words were already paid for today: the game counts, without the bonus. A result
      // that could not be saved says so rather than promising points it did not pay.
      const unpaid = saved?.firstTime === true && saved.pointsAwarded === 0;
      await dialogs.notice(
        saved === null
          ? MATCHING_NOT_SAVED_MESSAGE
          : unpaid
            ? MATCHING_COMPLETED_UNPAID_MESSAGE
            : MATCHING_COMPLETED_MESSAGE,
      );
      onClose();
    })();
  }, [state.phase, state.matchedIds, submit, round, dialogs, onClose]);

  const select = (key: string) =>
    setState((s) => reduceMatching(s, { type: 'select', key, now: Date.now() }));

  const column = (type: 'word' | 'definition') =>
    state.tiles
      .filter((t) => t.type === type)
      .map((tile) => {
        const matched = isTileMatched(state, tile);
        const selected = state.selected.includes(tile.key);
        const wrongPair = state.selected.length === 2 && selected;
        return (
          <li key={tile.key}>
            <button
              type="button"
              onClick={() => select(tile.key)}
              disabled={matched}
              aria-pressed={selected}
              className={`w-full rounded-xl px-3 py-3 text-left text-sm ring-1 transition motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
                matched
                  ? 'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/50 dark:text-emerald-100 dark:ring-emerald-700'
                  : wrongPair
                    ? 'bg-rose-100 text-rose-900 ring-rose-400 dark:bg-rose-900/50 dark:text-rose-100'
                    : selected
                      ? 'bg-indigo-100 text-indigo-900 ring-indigo-500 dark:bg-indigo-900/60 dark:text-indigo-100'
                      : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700'
              } ${type === 'word' ? 'font-bold' : 'font-medium'}`}
            >
              {matched && <span className="sr-only">Matched: </span>}
              {tile.text}
            </button>
          </li>
        );
      });

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="match-title"
      className="scroll-mt-4 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-emerald-300 focus:outline-none dark:bg-slate-900 dark:ring-emerald-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="match-title" className="text-lg font-bold">
            {categoryName} Word Match
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Match each word with its correct definition.
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span
            className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100"
            aria-live="polite"
            data-testid="match-progress"
          >
            {matchingProgressLabel(state)}
          </span>
          <Button variant="ghost" size="sm" onClick={toggleMute} aria-pressed={muted}>
            {muted ? 'Unmute' : 'Mute'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setState((s) => reduceMatching(s, { type: 'exit' }));
              onClose();
            }}
          >
            Exit Game
          </Button>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Category: {categoryName}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ul className="grid gap-2" aria-label="Words">
          {column('word')}
        </ul>
        <ul className="grid gap-2" aria-label="Definitions">
          {column('definition')}
        </ul>
      </div>
    </section>
  );
}
