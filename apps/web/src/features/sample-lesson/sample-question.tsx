import type { SampleAnswer, SampleQuestion } from '@lexora/contracts';
import { Check, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { checkSampleAnswer } from './sample-lesson-api';

const optionBase =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 motion-reduce:transition-none';

function optionClass(index: number, answer: SampleAnswer | undefined): string {
  if (!answer) {
    return `${optionBase} cursor-pointer text-slate-800 ring-slate-300 hover:bg-indigo-50 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800`;
  }
  if (index === answer.correctIndex) {
    return `${optionBase} bg-emerald-50 text-emerald-900 ring-2 ring-emerald-600 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-400`;
  }
  if (index === answer.choice) {
    return `${optionBase} bg-rose-50 text-rose-900 ring-2 ring-rose-600 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-400`;
  }
  return `${optionBase} text-slate-600 ring-slate-200 dark:text-slate-400 dark:ring-slate-700`;
}

/**
 * One question of the sample lesson. Options are buttons, not radios: choosing one sends it to
 * be checked at once, and arrow keys moving through radios would send every option they pass.
 * Once answered the buttons stay focusable (aria-disabled) so keyboard focus is not lost.
 */
export function SampleQuestionCard({
  number,
  question,
  prompt,
  answer,
  onAnswered,
}: {
  number: number;
  question: SampleQuestion;
  /** The question as shown (a sentence with a blank, clues...); its text by default. */
  prompt?: ReactNode;
  answer: SampleAnswer | undefined;
  onAnswered: (answer: SampleAnswer) => void;
}) {
  const promptId = useId();
  const feedbackId = useId();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (choice: number) => {
    if (answer || checking) return;
    setChecking(true);
    setProblem(null);
    try {
      onAnswered(await checkSampleAnswer(question.id, choice));
    } catch (error) {
      setProblem(
        error instanceof ApiClientError
          ? error.message
          : 'We could not check that answer. Please try again.',
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={promptId}
      aria-describedby={feedbackId}
      aria-busy={checking}
      className="rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-700"
      data-testid="sample-question"
    >
      <div id={promptId} className="font-bold text-slate-900 dark:text-white">
        <span>{number}. </span>
        {prompt ?? question.prompt}
      </div>
      <ul className="mt-3 grid gap-2">
        {question.options.map((option, i) => (
          <li key={i}>
            <button
              type="button"
              className={optionClass(i, answer)}
              aria-disabled={answer !== undefined || checking}
              onClick={() => void choose(i)}
            >
              <span className="flex-1">{option}</span>
              {answer && i === answer.correctIndex && (
                <>
                  <Check className="h-5 w-5 shrink-0" aria-hidden />
                  <span className="sr-only">(the right answer)</span>
                </>
              )}
              {answer && i === answer.choice && !answer.correct && (
                <>
                  <X className="h-5 w-5 shrink-0" aria-hidden />
                  <span className="sr-only">(your answer)</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div id={feedbackId} role="status" className="mt-3 empty:hidden">
        {answer && (
          <p
            className={`rounded-xl px-3 py-2 text-sm ${
              answer.correct
                ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
                : 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100'
            }`}
          >
            <strong>
              {answer.correct
                ? 'Right! '
                : `Not quite: the answer is “${question.options[answer.correctIndex]}”. `}
            </strong>
            {answer.explanation}
          </p>
        )}
        {problem && (
          <p className="text-sm font-semibold text-rose-700 dark:text-rose-300">{problem}</p>
        )}
      </div>
    </div>
  );
}
