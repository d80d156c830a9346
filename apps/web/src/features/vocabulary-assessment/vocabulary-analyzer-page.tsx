import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useVocabularyAssessment } from '../../components/vocabulary-assessment-context';
import { AssessmentFlow } from './assessment-flow';

/** /vocabulary-analyzer: the same assessment flow as the modal, as a page of its own. */
export function VocabularyAnalyzerPage() {
  const { openAssessment } = useVocabularyAssessment();
  const [params, setParams] = useSearchParams();

  // ?assessment=1 opens the modal (links from elsewhere, e.g. the dashboard or a tour).
  useEffect(() => {
    if (params.get('assessment') !== '1') return;
    openAssessment();
    setParams({}, { replace: true });
  }, [params, setParams, openAssessment]);

  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">
        Vocabulary Level Predictor
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Write a text in English and see its CEFR level, the level of every word and how to reach the
        next level. Your level is saved on your profile.
      </p>
      <section
        aria-labelledby="analyser-heading"
        className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-950 dark:ring-slate-800"
      >
        {/* The flow's steps are h3 (h2 is the modal's title): the page gives them their h2. */}
        <h2 id="analyser-heading" className="sr-only">
          Vocabulary level assessment
        </h2>
        <AssessmentFlow />
      </section>
    </main>
  );
}
