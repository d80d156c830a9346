import type { SelfReportId } from '@lexora/assessment';
import type { AssessmentRound, EmotionHistoryEntryInput } from '@lexora/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { PassageText } from '../reading/passage-text';
import { EmotionReadingSlot } from './emotion-slot';
import { FeelingsScale } from './feelings-scale';
import { nextLabel, questionProgress, roundTitle } from './round-state';

/** One question of a round: passage, question, 3 option buttons, feelings, Next. */
export function QuestionView({
  round,
  index,
  selected,
  feeling,
  busy,
  onChoose,
  onFeeling,
  onEmotionEntries,
  onNext,
}: {
  round: AssessmentRound;
  index: number;
  selected: number | null;
  feeling: SelfReportId | null;
  busy: boolean;
  onChoose: (option: number) => void;
  onFeeling: (feeling: SelfReportId | null) => void;
  onEmotionEntries: (entries: EmotionHistoryEntryInput[]) => void;
  onNext: () => void;
}) {
  const question = round.questions[index]!;
  const count = round.questions.length;
  const progress = questionProgress(index, count);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new question moves the focus to its heading, so a screen reader starts there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6">
      <div>
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          {roundTitle(round)}
        </p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-extrabold text-slate-900 focus:outline-none dark:text-white"
        >
          {progress.label}
        </h1>
        <div
          role="progressbar"
          aria-label="Questions answered"
          aria-valuemin={0}
          aria-valuemax={count}
          aria-valuenow={index}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-indigo-600 transition-all motion-reduce:transition-none dark:bg-indigo-400"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
      </div>

      <EmotionReadingSlot round={round} questionIndex={index} onEntries={onEmotionEntries} />

      <section aria-labelledby="passage-title" className="grid gap-2">
        <h2 id="passage-title" className="text-lg font-bold text-slate-900 dark:text-white">
          Reading Passage
        </h2>
        <PassageText text={round.passage.text} />
      </section>

      <section aria-labelledby="question-text" className="grid gap-3">
        <h2 id="question-text" className="text-lg font-bold text-slate-900 dark:text-white">
          {question.question}
        </h2>
        <div role="group" aria-labelledby="question-text" className="grid gap-2">
          {question.options.map((option, i) => {
            const on = selected === i;
            return (
              <button
                key={`${question.id}-${i}`}
                type="button"
                aria-pressed={on}
                onClick={() => onChoose(i)}
                className={`min-h-12 rounded-xl px-4 py-3 text-left font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 motion-reduce:transition-none ${
                  on
                    ? 'bg-indigo-50 text-indigo-950 ring-2 ring-indigo-600 dark:bg-indigo-950 dark:text-white dark:ring-indigo-400'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-indigo-50 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800'
                }`}
              >
                {option}
              </button>
            );
          })}
        </div>
      </section>

      <FeelingsScale chosen={feeling} onChoose={onFeeling} />

      <div className="flex justify-end">
        <Button size="lg" disabled={selected === null || busy} onClick={onNext}>
          {nextLabel(index, count)}
        </Button>
      </div>
    </div>
  );
}
