import type { PronunciationCheckResult } from '@lexora/contracts';
import { PRONUNCIATION_POINTS } from '@lexora/contracts/pronunciation-limits';
import { phonemeTip } from '@lexora/content';
import { useEffect, useRef } from 'react';
import { heardLine, verdictHeading } from './coach-verdict';
import { SoundChips } from './sound-chips';
import { describeSound, inLearnerTerms, ipaOf } from './sound-names';

export function confidenceLabel(confidence: number): string {
  if (confidence >= 0.75) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}

const toneClasses = {
  correct:
    'bg-emerald-50 ring-emerald-200 text-emerald-950 dark:bg-emerald-950/40 dark:ring-emerald-800 dark:text-emerald-50',
  other:
    'bg-amber-50 ring-amber-200 text-amber-950 dark:bg-amber-950/40 dark:ring-amber-800 dark:text-amber-50',
};

function PhonemeRow({ label, phonemes }: { label: string; phonemes: string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <dt className="w-full text-sm font-semibold sm:w-36">{label}</dt>
      <dd>
        <SoundChips codes={phonemes} />
      </dd>
    </div>
  );
}

/** The result panel (spec 001 section 2): verdict, marked word, phonemes, distance, points. */
export function CoachResult({
  result,
  signedIn,
}: {
  result: PronunciationCheckResult;
  signedIn: boolean;
}) {
  const correct = result.result === 'correct';
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // Bring the new result to the learner (below the fold on phones) and to screen readers.
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [result]);
  const tips = result.missed_phonemes
    .map((code) => ({ code, tip: phonemeTip(code) }))
    .filter((t) => t.tip !== undefined)
    .slice(0, 3);
  return (
    <section
      ref={section}
      aria-labelledby="coach-result-title"
      data-testid="coach-result"
      data-result={result.result}
      className={`scroll-mt-24 rounded-2xl p-5 ring-1 ${correct ? toneClasses.correct : toneClasses.other}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id="coach-result-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {verdictHeading(result)}
        </h2>
        {correct && (
          <p
            data-testid="coach-points"
            className="rounded-full bg-emerald-700 px-3 py-1 text-sm font-bold text-white dark:bg-emerald-400 dark:text-emerald-950"
          >
            +{PRONUNCIATION_POINTS} Points
          </p>
        )}
      </div>
      <p className="mt-1" data-testid="coach-heard">
        {heardLine(result)}
      </p>
      {correct && !signedIn && (
        <p className="mt-1 text-sm">Sign in to keep your points and stats.</p>
      )}

      <p className="mt-4 text-3xl font-extrabold tracking-wide" data-testid="coach-marked-word">
        {result.highlighted_word.map((part, i) =>
          part.suspect ? (
            <mark
              key={i}
              className="rounded bg-rose-200 px-0.5 text-rose-950 underline decoration-rose-600 decoration-wavy underline-offset-4 dark:bg-rose-800 dark:text-white"
            >
              {part.text}
              <span className="sr-only"> (check this sound)</span>
            </mark>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>

      <dl className="mt-4 flex flex-col gap-2">
        <PhonemeRow label="Expected sounds" phonemes={result['Expected Phonemes']} />
        <PhonemeRow label="What we heard" phonemes={result['Transcribed Phonemes']} />
      </dl>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="font-semibold">Distance:</dt>
          <dd data-testid="coach-distance">{result.distance.toFixed(1)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="font-semibold">How sure we are:</dt>
          <dd>{confidenceLabel(result.confidence)}</dd>
        </div>
      </dl>

      {tips.length > 0 && (
        <div className="mt-4" data-testid="coach-sound-tips">
          <h3 className="font-semibold">How to make the sound</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {tips.map(({ code, tip }) => (
              <li key={code} className="rounded-xl bg-white/70 p-3 dark:bg-slate-900/60">
                <span className="font-bold">
                  {ipaOf(code)} {describeSound(code)}:
                </span>{' '}
                <span className="text-sm">{inLearnerTerms(tip?.tip ?? '')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
