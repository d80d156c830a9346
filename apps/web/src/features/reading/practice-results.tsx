import {
  READING_POINTS_PER_CORRECT,
  type PracticePassage,
  type ReadingResults,
} from '@lexora/contracts';
import { CircleCheck, CircleX, RotateCcw, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { levelChangeSentence } from '../../lib/levels';

/** 'Your Reading Practice Results' (spec 001): score, points and every question explained. */
export function PracticeResults({
  passages,
  results,
  busy,
  onAnother,
  onMenu,
}: {
  passages: PracticePassage[];
  results: ReadingResults;
  busy: boolean;
  onAnother: () => void;
  onMenu: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const percent = results.total > 0 ? Math.round((results.score / results.total) * 100) : 0;
  const byQuestion = new Map(results.results.map((r) => [r.questionId, r]));

  return (
    <section
      aria-labelledby="results-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2
        id="results-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-extrabold focus:outline-none"
      >
        Your Reading Practice Results
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-xl font-bold" data-testid="results-score">
          Score {results.score}/{results.total} ({percent}%)
        </p>
        <p
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 font-bold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
          data-testid="results-points"
        >
          <Star className="h-4 w-4" aria-hidden />
          You earned {results.pointsAwarded} points!
        </p>
      </div>
      {results.pointsAwarded < results.score * READING_POINTS_PER_CORRECT && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="points-note">
          Passages you have read before earn no points again.
        </p>
      )}
      {results.levelChange && (
        <p
          className="mt-3 font-semibold text-indigo-800 dark:text-indigo-200"
          data-testid="level-change"
        >
          {levelChangeSentence('reading', results.levelChange)}
        </p>
      )}
      {results.wordsAdded.length > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="words-added">
          Added to your difficult words: {results.wordsAdded.join(', ')}.
        </p>
      )}
      <ol className="mt-5 grid gap-5">
        {passages.map((passage) => (
          <li key={passage.id}>
            <h3 className="font-bold text-slate-900 dark:text-white">{passage.title}</h3>
            <ol className="mt-2 grid gap-3">
              {passage.questions.map((question) => {
                const result = byQuestion.get(question.id);
                if (!result) return null;
                const Icon = result.isCorrect ? CircleCheck : CircleX;
                return (
                  <li
                    key={question.id}
                    className={`rounded-xl p-3 ring-1 ${
                      result.isCorrect
                        ? 'bg-emerald-50 ring-emerald-200 dark:bg-emerald-950/40 dark:ring-emerald-900'
                        : 'bg-rose-50 ring-rose-200 dark:bg-rose-950/40 dark:ring-rose-900'
                    }`}
                  >
                    <p className="flex items-start gap-2 font-semibold text-slate-900 dark:text-white">
                      <Icon
                        className={`mt-0.5 h-5 w-5 shrink-0 ${result.isCorrect ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300'}`}
                        aria-hidden
                      />
                      <span>
                        <span className="sr-only">{result.isCorrect ? 'Right: ' : 'Wrong: '}</span>
                        {question.question}
                      </span>
                    </p>
                    <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
                      Your answer: {question.options[result.selectedOption]}
                    </p>
                    {!result.isCorrect && (
                      <p className="text-sm font-semibold text-slate-900 dark:text-white">
                        Correct answer: {question.options[result.correctAnswer]}
                      </p>
                    )}
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                      {result.explanation}
                    </p>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onAnother} disabled={busy}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {busy ? 'Loading…' : 'Try Another Reading'}
        </Button>
        <Button variant="secondary" onClick={onMenu}>
          Back to Menu
        </Button>
      </div>
    </section>
  );
}
