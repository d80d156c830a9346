import { CheckCircle2, Lightbulb, LogOut, Timer, XCircle } from 'lucide-react';
import type { FillBlankQuestionDto, FillBlankResults } from '@lexora/contracts';
import type { SoundCue } from '@lexora/games';
import {
  applyAnswer,
  FILL_BLANK_COUNTDOWN_SECONDS,
  FILL_BLANK_HINTS_PER_GAME,
  FILL_BLANK_NEXT_DELAY_MS,
  FILL_BLANK_QUESTION_SECONDS,
  fromWire,
  hintRemovals,
  multiplierFor,
  newGameState,
  rankFor,
  scorePercent,
  splitAtBlank,
  timerWarning,
  TIMEOUT_CHOICE,
  type FillBlankScreenQuestion,
  type GameState,
} from '@lexora/quiz/fill-blank/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { useDialogs } from '../../components/dialogs';
import { Spinner } from '../../components/spinner';
import { apiFetch } from '../../lib/api-client';
import { useGameSounds } from '../../lib/game-sounds';
import { invalidateLearner, usePreferencesQuery, useProfileQuery } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { useGameClock } from '../../lib/use-game-clock';
import { GameShell, isNativeKeyTarget, LiveAnnouncer } from '../games/game-shell';
import { timeAnnouncement } from '../games/time-announcement';

export const LOAD_FAILED_MESSAGE = 'Failed to load quiz. Please try again.';
export const EXIT_MESSAGE = 'Are you sure you want to exit the game? Your progress will be lost.';

type Phase = 'idle' | 'loading' | 'failed' | 'countdown' | 'playing' | 'completed';

interface Played {
  question: FillBlankScreenQuestion;
  choice: number;
  secondsLeft: number;
}

const card =
  'rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700';
const optionBase =
  'flex min-h-14 items-center gap-3 rounded-2xl px-4 py-3 text-left text-lg font-bold ring-1 transition motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** The spec's request: the learner's level ('Elementary' when unset) and one random interest or 'any'. */
function quizRequest(level: string | undefined, interests: readonly string[] | undefined) {
  const list = interests ?? [];
  return {
    level: level && level !== 'level' ? level : 'Elementary',
    preferences: list.length > 0 ? list[Math.floor(Math.random() * list.length)]! : 'any',
  };
}

/** Vocabulary Challenge: the timed fill-in-the-blank quiz (/vocabulary-game-quiz, spec 000). */
export function FillBlankQuizPage() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const profile = useProfileQuery(user?.validKey);
  const preferences = usePreferencesQuery(user?.validKey);

  const [phase, setPhase] = useState<Phase>('idle');
  const [questions, setQuestions] = useState<FillBlankScreenQuestion[]>([]);
  const [gameId, setGameId] = useState('');
  const [index, setIndex] = useState(0);
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [choice, setChoice] = useState<number | null>(null);
  const [answeredAt, setAnsweredAt] = useState(0);
  const [hidden, setHidden] = useState<number[]>([]);
  const [hintsLeft, setHintsLeft] = useState(FILL_BLANK_HINTS_PER_GAME);
  const [game, setGame] = useState<GameState>(newGameState);
  const [played, setPlayed] = useState<Played[]>([]);
  const [results, setResults] = useState<FillBlankResults | null>(null);
  const [cues, setCues] = useState<readonly SoundCue[]>([]);
  const [message, setMessage] = useState('');

  const { muted, toggleMute } = useGameSounds(cues);
  const question = questions[index];
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const answered = choice !== null;
  const canGoOn = answered && now - answeredAt >= FILL_BLANK_NEXT_DELAY_MS;
  const feedback = useRef<HTMLDivElement>(null);
  // Next takes the focus without scrolling: on a phone, scrolling down to it pushed the sentence
  // off the top of the screen just as the feedback about it appeared.
  useEffect(() => {
    if (canGoOn) feedback.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [canGoOn]);
  const lastQuestion = index === questions.length - 1;

  useGameClock(setNow, phase === 'countdown' || phase === 'playing');

  async function load() {
    setPhase('loading');
    // A new game: nothing of the last one is left in the live region (issue 30).
    setMessage('');
    try {
      const list = await apiFetch<FillBlankQuestionDto[]>('/v1/fillintheblankten', {
        method: 'POST',
        body: quizRequest(profile.data?.level ?? user?.level, preferences.data?.contextInterests),
      });
      const screen = list.map(fromWire).filter((q) => q !== null);
      if (screen.length === 0) throw new Error('Failed to fetch quiz data');
      setQuestions(screen);
      setGameId(list[0]!.gameId);
      setIndex(0);
      setGame(newGameState());
      setPlayed([]);
      setResults(null);
      setHintsLeft(FILL_BLANK_HINTS_PER_GAME);
      const start = Date.now();
      setNow(start);
      setDeadline(start + FILL_BLANK_COUNTDOWN_SECONDS * 1000);
      setPhase('countdown');
      setCues(['countdown']);
    } catch (err) {
      console.warn('Failed to fetch quiz data', err);
      setPhase('failed');
    }
  }

  function startQuestion(at: number) {
    setChoice(null);
    setHidden([]);
    setNow(at);
    setDeadline(at + FILL_BLANK_QUESTION_SECONDS * 1000);
  }

  function answer(picked: number) {
    if (!question || answered || phase !== 'playing' || hidden.includes(picked)) return;
    const left = picked === TIMEOUT_CHOICE ? 0 : secondsLeft;
    const next = applyAnswer(game, question.correctIndex, { choice: picked, secondsLeft: left });
    setGame(next);
    setPlayed((p) => [...p, { question, choice: picked, secondsLeft: left }]);
    setChoice(picked);
    setAnsweredAt(Date.now());
    const right = next.answers.at(-1)!.correct;
    setCues(right ? ['correct'] : ['skip']);
    setMessage(
      picked === TIMEOUT_CHOICE
        ? `Time's Up! The answer was ${question.options[question.correctIndex]}.`
        : right
          ? `Correct! Score ${next.score}.`
          : `Wrong. The answer was ${question.options[question.correctIndex]}.`,
    );
  }

  function hint() {
    if (!question || answered || hintsLeft <= 0 || phase !== 'playing') return;
    const removed = hintRemovals(4, question.correctIndex, hidden, Math.random);
    if (removed.length === 0) return;
    setHidden((h) => [...h, ...removed]);
    setHintsLeft((n) => n - 1);
    setMessage(`Two wrong options removed. ${hintsLeft - 1} hints left.`);
  }

  async function finish(all: Played[]) {
    setPhase('completed');
    setMessage('');
    setCues(['gameOver']);
    try {
      const scored = await apiFetch<FillBlankResults>('/v1/fillintheblankten/results', {
        method: 'POST',
        body: {
          gameId,
          answers: all.map((p) => ({ choice: p.choice, secondsLeft: p.secondsLeft })),
        },
      });
      setResults(scored);
      if (user?.validKey) await invalidateLearner(queryClient, user.validKey);
    } catch (err) {
      console.warn('Could not save the quiz result', err);
    }
  }

  function next() {
    if (!canGoOn) return;
    if (lastQuestion) return void finish(played);
    setIndex((i) => i + 1);
    startQuestion(Date.now());
  }

  // Countdown over: the first question starts; time over: a timeout (wrong, index -1).
  useEffect(() => {
    if (phase === 'countdown' && now >= deadline) {
      setPhase('playing');
      setCues(['gameStart']);
      startQuestion(now);
    } else if (phase === 'countdown') {
      setCues(['countdown']);
    } else if (phase === 'playing' && !answered && now >= deadline) {
      answer(TIMEOUT_CHOICE);
    }
    // Only the clock drives these transitions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now]);

  // The timer sound at 5 s or less, once a second; polite announcements at the marks.
  useEffect(() => {
    if (phase !== 'playing' || answered) return;
    if (timerWarning(secondsLeft)) setCues(['tick']);
    const text = timeAnnouncement(secondsLeft);
    if (text) setMessage(text);
  }, [secondsLeft, phase, answered]);

  async function exit() {
    if (phase === 'countdown' || phase === 'playing') {
      const sure = await dialogs.confirm(EXIT_MESSAGE, {
        title: 'Exit the game?',
        confirmLabel: 'Exit',
        cancelLabel: 'Keep playing',
      });
      if (!sure) return;
    }
    void navigate('/DashboardOne');
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isNativeKeyTarget(event.target, event.key)) return;
      const key = event.key.toLowerCase();
      if (phase === 'playing' && !answered && ['1', '2', '3', '4'].includes(key)) {
        answer(Number(key) - 1);
      } else if (phase === 'playing' && key === 'h') {
        hint();
      } else if (phase === 'playing' && key === 'enter' && canGoOn) {
        next();
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const exitButton = (
    <Button variant="ghost" onClick={() => void exit()}>
      <LogOut className="h-4 w-4" aria-hidden /> Exit
    </Button>
  );

  return (
    <GameShell title="Vocabulary Challenge" muted={muted} onToggleMute={toggleMute}>
      <LiveAnnouncer message={message} />

      {phase === 'idle' && (
        <div className={`mx-auto mt-6 max-w-md text-center ${card}`}>
          <p className="text-slate-700 dark:text-slate-300">
            Fill each blank with the right word. 10 questions, 20 seconds each, 3 hints. Right
            answers in a row multiply your points.
          </p>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Keys: 1-4 choose, H hint, Enter next.
          </p>
          <div className="mt-6 flex justify-center gap-3">
            <Button size="lg" autoFocus onClick={() => void load()}>
              Start
            </Button>
            <Button size="lg" variant="secondary" onClick={() => void navigate('/DashboardOne')}>
              Exit
            </Button>
          </div>
        </div>
      )}

      {phase === 'loading' && (
        <div className="mt-12 flex justify-center">
          <Spinner label="Loading your quiz" />
        </div>
      )}

      {phase === 'failed' && (
        <div className={`mx-auto mt-6 max-w-md text-center ${card}`} role="alert">
          <p className="font-semibold text-red-700 dark:text-red-300">{LOAD_FAILED_MESSAGE}</p>
          <div className="mt-4 flex justify-center gap-3">
            <Button onClick={() => void load()}>Try Again</Button>
            <Button variant="secondary" onClick={() => void navigate('/DashboardOne')}>
              Exit
            </Button>
          </div>
        </div>
      )}

      {phase === 'countdown' && (
        <div className="mt-12 text-center">
          <p className="text-lg font-semibold">Get ready!</p>
          <p
            className="mt-2 text-8xl font-black text-indigo-600 dark:text-indigo-300"
            data-testid="quiz-countdown"
          >
            {Math.max(1, secondsLeft)}
          </p>
          <div className="mt-6">{exitButton}</div>
        </div>
      )}

      {phase === 'playing' && question && (
        <div className="mx-auto mt-4 max-w-2xl">
          <div className="flex flex-wrap items-center justify-between gap-2 text-base font-bold">
            <span>
              Question {index + 1} of {questions.length}
            </span>
            <span data-testid="quiz-score">Score: {game.score}</span>
            <span>
              Streak: {game.streak} (x{multiplierFor(game.streak)})
            </span>
            <span
              data-testid="quiz-timer"
              className={`inline-flex items-center gap-1 rounded-full px-3 py-1 ${
                timerWarning(secondsLeft) && !answered
                  ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                  : 'bg-slate-100 dark:bg-slate-800'
              }`}
            >
              <Timer className="h-4 w-4" aria-hidden /> {answered ? '-' : `${secondsLeft}s`}
            </span>
          </div>

          <p
            className={`mt-4 text-xl leading-relaxed sm:text-2xl ${card}`}
            data-testid="quiz-sentence"
          >
            {splitAtBlank(question.sentence)[0]}
            <span className="mx-1 inline-block min-w-20 border-b-4 border-indigo-500 text-center text-indigo-700 dark:text-indigo-300">
              {answered ? (
                question.options[question.correctIndex]
              ) : (
                <span className="sr-only">blank</span>
              )}
            </span>
            {splitAtBlank(question.sentence)[1]}
          </p>

          <div className="mt-4 grid gap-3 sm:grid-cols-2" role="group" aria-label="Options">
            {question.options.map((option, i) => {
              const isRight = answered && i === question.correctIndex;
              const isWrongPick = answered && i === choice && i !== question.correctIndex;
              const gone = hidden.includes(i);
              return (
                <button
                  key={`${index}-${option}`}
                  type="button"
                  disabled={answered || gone}
                  onClick={() => answer(i)}
                  data-testid={`quiz-option-${i + 1}`}
                  className={`${optionBase} ${
                    isRight
                      ? 'bg-emerald-100 text-emerald-900 ring-emerald-500 dark:bg-emerald-950 dark:text-emerald-100'
                      : isWrongPick
                        ? 'bg-red-100 text-red-900 ring-red-500 dark:bg-red-950 dark:text-red-100'
                        : gone
                          ? 'bg-slate-100 text-slate-500 line-through ring-slate-200 dark:bg-slate-800 dark:text-slate-400 dark:ring-slate-700'
                          : 'bg-white text-slate-900 ring-slate-300 hover:bg-indigo-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700'
                  }`}
                >
                  <span
                    className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm text-white"
                    aria-hidden
                  >
                    {i + 1}
                  </span>
                  <span className="sr-only">Option {i + 1}: </span>
                  {option}
                  {isRight && (
                    <CheckCircle2 className="ml-auto h-5 w-5" aria-label="right answer" />
                  )}
                  {isWrongPick && <XCircle className="ml-auto h-5 w-5" aria-label="your answer" />}
                </button>
              );
            })}
          </div>

          {answered && (
            <div ref={feedback} className={`mt-4 ${card}`} data-testid="quiz-feedback">
              <p className="text-lg font-black">
                {choice === TIMEOUT_CHOICE
                  ? "Time's Up!"
                  : choice === question.correctIndex
                    ? `Correct! +${game.answers.at(-1)?.points ?? 0}`
                    : 'Not this time'}
              </p>
              {choice !== question.correctIndex && (
                <p className="mt-1">
                  The answer was <strong>{question.options[question.correctIndex]}</strong>.
                </p>
              )}
              <p className="mt-2 text-slate-700 dark:text-slate-300">{question.explanation}</p>
              {canGoOn && (
                <Button className="mt-4" onClick={next}>
                  {lastQuestion ? 'See Results' : 'Next Question'}
                </Button>
              )}
            </div>
          )}

          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="secondary"
              aria-disabled={answered || hintsLeft <= 0}
              className={answered || hintsLeft <= 0 ? 'opacity-60' : ''}
              onClick={hint}
            >
              <Lightbulb className="h-4 w-4" aria-hidden /> Hint ({hintsLeft} left)
            </Button>
            {exitButton}
          </div>
        </div>
      )}

      {phase === 'completed' && (
        <div className={`mx-auto mt-6 max-w-2xl ${card}`}>
          <h2 className="text-center text-2xl font-black">Quiz complete!</h2>
          <p className="mt-2 text-center text-xl" data-testid="quiz-final-score">
            Score: <strong>{results?.score ?? game.score}</strong> (
            {results?.percent ?? scorePercent(game.score, questions.length)}%)
          </p>
          <p
            className="mt-1 text-center text-2xl font-extrabold text-indigo-700 dark:text-indigo-300"
            data-testid="quiz-rank"
          >
            {results?.rank ?? rankFor(game.score, questions.length)}
          </p>
          {results && results.pointsAwarded > 0 && (
            <p className="mt-1 text-center text-sm text-slate-600 dark:text-slate-400">
              {results.pointsAwarded} points added to your total.
            </p>
          )}
          <h3 className="mt-6 text-lg font-bold">Review</h3>
          <ol className="mt-2 space-y-3">
            {played.map((p, i) => {
              const right = p.choice === p.question.correctIndex;
              const [before, after] = splitAtBlank(p.question.sentence);
              return (
                <li key={i} className="rounded-2xl bg-slate-50 p-3 dark:bg-slate-800">
                  <p className="font-semibold">
                    {right ? (
                      <CheckCircle2
                        className="mr-1 inline h-4 w-4 text-emerald-700 dark:text-emerald-300"
                        aria-label="right"
                      />
                    ) : (
                      <XCircle
                        className="mr-1 inline h-4 w-4 text-red-700 dark:text-red-300"
                        aria-label="wrong"
                      />
                    )}
                    {before}
                    <strong>{p.question.options[p.question.correctIndex]}</strong>
                    {after}
                  </p>
                  {!right && (
                    <p className="text-sm">
                      Your answer:{' '}
                      {p.choice === TIMEOUT_CHOICE ? "Time's Up!" : p.question.options[p.choice]}
                    </p>
                  )}
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {p.question.explanation}
                  </p>
                </li>
              );
            })}
          </ol>
          <div className="mt-6 flex justify-center gap-3">
            <Button size="lg" autoFocus onClick={() => void load()}>
              Play Again
            </Button>
            <Button size="lg" variant="secondary" onClick={() => void navigate('/DashboardOne')}>
              Exit
            </Button>
          </div>
        </div>
      )}
    </GameShell>
  );
}

export default FillBlankQuizPage;
