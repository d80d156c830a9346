import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { assessmentReducer, initialAssessment } from './assessment-state';
import { InputStep, IntroStep, ProcessingStep } from './assessment-steps';
import { AnalysisResult } from './results/analysis-result';
import { useLevelSaver, type SaveStatus } from './use-level-saver';
import { describeFailure, vocabularyApi } from './vocabulary-api';

/** Spec 000 section 9: the modal closes 1 s after the level has been saved. */
export const CLOSE_AFTER_SAVE_MS = 1000;

function SaveNote({ status }: { status: SaveStatus }) {
  if (status === 'saving') {
    return (
      <p
        className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
        role="status"
      >
        <Spinner label="Saving" /> Saving your level...
      </p>
    );
  }
  if (status === 'saved') {
    return (
      <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-300" role="status">
        Your level has been saved to your profile.
      </p>
    );
  }
  return null;
}

function AssessmentContent({ onClose }: { onClose(): void }) {
  const [state, dispatch] = useReducer(assessmentReducer, initialAssessment);
  const { save, status } = useLevelSaver();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resultRef = useRef(state.result);
  resultRef.current = state.result;

  // A new mode replaces the button that had focus; move focus to the new content (the input
  // mode focuses its textarea itself). The first mode keeps the dialog's own initial focus.
  const body = useRef<HTMLDivElement>(null);
  const shownMode = useRef(state.mode);
  useEffect(() => {
    if (shownMode.current === state.mode) return;
    shownMode.current = state.mode;
    if (state.mode !== 'input') body.current?.focus();
  }, [state.mode]);

  // Closed while processing: the late result is neither shown nor saved.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  const analyse = async () => {
    dispatch({ type: 'analyse' });
    try {
      const result = await vocabularyApi.analyse(state.text);
      if (!alive.current) return;
      dispatch({ type: 'analysed', result });
      if (await save(result.analysisId)) {
        closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
      }
    } catch (err) {
      const failure = describeFailure(err);
      dispatch(
        failure.kind === 'rejected'
          ? { type: 'rejected', issues: failure.issues }
          : { type: 'failed', error: failure.error },
      );
    }
  };

  // Closing with a result saves it, unless it is saved or being saved already.
  const closeAndSave = useCallback(() => {
    const result = resultRef.current;
    if (result) void save(result.analysisId);
    onClose();
  }, [save, onClose]);

  return (
    <Dialog.Content
      onEscapeKeyDown={(e) => {
        e.preventDefault();
        closeAndSave();
      }}
      onPointerDownOutside={(e) => e.preventDefault()}
      aria-describedby={undefined}
      className="fixed top-1/2 left-1/2 z-[60] max-h-[92vh] w-[calc(100vw-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 focus:outline-none sm:p-8 dark:bg-slate-950 dark:ring-slate-700"
    >
      <div className="mb-5 flex items-start justify-between gap-4">
        <Dialog.Title className="text-2xl font-extrabold text-slate-900 dark:text-white">
          Vocabulary Level Assessment
        </Dialog.Title>
        <button
          type="button"
          onClick={closeAndSave}
          aria-label="Close"
          className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div ref={body} tabIndex={-1} className="focus:outline-none">
        {state.mode === 'intro' && <IntroStep slide={state.slide} dispatch={dispatch} />}
        {state.mode === 'input' && (
          <InputStep state={state} dispatch={dispatch} onAnalyse={() => void analyse()} />
        )}
        {state.mode === 'processing' && <ProcessingStep />}
        {state.mode === 'results' && state.result && (
          <div className="space-y-6">
            <AnalysisResult result={state.result} status={<SaveNote status={status} />} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="secondary" onClick={() => dispatch({ type: 'startOver' })}>
                Start Over
              </Button>
              <Button onClick={() => dispatch({ type: 'tryAgain' })}>Try Again</Button>
            </div>
          </div>
        )}
      </div>
    </Dialog.Content>
  );
}

/** The 'Vocabulary Level Assessment' modal (spec 000 section 2); a new session each opening. */
export function AssessmentModal({
  open,
  session,
  onOpenChange,
}: {
  open: boolean;
  /** Changes on every opening, so each one starts at the first slide. */
  session: number;
  onOpenChange(open: boolean): void;
}) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        {open && <AssessmentContent key={session} onClose={close} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
