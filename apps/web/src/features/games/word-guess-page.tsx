import { drawWordGuessWords } from '@lexora/content';
import type { GameRound } from '@lexora/contracts';
import {
  createWordGuessGame,
  isInputEnabled,
  wordGuessProgress,
  type WordGuessGame,
  type WordGuessState,
} from '@lexora/games';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { useDialogs } from '../../components/dialogs';
import { useGameSounds } from '../../lib/game-sounds';
import { startGameRound, useSubmitGameResult } from '../../lib/learner-queries';
import { useGameClock } from '../../lib/use-game-clock';
import { GameShell, LiveAnnouncer, useLearnerLevel } from './game-shell';
import { useAnnouncement } from './use-announcement';
import { WordGuessOverlays } from './word-guess-overlays';

export const EXIT_CONFIRMATION =
  'Are you sure you want to exit the game? Your progress will be lost.';

/** /vocabulary-game-quiz1: the Word Guess chat (spec 000 sections 2, 4, 5 and 9). */
export function WordGuessPage() {
  const { level } = useLearnerLevel();
  const game = useMemo(
    () =>
      createWordGuessGame({ words: drawWordGuessWords(level, Math.random), random: Math.random }),
    [level],
  );
  return <WordGuessChat key={level} game={game} />;
}

function WordGuessChat({ game }: { game: WordGuessGame }) {
  const dialogs = useDialogs();
  const { validKey } = useLearnerLevel();
  const submit = useSubmitGameResult(validKey);
  const [state, setState] = useState<WordGuessState>(() => game.initial(Date.now()));
  const [text, setText] = useState('');
  // The server's round of the running game, asked for at Start Game (ADR 0048).
  const round = useRef<Promise<GameRound | null> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { muted, toggleMute } = useGameSounds(state.cues);
  const running = state.phase !== 'idle' && state.phase !== 'timeUp';
  const inputEnabled = isInputEnabled(state);
  const announcement = useAnnouncement(state.score, state.timeLeft, state.phase === 'round');
  const word = game.currentWord(state);

  useGameClock((now) => setState((s) => game.reduce(s, { type: 'tick', now })), running);

  // A game ends when the round times out; its result is sent once.
  const finish = (finished: WordGuessState) => {
    if (!validKey || (finished.wordsGuessed.length === 0 && finished.wordsMissed.length === 0))
      return;
    void submit(round.current, {
      game: 'word-guess',
      score: finished.score,
      missedWords: [...new Set(finished.wordsMissed)],
      correctWords: [...new Set(finished.wordsGuessed)],
    });
    round.current = null;
  };
  const start = () => {
    if (running) return;
    round.current = validKey ? startGameRound({ game: 'word-guess' }) : null;
    setState((s) => game.reduce(s, { type: 'start', now: Date.now() }));
  };
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });
  // Only the transition into timeUp ends a game.
  const lastPhase = useRef(state.phase);
  useEffect(() => {
    if (state.phase === 'timeUp' && lastPhase.current !== 'timeUp') finishRef.current(state);
    lastPhase.current = state.phase;
  }, [state]);

  useEffect(() => {
    if (inputEnabled) inputRef.current?.focus();
  }, [inputEnabled]);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [state.messages.length]);

  function send(event: FormEvent) {
    event.preventDefault();
    setState((s) => game.reduce(s, { type: 'send', text, now: Date.now() }));
    setText('');
  }

  async function exit() {
    if (!(await dialogs.confirm(EXIT_CONFIRMATION, { title: 'Exit the game?' }))) return;
    if (state.phase !== 'timeUp') finish(state);
    setState((s) => game.reduce(s, { type: 'exit', now: Date.now() }));
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && running && !document.querySelector('[role="alertdialog"]')) {
        event.preventDefault();
        void exit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <GameShell title="Word Guess" muted={muted} onToggleMute={toggleMute}>
      <LiveAnnouncer message={announcement} />
      <section className="relative mx-auto mt-4 flex max-w-2xl flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <span
            className="rounded-full bg-indigo-100 px-3 py-1 text-sm font-bold text-indigo-900 dark:bg-indigo-900/60 dark:text-indigo-100"
            data-testid="guess-score"
          >
            Score: {state.score}
          </span>
          <span className="text-sm font-semibold" data-testid="guess-time">
            Time Left: {state.timeLeft}s
          </span>
          <div className="flex gap-2">
            <Button size="sm" onClick={start} disabled={running}>
              Start Game
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void exit()}
              disabled={state.phase === 'idle'}
            >
              Exit
            </Button>
          </div>
        </div>
        <div
          className="h-2 bg-slate-200 dark:bg-slate-700"
          role="progressbar"
          aria-label="Time left"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(wordGuessProgress(state) * 100)}
        >
          <div
            className={`h-full transition-[width] motion-reduce:transition-none ${state.timeLeft <= 10 ? 'bg-rose-500' : 'bg-emerald-500'}`}
            style={{ width: `${wordGuessProgress(state) * 100}%` }}
          />
        </div>
        {word && state.phase === 'round' && !state.showWordPopup && (
          <p className="border-b border-slate-200 px-4 py-2 text-sm dark:border-slate-700">
            Your word: <strong>{word.word}</strong> · avoid: {word.tabooWords.join(', ')}
          </p>
        )}
        <ol
          ref={listRef}
          className="flex h-80 flex-col gap-2 overflow-y-auto p-4"
          aria-label="Chat messages"
          aria-live="polite"
        >
          {state.messages.map((m) => (
            <li
              key={m.id}
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
                m.isSystem
                  ? 'self-start bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
                  : 'self-end bg-indigo-600 text-white'
              }`}
            >
              <span className="sr-only">{m.user.username}: </span>
              {m.text}
            </li>
          ))}
        </ol>
        <form
          onSubmit={send}
          className="flex gap-2 border-t border-slate-200 p-3 dark:border-slate-700"
        >
          <label htmlFor="guess-input" className="sr-only">
            Your message
          </label>
          <input
            id="guess-input"
            ref={inputRef}
            value={text}
            disabled={!inputEnabled}
            onChange={(e) => setText(e.target.value)}
            placeholder={inputEnabled ? 'Describe your word…' : 'Press Start Game to play'}
            maxLength={300}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400 dark:disabled:bg-slate-800/60"
          />
          <Button type="submit" disabled={!inputEnabled}>
            Send
          </Button>
        </form>
        <WordGuessOverlays state={state} word={word} />
      </section>
    </GameShell>
  );
}
