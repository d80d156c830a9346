import { useEffect, useReducer, useRef } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { assessmentReducer, initialAssessment } from './assessment-state';
import { InputStep, IntroStep, ProcessingStep } from './assessment-steps';
import { AnalysisResult } from './results/analysis-result';
import type { SavedVocabularyLevel } from '@lexora/contracts';
import { levelChangeSentence } from '../../lib/levels';
import { useLevelSaver, type SaveStatus } from './use-level-saver';
import { describeFailure, vocabularyApi } from './vocabulary-api';

function SaveNote({ status, saved }: { status: SaveStatus; saved: SavedVocabularyLevel | null }) {
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
        Your level has been saved to your profile.{' '}
        {saved?.change
          ? levelChangeSentence('vocabulary', saved.change)
          : saved && `Your vocabulary level stays ${saved.level}.`}
      </p>
    );
  }
  return null;
}

/**
 * The vocabulary level assessment (spec 000 sections 2 and 4): intro, text, analysis, results,
 * with Start Over and Try Again. One flow for both hosts, the modal and /vocabulary-analyzer.
 * The level is saved as soon as a result arrives; the result stays until the learner leaves.
 * Leaving with a result that is not saved (nor being saved) saves it.
 */
export function AssessmentFlow() {
  const [state, dispatch] = useReducer(assessmentReducer, initialAssessment);
  const { save, status, saved } = useLevelSaver();

  // A new mode replaces the button that had focus; move focus to the new content (the input
  // mode focuses its textarea itself). The first mode keeps the host's own initial focus.
  const body = useRef<HTMLDivElement>(null);
  const shownMode = useRef(state.mode);
  useEffect(() => {
    if (shownMode.current === state.mode) return;
    shownMode.current = state.mode;
    if (state.mode !== 'input') body.current?.focus();
  }, [state.mode]);

  // Closed while processing: the late result is neither shown nor saved. Closed with a result:
  // it is saved unless it is saved or being saved already.
  const alive = useRef(true);
  const latest = useRef({ save, result: state.result });
  useEffect(() => {
    latest.current = { save, result: state.result };
  });
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      const { save: saveLatest, result } = latest.current;
      if (result) void saveLatest(result.analysisId);
    };
  }, []);

  const analyse = async () => {
    dispatch({ type: 'analyse' });
    try {
      const result = await vocabularyApi.analyse(state.text);
      if (!alive.current) return;
      dispatch({ type: 'analysed', result });
      void save(result.analysisId);
    } catch (err) {
      const failure = describeFailure(err);
      dispatch(
        failure.kind === 'rejected'
          ? { type: 'rejected', issues: failure.issues }
          : { type: 'failed', error: failure.error },
      );
    }
  };

  return (
    <div ref={body} tabIndex={-1} className="focus:outline-none">
      {state.mode === 'intro' && <IntroStep slide={state.slide} dispatch={dispatch} />}
      {state.mode === 'input' && (
        <InputStep state={state} dispatch={dispatch} onAnalyse={() => void analyse()} />
      )}
      {state.mode === 'processing' && <ProcessingStep />}
      {state.mode === 'results' && state.result && (
        <div className="space-y-6">
          <AnalysisResult
            result={state.result}
            status={<SaveNote status={status} saved={saved} />}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={() => dispatch({ type: 'startOver' })}>
              Start Over
            </Button>
            <Button onClick={() => dispatch({ type: 'tryAgain' })}>Try Again</Button>
          </div>
        </div>
      )}
    </div>
  );
}
