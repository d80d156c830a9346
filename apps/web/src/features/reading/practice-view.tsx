import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { topics } from '../../lib/topics';
import { PassageText } from './passage-text';
import { isLastParagraph, unansweredCount, type PracticeState } from './practice-state';
import { QuestionCard } from './question-card';

const topicName = (id: string) => topics.find((t) => t.id === id)?.name ?? id;

/** Reading passage practice (spec 001): one paragraph at a time, Submit on the last one. */
export function PracticeView({
  state,
  label,
  submitting,
  onGo,
  onChoose,
  onSubmit,
  onCancel,
}: {
  state: PracticeState;
  label: string;
  submitting: boolean;
  onGo: (index: number) => void;
  onChoose: (questionId: string, option: number) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const passage = state.passages[state.index]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const left = unansweredCount(state);
  const last = isLastParagraph(state);

  // A new paragraph: start reading at its title.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [state.index]);

  return (
    <section
      aria-labelledby="passage-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-semibold text-indigo-700 dark:text-indigo-300">
          Reading Practice: {label}
        </p>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Back to Menu
        </Button>
      </div>
      <h2
        id="passage-title"
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-2xl font-extrabold focus:outline-none"
      >
        {passage.title}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <span data-testid="paragraph-position">
          Paragraph {state.index + 1} of {state.passages.length}
        </span>
        <span aria-hidden>·</span>
        <span>
          {topicName(passage.topic)}, level {passage.level}
        </span>
      </p>
      <div className="mt-4">
        <PassageText text={passage.text} />
      </div>
      <div className="mt-5 grid gap-4">
        {passage.questions.map((question, i) => (
          <QuestionCard
            key={question.id}
            number={i + 1}
            question={question}
            selected={state.selected[question.id]}
            onChoose={(option) => onChoose(question.id, option)}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          disabled={state.index === 0}
          onClick={() => onGo(state.index - 1)}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
          Previous
        </Button>
        {last && (
          <div className="flex flex-wrap items-center gap-3">
            <p
              id="submit-hint"
              className="text-sm text-slate-600 dark:text-slate-300"
              aria-live="polite"
            >
              {left === 0
                ? 'All questions answered.'
                : `${left} ${left === 1 ? 'question' : 'questions'} left to answer.`}
            </p>
            <Button
              onClick={onSubmit}
              disabled={left > 0 || submitting}
              aria-describedby="submit-hint"
            >
              <Send className="h-4 w-4" aria-hidden />
              {submitting ? 'Checking…' : 'Submit Answers'}
            </Button>
          </div>
        )}
        <Button variant="secondary" disabled={last} onClick={() => onGo(state.index + 1)}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
