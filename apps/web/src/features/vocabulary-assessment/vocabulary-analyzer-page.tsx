import type { Prediction } from '@lexora/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useVocabularyAssessment } from '../../components/vocabulary-assessment-context';
import { AnalysisResult } from './results/analysis-result';
import { AnalysisProblems, SENTENCE_TIP, TextEditor } from './text-editor';
import { describeFailure, vocabularyApi } from './vocabulary-api';

/** /vocabulary-analyzer: the full-page predictor on /api/v1/predict (spec 000 call 5). */
export function VocabularyAnalyzerPage() {
  const { openAssessment } = useVocabularyAssessment();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Prediction | null>(null);

  // ?assessment=1 opens the modal (links from elsewhere, e.g. the dashboard or a tour).
  useEffect(() => {
    if (params.get('assessment') !== '1') return;
    openAssessment();
    setParams({}, { replace: true });
  }, [params, setParams, openAssessment]);

  const edit = (next: string) => {
    setText(next);
    setIssues([]);
    setError(null);
  };

  const analyse = async () => {
    if (text.trim().length === 0) return; // Spec: empty input does nothing.
    setBusy(true);
    try {
      setResult(await vocabularyApi.predict(text));
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.kind === 'rejected') setIssues(failure.issues);
      else setError(failure.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">
            Vocabulary Level Predictor
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
            Write a text in English and see its CEFR level, the level of every word and how to reach
            the next level.
          </p>
        </div>
        <Button variant="secondary" onClick={openAssessment} className="shrink-0 whitespace-nowrap">
          Take the assessment
        </Button>
      </div>

      <form
        className="mt-8 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
        onSubmit={(e) => {
          e.preventDefault();
          void analyse();
        }}
      >
        <TextEditor label="Your text" value={text} onChange={edit} />
        <p className="text-sm text-slate-600 dark:text-slate-300">{SENTENCE_TIP}</p>
        <AnalysisProblems issues={issues} error={error} />
        <div className="flex items-center justify-end gap-3">
          {busy && <Spinner label="Analyzing" />}
          <Button type="submit" disabled={busy || text.trim().length === 0}>
            {busy ? 'Analyzing…' : 'Analyze My Text'}
          </Button>
        </div>
      </form>

      {result && (
        <section
          aria-labelledby="analysis-result-heading"
          className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-950 dark:ring-slate-800"
        >
          <h2 id="analysis-result-heading" className="sr-only">
            Analysis result
          </h2>
          <AnalysisResult result={result} />
        </section>
      )}
    </main>
  );
}
