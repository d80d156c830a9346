import type { GameRound } from '@lexora/contracts';
import { type TabooGame, type TabooState } from '@lexora/games';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { useGameSounds } from '../../lib/game-sounds';
import { startGameRound, useSubmitGameResult } from '../../lib/learner-queries';
import { useGameClock } from '../../lib/use-game-clock';
import { newUuid } from '../../lib/uuid';
import { GameShell, LiveAnnouncer, isNativeKeyTarget, useLearnerLevel } from './game-shell';
import { useAnnouncement } from './use-announcement';

/** Taboo (spec 000 sections 2 and 4): countdown, 60 s of Correct / Skip, Game Over. */
export function TabooBoard({
  game,
  title,
  notice,
}: {
  game: TabooGame;
  title: string;
  /** Shown under the title (Taboo with my words: the words that have no card). */
  notice?: ReactNode;
}) {
  const navigate = useNavigate();
  const { validKey } = useLearnerLevel();
  const submit = useSubmitGameResult(validKey);
  const [state, setState] = useState<TabooState>(() => game.start(Date.now()));
  const [gameId, setGameId] = useState(newUuid);
  const submitted = useRef<string | null>(null);
  const { muted, toggleMute } = useGameSounds(state.cues);
  const announcement = useAnnouncement(state.score, state.timeLeft, state.phase === 'playing');

  useGameClock(
    (now) => setState((s) => game.reduce(s, { type: 'tick', now })),
    state.phase !== 'gameOver',
  );

  // Each game asks the server for its round as it starts (its countdown), once signed in.
  const round = useRef<{ gameId: string; issued: Promise<GameRound | null> } | null>(null);
  useEffect(() => {
    if (validKey && round.current?.gameId !== gameId) {
      round.current = { gameId, issued: startGameRound({ game: 'taboo' }) };
    }
  }, [validKey, gameId]);

  useEffect(() => {
    if (state.phase !== 'gameOver' || !validKey || submitted.current === gameId) return;
    submitted.current = gameId;
    const issued = round.current?.gameId === gameId ? round.current.issued : null;
    void submit(issued, {
      game: 'taboo',
      score: state.score,
      missedWords: [...new Set(state.missedWords)],
      correctWords: [...new Set(state.correctWords)],
    });
  }, [state.phase, state.score, state.missedWords, state.correctWords, validKey, gameId, submit]);

  const act = (type: 'correct' | 'skip') =>
    setState((s) => game.reduce(s, { type, now: Date.now() }));
  const playAgain = () => {
    setGameId(newUuid());
    setState((s) => game.reduce(s, { type: 'playAgain', now: Date.now() }));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return void navigate(validKey ? '/game-selection' : '/');
      if (isNativeKeyTarget(event.target, event.key)) return;
      if (state.phase === 'playing' && (event.key === 'Enter' || event.key === '1')) act('correct');
      else if (state.phase === 'playing' && (event.key === ' ' || event.key === '2')) act('skip');
      else if (state.phase === 'gameOver' && event.key === 'Enter') playAgain();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const card = game.card(state);
  return (
    <GameShell title={title} muted={muted} onToggleMute={toggleMute}>
      <LiveAnnouncer message={announcement} />
      {notice}
      <div className="mx-auto mt-4 flex max-w-md justify-between text-lg font-bold">
        <span data-testid="taboo-score">Score: {state.score}</span>
        <span data-testid="taboo-time">Time: {state.timeLeft}s</span>
      </div>

      {state.phase === 'countdown' && (
        <div className="mx-auto mt-8 flex h-64 max-w-md items-center justify-center rounded-3xl bg-indigo-600 text-8xl font-black text-white shadow-lg">
          <span aria-live="assertive">{state.countdown}</span>
        </div>
      )}

      {state.phase === 'playing' && (
        <div className="mx-auto mt-6 max-w-md">
          {state.countdown === 0 && state.timeLeft >= 59 && (
            <p className="text-center text-xl font-extrabold text-emerald-700 dark:text-emerald-300">
              Start!
            </p>
          )}
          <article
            className="mt-2 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            aria-labelledby="taboo-word"
          >
            <h2
              id="taboo-word"
              className="text-center text-4xl font-black text-indigo-700 dark:text-indigo-300"
            >
              {card.word}
            </h2>
            <p className="mt-2 text-center text-slate-700 dark:text-slate-300">{card.meaning}</p>
            <h3 className="mt-5 text-center text-sm font-bold tracking-wide text-rose-700 uppercase dark:text-rose-300">
              Don&apos;t say
            </h3>
            <ul className="mt-2 grid grid-cols-2 gap-2" aria-label="Forbidden words">
              {card.tabooWords.map((word) => (
                <li
                  key={word}
                  className="rounded-xl bg-rose-50 px-3 py-2 text-center font-semibold text-rose-900 dark:bg-rose-950 dark:text-rose-100"
                >
                  {word}
                </li>
              ))}
            </ul>
          </article>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button size="lg" onClick={() => act('correct')}>
              Correct
            </Button>
            <Button size="lg" variant="secondary" onClick={() => act('skip')}>
              Skip
            </Button>
          </div>
          <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-400">
            Keys: Enter or 1 = Correct, Space or 2 = Skip, Escape = leave
          </p>
        </div>
      )}

      {state.phase === 'gameOver' && (
        <div className="mx-auto mt-8 max-w-md rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <h2 className="text-3xl font-black">Game Over</h2>
          <p className="mt-3 text-xl" data-testid="taboo-final">
            Your Score: <strong>{state.score}</strong>
          </p>
          <Button size="lg" className="mt-6" onClick={playAgain} autoFocus>
            Play Again
          </Button>
        </div>
      )}
    </GameShell>
  );
}
