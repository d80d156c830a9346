import { MIN_MODAL_CHARACTERS } from '@lexora/contracts/vocabulary-limits';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { canAnalyse, type AssessmentAction, type AssessmentState } from './assessment-state';
import { introSlides } from './intro-slides';
import { AnalysisProblems, SENTENCE_TIP, TextEditor } from './text-editor';

type Dispatch = (action: AssessmentAction) => void;

export function IntroStep({ slide, dispatch }: { slide: number; dispatch: Dispatch }) {
  const current = introSlides[slide]!;
  const last = slide === introSlides.length - 1;
  return (
    <div className="flex flex-col items-center text-center" data-testid="assessment-intro">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
        Step {slide + 1} of {introSlides.length}
      </p>
      <span className="mt-4 inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200">
        <current.icon className="h-8 w-8" aria-hidden />
      </span>
      <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{current.title}</h3>
      <p className="mt-2 max-w-md text-slate-700 dark:text-slate-200">{current.body}</p>
      <div className="mt-6 flex gap-2" aria-hidden>
        {introSlides.map((s, i) => (
          <span
            key={s.title}
            className={`h-2 rounded-full transition-all ${i === slide ? 'w-6 bg-indigo-600 dark:bg-indigo-400' : 'w-2 bg-slate-300 dark:bg-slate-600'}`}
          />
        ))}
      </div>
      <div className="mt-6 flex w-full justify-between gap-3">
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'back' })}
          disabled={slide === 0}
        >
          Back
        </Button>
        <Button onClick={() => dispatch({ type: 'next' })}>
          {last ? 'Start Assessment' : 'Next'}
        </Button>
      </div>
    </div>
  );
}

export function InputStep({
  state,
  dispatch,
  onAnalyse,
}: {
  state: AssessmentState;
  dispatch: Dispatch;
  onAnalyse(): void;
}) {
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canAnalyse(state.text, MIN_MODAL_CHARACTERS)) onAnalyse();
      }}
    >
      <TextEditor
        label="Write your text"
        value={state.text}
        onChange={(text) => dispatch({ type: 'edit', text })}
        autoFocus
      />
      <p className="rounded-xl bg-indigo-50 p-3 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
        {SENTENCE_TIP}
      </p>
      <AnalysisProblems issues={state.issues} error={state.error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => dispatch({ type: 'backToInstructions' })}>
          Back to Instructions
        </Button>
        <Button type="submit" disabled={!canAnalyse(state.text, MIN_MODAL_CHARACTERS)}>
          Analyse My Text
        </Button>
      </div>
    </form>
  );
}

export function ProcessingStep() {
  return (
    <div
      className="flex flex-col items-center gap-4 py-12 text-center"
      data-testid="assessment-processing"
    >
      <span className="scale-150">
        <Spinner label="Analysing" />
      </span>
      <h3 className="text-xl font-bold text-slate-900 dark:text-white">
        Analysing Your Vocabulary
      </h3>
      <p className="text-slate-600 dark:text-slate-300">
        Rating every word and sentence of your text…
      </p>
    </div>
  );
}
