import { Lightbulb } from 'lucide-react';
import { associationQuestions } from '@lexora/content';
import type { GameResultResponse, GameRound } from '@lexora/contracts';
import {
  ASSOCIATION_DIFFICULTIES,
  ASSOCIATION_TOAST_MS,
  canBegin,
  canHint,
  createAssociationGame,
  currentQuestion,
  type AssociationState,
} from '@lexora/games';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { useGameSounds } from '../../lib/game-sounds';
import { startGameRound, useSubmitGameResult } from '../../lib/learner-queries';
import { useGameClock } from '../../lib/use-game-clock';
import { paidSentence } from './association-paid';
import { GameShell, LiveAnnouncer, isNativeKeyTarget, useLearnerLevel } from './game-shell';
import { useAnnouncement } from './use-announcement';

const choiceClass =
  'rounded-2xl px-4 py-4 text-lg font-bold ring-1 transition motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** Word Association Challenge (/word-association and /wordssociation-two; spec 000). */
export function AssociationPage() {
  const navigate = useNavigate();
  const { validKey } = useLearnerLevel();
  const submit = useSubmitGameResult(validKey);
  const game = useMemo(
    () => createAssociationGame({ questions: associationQuestions(), random: Math.random }),
    [],
  );
  const [state, setState] = useState<AssociationState>(() => game.initial());
  // The server's round: it chooses the questions and scores the answers (ADR 0048).
  const round = useRef<Promise<GameRound | null> | null>(null);
  const [starting, setStarting] = useState(false);
  // What the server paid for the finished round: the screen says it, 0 included (issue 30).
  const [paid, setPaid] = useState<GameResultResponse | null | undefined>(undefined);
  const { muted, toggleMute } = useGameSounds(state.cues);
  const announcement = useAnnouncement(state.score, state.timeLeft, state.phase === 'playing');
  const question = currentQuestion(state);
  const dispatch = (event: Parameters<typeof game.reduce>[1]) =>
    setState((s) => game.reduce(s, event));

  useGameClock((now) => dispatch({ type: 'tick', now }), state.phase === 'playing');

  // Toasts are part of the game state; each new one shows top right for 3 s.
  const shownToast = useRef(0);
  useEffect(() => {
    const t = state.toast;
    if (!t || t.id === shownToast.current) return;
    shownToast.current = t.id;
    const options = { duration: ASSOCIATION_TOAST_MS, description: t.description };
    if (t.kind === 'success') toast.success(t.title, options);
    else if (t.kind === 'error') toast.error(t.title, options);
    else if (t.kind === 'warning') toast.warning(t.title, options);
    else toast.info(t.title, options);
  }, [state.toast]);

  const lastPhase = useRef(state.phase);
  useEffect(() => {
    if (state.phase === 'gameOver' && lastPhase.current !== 'gameOver' && validKey) {
      setPaid(undefined);
      void submit(round.current, {
        game: 'association',
        score: state.score,
        missedWords: [...new Set(state.missedAnswers)],
        answers: [...state.answers],
      }).then(setPaid);
      round.current = null;
    }
    lastPhase.current = state.phase;
  }, [state, validKey, submit]);

  // Signed in, Begin first asks the server for the round's questions (a guest plays them shuffled).
  const begin = async () => {
    if (!canBegin(state) || starting || !state.difficulty) return;
    if (!validKey) return dispatch({ type: 'begin', now: Date.now() });
    setStarting(true);
    const issued = startGameRound({ game: 'association', difficulty: state.difficulty });
    round.current = issued;
    const order = (await issued)?.questionIds;
    setStarting(false);
    dispatch({ type: 'begin', now: Date.now(), ...(order ? { order } : {}) });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return void navigate('/game-selection');
      if (isNativeKeyTarget(event.target, event.key)) return;
      const option = question?.options[Number(event.key) - 1];
      if (option) dispatch({ type: 'answer', option, now: Date.now() });
      else if (state.phase === 'playing' && event.key.toLowerCase() === 'h')
        dispatch({ type: 'hint', now: Date.now() });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <GameShell title="Word Association Challenge" muted={muted} onToggleMute={toggleMute}>
      <LiveAnnouncer message={announcement} />
      {state.phase === 'setup' && (
        <div className="mx-auto mt-6 max-w-md rounded-3xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <h2 className="text-lg font-bold" id="difficulty-title">
            Choose a difficulty
          </h2>
          <div
            className="mt-4 grid grid-cols-3 gap-2"
            role="group"
            aria-labelledby="difficulty-title"
          >
            {ASSOCIATION_DIFFICULTIES.map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={state.difficulty === d}
                onClick={() => dispatch({ type: 'chooseDifficulty', difficulty: d })}
                className={`${choiceClass} text-base ${
                  state.difficulty === d
                    ? 'bg-indigo-600 text-white ring-indigo-600'
                    : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600'
                }`}
              >
                {d}
              </button>
            ))}
          </div>
          <Button
            size="lg"
            className="mt-6 w-full"
            disabled={!canBegin(state) || starting}
            onClick={() => void begin()}
          >
            Begin Challenge
          </Button>
        </div>
      )}

      {state.phase === 'playing' && question && (
        <div className="mx-auto mt-4 max-w-xl">
          <div className="flex justify-between text-lg font-bold">
            <span data-testid="assoc-score">Score: {state.score}</span>
            <span data-testid="assoc-time">Time: {state.timeLeft}s</span>
          </div>
          <p
            className="mt-4 rounded-3xl bg-white p-6 text-center text-2xl font-black shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            data-testid="assoc-words"
          >
            {question.words.join(' | ')}
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            {question.options.map((option, index) => (
              <button
                key={option}
                type="button"
                onClick={() => dispatch({ type: 'answer', option, now: Date.now() })}
                className={`${choiceClass} bg-white text-slate-900 ring-slate-300 hover:bg-indigo-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700`}
              >
                <span className="sr-only">Option {index + 1}: </span>
                {option}
              </button>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="secondary"
              aria-disabled={!canHint(state)}
              className={canHint(state) ? '' : 'opacity-60'}
              onClick={() => dispatch({ type: 'hint', now: Date.now() })}
            >
              Get Hint ({Math.max(0, 3 - state.hintsUsed)} left)
            </Button>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              Keys: 1 / 2 answer, H hint, Escape leave
            </span>
          </div>
          {state.hint && (
            <p
              className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              data-testid="assoc-hint"
            >
              <Lightbulb className="mr-1 inline h-4 w-4 align-[-2px]" aria-hidden /> {state.hint}
            </p>
          )}
        </div>
      )}

      {state.phase === 'gameOver' && (
        <div className="mx-auto mt-8 max-w-md rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <h2 className="text-3xl font-black">Time&apos;s up!</h2>
          <p className="mt-3 text-xl" data-testid="assoc-final">
            Final Score: <strong>{state.score}</strong>
          </p>
          {validKey && paid && (
            <p className="mt-2 text-slate-700 dark:text-slate-200" data-testid="assoc-paid">
              {paidSentence(paid, state.score, state.answers.length)}
            </p>
          )}
          <Button
            size="lg"
            className="mt-6"
            autoFocus
            onClick={() => dispatch({ type: 'playAgain' })}
          >
            Play Again
          </Button>
        </div>
      )}
    </GameShell>
  );
}
