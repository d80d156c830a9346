import { CheckCircle2, Flame, Timer, Trophy, XCircle } from 'lucide-react';
import { CONNECTION_SECONDS_PER_QUESTION } from '@lexora/contracts';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SoundCue } from '@lexora/games';
import { Button, buttonClasses } from '../../components/button';
import { useGameSounds } from '../../lib/game-sounds';
import { usePreferencesQuery, useProfileQuery } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { GameShell, LiveAnnouncer, isNativeKeyTarget } from '../games/game-shell';
import { timeAnnouncement } from '../games/time-announcement';
import { Confetti } from './confetti';
import { TimerRing } from './timer-ring';
import { useConnectionGame } from './use-connection-game';

const HOW_TO_PLAY = [
  '3 clue words share a connection.',
  'Pick 1 answer from 4 options.',
  'You have only 10 seconds per question.',
  'Faster answers earn more points and build your streak.',
];

const card =
  'relative mx-auto mt-6 max-w-2xl rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800';

/** The spec's level and preferences: the learner's level ('Elementary' when unset), one interest. */
function useQuizRequest() {
  const { user } = useSession();
  const profile = useProfileQuery(user?.validKey);
  const preferences = usePreferencesQuery(user?.validKey);
  const level = profile.data?.level ?? user?.level;
  const interests = preferences.data?.contextInterests ?? [];
  const [pick] = useState(() => Math.random());
  return {
    validKey: user?.validKey,
    level: level && level !== 'level' ? level : 'Elementary',
    preferences: interests.length > 0 ? interests[Math.floor(pick * interests.length)]! : 'any',
  };
}

/** /word-connection: the Word Connection Challenge ('Find the connection', spec 000 and 001). */
export function WordConnectionPage() {
  const navigate = useNavigate();
  const request = useQuizRequest();
  const game = useConnectionGame(request);
  const [cues, setCues] = useState<SoundCue[]>([]);
  const { muted, toggleMute } = useGameSounds(cues);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const playing = game.phase === 'playing' && game.question;

  // Polite timer marks (10 s, then each of the last 5) and the outcome of each answer.
  useEffect(() => {
    if (!playing || game.answered) return;
    const text = timeAnnouncement(game.left);
    if (text) setAnnouncement(text);
  }, [playing, game.left, game.answered]);
  useEffect(() => {
    if (!game.answered || !game.question) return;
    const { correctAnswer } = game.question;
    setAnnouncement(
      game.answered.correct
        ? `Correct! Plus ${game.answered.points} points.`
        : game.answered.timedOut
          ? `Time's up! The answer was ${correctAnswer}.`
          : `Not quite! The answer was ${correctAnswer}.`,
    );
    setCues([game.answered.correct ? 'correct' : 'skip']);
    nextButton.current?.focus();
  }, [game.answered, game.question]);
  useEffect(() => {
    if (game.phase === 'complete') setCues(['gameOver']);
    // Out of play the live region is empty: no timer after the end, no old score at a restart.
    if (game.phase !== 'playing') setAnnouncement('');
  }, [game.phase]);
  useEffect(() => {
    if (game.phase === 'playing') heading.current?.focus();
  }, [game.phase, game.index]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (!playing || isNativeKeyTarget(event.target, event.key)) return;
    const digit = Number(event.key);
    if (digit >= 1 && digit <= 4 && !game.answered) {
      event.preventDefault();
      game.select(digit - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (game.answered) game.next();
      else game.submit();
    }
  };

  return (
    <GameShell title="Word Connection Challenge" muted={muted} onToggleMute={toggleMute}>
      <LiveAnnouncer message={announcement} />
      {game.phase === 'intro' && (
        <section className={card} aria-labelledby="how-to-play">
          <h2 id="how-to-play" className="text-xl font-bold">
            How to Play
          </h2>
          <ol className="mt-4 space-y-3">
            {HOW_TO_PLAY.map((line, i) => (
              <li key={line} className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
                <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100">
                  {i + 1}
                </span>
                {line}
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
            Keyboard: press 1 to 4 to choose an option and Enter to submit.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={() => void game.start()}>
              Start
            </Button>
            <Button size="lg" variant="secondary" onClick={() => void navigate('/game-selection')}>
              Exit
            </Button>
          </div>
        </section>
      )}

      {game.phase === 'loading' && (
        <section className={`${card} text-center`} aria-live="polite">
          <span
            className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-indigo-600 border-t-transparent motion-reduce:animate-none"
            aria-hidden
          />
          <h2 className="mt-4 text-xl font-bold">Building Your Brain Connections...</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Preparing Your Word Challenge...
          </p>
          {game.error && (
            <div className="mt-4 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
              <p>
                We could not reach the server: <span className="font-semibold">{game.error}</span>
              </p>
              <p>Playing with our own questions instead...</p>
            </div>
          )}
        </section>
      )}

      {playing && game.question && (
        <section className={card} aria-labelledby="clue-heading" onKeyDown={onKeyDown}>
          <Confetti burst={game.confetti} durationMs={game.confettiMs} />
          <div className="flex items-center justify-between gap-3">
            <div className="text-sm font-semibold text-slate-600 dark:text-slate-300">
              Question {game.index + 1} of {game.total}
              <div className="mt-1 flex flex-wrap gap-2">
                <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
                  {game.score} points
                </span>
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-orange-900 dark:bg-orange-950 dark:text-orange-100"
                  data-testid="streak"
                >
                  <Flame className="h-4 w-4" aria-hidden /> Streak {game.streak}
                </span>
              </div>
            </div>
            <TimerRing left={game.left} total={CONNECTION_SECONDS_PER_QUESTION} />
          </div>
          <h2
            id="clue-heading"
            ref={heading}
            tabIndex={-1}
            className="mt-5 text-center text-lg font-semibold outline-none"
          >
            {game.question.prompt}
          </h2>
          <ul
            className="mt-4 flex flex-wrap justify-center gap-2"
            aria-label="Clue words"
            data-testid="clues"
          >
            {game.question.clueWords.map((clue) => (
              <li
                key={clue}
                className="rounded-2xl bg-indigo-600 px-4 py-2 text-xl font-extrabold text-white dark:bg-indigo-500"
              >
                {clue}
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-3 sm:grid-cols-2" role="group" aria-label="Options">
            {game.question.options.map((option, i) => {
              const isAnswer = option === game.question!.correctAnswer;
              const chosen = game.selected === i;
              const tone = game.answered
                ? isAnswer
                  ? 'bg-emerald-50 ring-emerald-500 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
                  : chosen
                    ? 'bg-rose-50 ring-rose-500 text-rose-900 dark:bg-rose-950 dark:text-rose-100'
                    : 'ring-slate-200 text-slate-500 dark:ring-slate-700 dark:text-slate-400'
                : chosen
                  ? 'bg-indigo-50 ring-2 ring-indigo-600 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100'
                  : 'ring-slate-300 hover:bg-slate-50 dark:ring-slate-600 dark:hover:bg-slate-800';
              return (
                <button
                  key={option}
                  type="button"
                  aria-pressed={chosen}
                  disabled={game.answered !== null}
                  onClick={() => game.select(i)}
                  className={`flex min-h-12 items-center gap-3 rounded-2xl px-4 py-3 text-left text-lg font-bold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 motion-reduce:transition-none disabled:cursor-default ${tone}`}
                >
                  <kbd className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-sm font-bold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                    {i + 1}
                  </kbd>
                  {option}
                </button>
              );
            })}
          </div>

          {game.answered && (
            <div
              className={`mt-5 rounded-2xl p-4 ${
                game.answered.correct
                  ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/70 dark:text-emerald-100'
                  : 'bg-rose-50 text-rose-900 dark:bg-rose-950/70 dark:text-rose-100'
              }`}
              data-testid="feedback"
            >
              <p className="flex items-center gap-2 text-lg font-bold">
                {game.answered.correct ? (
                  <CheckCircle2 className="h-5 w-5" aria-hidden />
                ) : game.answered.timedOut ? (
                  <Timer className="h-5 w-5" aria-hidden />
                ) : (
                  <XCircle className="h-5 w-5" aria-hidden />
                )}
                {game.answered.correct
                  ? `Correct! +${game.answered.points} points`
                  : game.answered.timedOut
                    ? "Time's up!"
                    : 'Not quite!'}
              </p>
              {!game.answered.correct && (
                <p className="mt-1">
                  The answer is <span className="font-bold">{game.question.correctAnswer}</span>.
                </p>
              )}
              <p className="mt-1">{game.question.explanation}</p>
            </div>
          )}

          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Button variant="ghost" onClick={game.exit}>
              Exit
            </Button>
            {game.answered ? (
              <button
                ref={nextButton}
                type="button"
                className={buttonClasses('primary', 'lg')}
                onClick={game.next}
              >
                {game.index + 1 >= game.total ? 'See Results' : 'Next Question'}
              </button>
            ) : (
              <Button size="lg" disabled={game.selected === null} onClick={game.submit}>
                Submit Answer
              </Button>
            )}
          </div>
        </section>
      )}

      {game.phase === 'complete' && (
        <section className={`${card} text-center`} aria-labelledby="complete-heading">
          <h2 id="complete-heading" className="text-2xl font-extrabold">
            Game Complete!
          </h2>
          <div className="mx-auto mt-4 flex h-28 w-28 flex-col items-center justify-center rounded-full bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            <Trophy className="h-10 w-10" aria-hidden />
            <span className="text-xl font-extrabold" data-testid="percent">
              {game.summary.percent}%
            </span>
          </div>
          <p className="mt-4 text-lg">
            {game.summary.correct} out of {game.summary.total} correct
          </p>
          <p className="mt-1 text-xl font-bold text-indigo-700 dark:text-indigo-300">
            {game.summary.message}
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-3">
            <div className="rounded-2xl bg-indigo-50 p-4 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50">
              <dt className="text-xs font-bold tracking-wider text-slate-600 dark:text-slate-300">
                {/* This game's points; the header shows the learner's one total (issue 30). */}
                POINTS THIS GAME
              </dt>
              <dd className="text-3xl font-extrabold" data-testid="total-points">
                {game.summary.points}
              </dd>
            </div>
            <div className="rounded-2xl bg-orange-50 p-4 text-orange-950 dark:bg-orange-950 dark:text-orange-50">
              <dt className="text-xs font-bold tracking-wider text-slate-600 dark:text-slate-300">
                BEST STREAK
              </dt>
              <dd className="text-3xl font-extrabold" data-testid="best-streak">
                {game.summary.bestStreak}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={() => void game.start()}>
              Play Again
            </Button>
            <Button size="lg" variant="secondary" onClick={game.exit}>
              Exit
            </Button>
          </div>
        </section>
      )}
    </GameShell>
  );
}
