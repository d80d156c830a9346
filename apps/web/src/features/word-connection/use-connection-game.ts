import {
  CONNECTION_QUESTIONS_PER_GAME,
  CONNECTION_SECONDS_PER_QUESTION,
  connectionOptionFields,
  type ConnectionResult,
} from '@lexora/contracts';
import {
  CONFETTI_MS,
  FALLBACK_CONNECTION_QUESTIONS,
  fromWire,
  pointsFor,
  scoreConnectionGame,
  secondsLeft,
  toWire,
  type ConnectionScreenQuestion,
} from '@lexora/quiz/connection-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { invalidateLearner } from '../../lib/learner-queries';
import { useGameClock } from '../../lib/use-game-clock';
import { fetchConnectionQuiz, postConnectionResult } from './connection-api';

export type ConnectionPhase = 'intro' | 'loading' | 'playing' | 'complete';

export interface AnsweredQuestion {
  choice: number | null;
  elapsedMs: number;
  correct: boolean;
  timedOut: boolean;
  points: number;
}

/** How long the fallback notice stays before the built-in questions start. */
const FALLBACK_NOTICE_MS = 1500;

/** Ten of our own questions, in a new order each game (the spec's local question list). */
function fallbackQuestions(): ConnectionScreenQuestion[] {
  const pool = [...FALLBACK_CONNECTION_QUESTIONS];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, CONNECTION_QUESTIONS_PER_GAME).map((q) => fromWire(toWire(q)));
}

/**
 * The Word Connection Challenge as state: intro -> loading -> playing -> complete (spec 001
 * section 4). Deadlines are absolute times, so a late tick never lengthens a question.
 */
export function useConnectionGame(options: {
  validKey: string | undefined;
  level: string;
  preferences: string;
}) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<ConnectionPhase>('intro');
  const [error, setError] = useState<string | null>(null);
  const [questions, setQuestions] = useState<ConnectionScreenQuestion[]>([]);
  const gameId = useRef<string | null>(null);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [answers, setAnswers] = useState<AnsweredQuestion[]>([]);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  const [streak, setStreak] = useState(0);
  const [confetti, setConfetti] = useState(0);
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const loadId = useRef(0);

  const answered = answers[index] ?? null;
  const question = questions[index];
  const left = answered ? secondsLeft(answered.elapsedMs) : secondsLeft(now - startedAt);

  const begin = useCallback((list: ConnectionScreenQuestion[]) => {
    const at = Date.now();
    setQuestions(list);
    setIndex(0);
    setSelected(null);
    setAnswers([]);
    setStreak(0);
    setResult(null);
    setStartedAt(at);
    setNow(at);
    setPhase('playing');
  }, []);

  const start = useCallback(async () => {
    const id = ++loadId.current;
    setPhase('loading');
    setError(null);
    gameId.current = null;
    try {
      const quiz = await fetchConnectionQuiz({
        level: options.level,
        preferences: options.preferences,
      });
      if (id !== loadId.current) return;
      gameId.current = quiz.gameId;
      begin(quiz.questions.map(fromWire));
    } catch (err) {
      if (id !== loadId.current) return;
      console.warn('Could not load the connection quiz', err);
      setError(err instanceof ApiClientError ? err.message : 'The quiz could not be loaded.');
      window.setTimeout(() => {
        if (id === loadId.current) begin(fallbackQuestions());
      }, FALLBACK_NOTICE_MS);
    }
  }, [begin, options.level, options.preferences]);

  const record = useCallback(
    (choice: number | null, at: number) => {
      if (!question || answers[index]) return;
      const elapsedMs = Math.max(0, at - startedAt);
      const timedOut = choice === null || elapsedMs >= CONNECTION_SECONDS_PER_QUESTION * 1000;
      const correct = !timedOut && question.options[choice] === question.correctAnswer;
      const entry: AnsweredQuestion = {
        choice: timedOut ? null : choice,
        elapsedMs,
        correct,
        timedOut,
        points: pointsFor(correct, secondsLeft(elapsedMs)),
      };
      setAnswers((list) => [...list.slice(0, index), entry]);
      setStreak((s) => (correct ? s + 1 : 0));
      if (correct) setConfetti((n) => n + 1);
    },
    [answers, index, question, startedAt],
  );

  useGameClock(
    (at) => {
      setNow(at);
      if (at - startedAt >= CONNECTION_SECONDS_PER_QUESTION * 1000) record(null, at);
    },
    phase === 'playing' && !answered,
  );

  const submit = useCallback(() => {
    if (selected !== null) record(selected, Date.now());
  }, [record, selected]);

  const finish = useCallback(
    async (list: AnsweredQuestion[]) => {
      setPhase('complete');
      const id = gameId.current;
      if (!id) return;
      try {
        const response = await postConnectionResult({
          gameId: id,
          answers: list.map((a) => ({
            choice: a.choice === null ? null : connectionOptionFields[a.choice]!,
            elapsedMs: Math.round(a.elapsedMs),
          })),
        });
        setResult(response);
        if (options.validKey) await invalidateLearner(client, options.validKey);
      } catch (err) {
        console.warn('Could not save the connection quiz result', err);
      }
    },
    [client, options.validKey],
  );

  const next = useCallback(() => {
    if (!answered) return;
    if (index + 1 >= questions.length) {
      void finish(answers);
      return;
    }
    const at = Date.now();
    setIndex(index + 1);
    setSelected(null);
    setStartedAt(at);
    setNow(at);
  }, [answered, answers, finish, index, questions.length]);

  const exit = useCallback(() => {
    loadId.current++;
    gameId.current = null;
    setPhase('intro');
    setError(null);
    setQuestions([]);
    setAnswers([]);
    setStreak(0);
  }, []);

  const local = scoreConnectionGame(
    answers.map((a) => ({
      choice: a.choice === null ? null : String(a.choice),
      elapsedMs: a.elapsedMs,
    })),
    questions.map((q) => String(q.options.indexOf(q.correctAnswer))),
  );

  return {
    phase,
    error,
    question,
    index,
    total: questions.length,
    selected,
    select: (choice: number) => {
      if (!answered) setSelected(choice);
    },
    answered,
    left,
    streak,
    confetti,
    confettiMs: CONFETTI_MS,
    score: answers.reduce((sum, a) => sum + a.points, 0),
    /** The server's scoring when it answered, else the same rules computed here. */
    summary: result ?? {
      points: local.points,
      correct: local.correct,
      total: local.total,
      percent: local.percent,
      bestStreak: local.bestStreak,
      message: local.message,
    },
    saved: result !== null,
    start,
    submit,
    next,
    exit,
  };
}
