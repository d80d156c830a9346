import type { Prediction } from '@lexora/contracts';
import type { ReactNode } from 'react';
import { HighlightedText } from './highlighted-text';
import { LevelDistribution } from './level-distribution';
import { LevelLegend } from './level-legend';
import { levelStyles } from './level-styles';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** The result screen shared by the assessment modal and the /vocabulary-analyzer page. */
export function AnalysisResult({ result, status }: { result: Prediction; status?: ReactNode }) {
  return (
    <div className="space-y-6" data-testid="analysis-result">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <div
          className={`flex h-24 w-24 shrink-0 flex-col items-center justify-center rounded-2xl ring-2 ${levelStyles[result.level].badge}`}
        >
          <span className="text-xs font-semibold tracking-wide uppercase">Level</span>
          <span className="text-4xl font-extrabold" data-testid="result-level">
            {result.level}
          </span>
        </div>
        <div className="w-full text-center sm:text-left">
          {/* The text's level; the learner's vocabulary level moves one step at a time (ADR 0053). */}
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="result-label">
            The level of this text
          </p>
          <p
            className="text-2xl font-bold text-slate-900 dark:text-white"
            data-testid="result-title"
          >
            {result.levelTitle}
          </p>
          <dl className="mt-3 grid grid-cols-3 gap-2">
            <Stat label="Words" value={result.wordCount} />
            <Stat label="Unique words" value={result.uniqueWords} />
            <Stat label="Score" value={result.score} />
          </dl>
        </div>
      </div>
      {status}
      <LevelDistribution scores={result.scores} />
      <section aria-labelledby="feedback-heading">
        <h3 id="feedback-heading" className="text-base font-bold text-slate-900 dark:text-white">
          Feedback
        </h3>
        <p
          className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-200"
          data-testid="result-feedback"
        >
          {result.feedback}
        </p>
      </section>
      <HighlightedText text={result.text} tokens={result.tokens} />
      <LevelLegend />
    </div>
  );
}
