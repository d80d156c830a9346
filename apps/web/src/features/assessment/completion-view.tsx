import { placementName } from '@lexora/assessment';
import type { RoundResult } from '@lexora/contracts';
import { ArrowRight, Target } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { LevelBadge } from '../../components/level-badge';
import { levelChangeSentence, levelLabel } from '../../lib/levels';
import { useProfileQuery } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { GoBackToReading } from './go-back';
import { PractiseNext } from './practise-next';

const ROUND_NUMBER: Record<string, number> = { '/mcq3': 2, '/mcq4': 3 };

/** 'Assessment Complete' with the level as a range, the errors to practise and the way on. */
export function CompletionView({ result }: { result: RoundResult }) {
  const goesOn = result.next !== '/paragraph';
  const percent = Math.round(result.band.probability * 100);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the question the learner was at: start reading it from the top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8">
      <div className="text-center">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold text-slate-900 focus:outline-none dark:text-white"
        >
          Assessment Complete
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-200">
          Your answers are saved. Here is what they show about your reading.
        </p>
      </div>

      <section
        aria-labelledby="level-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <h2
          id="level-title"
          className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white"
        >
          <Target className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden />
          What your answers show
        </h2>
        <p
          className="mt-2 text-2xl font-extrabold text-indigo-700 dark:text-indigo-300"
          data-testid="band"
        >
          {result.band.label}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          About {percent}% likely after the questions so far; more questions make it surer.
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" data-testid="placement">
          Best single estimate: {placementName(result.final_score)}.
        </p>
        <p className="mt-3 text-slate-800 dark:text-slate-100" data-testid="round-score">
          You answered {result.correct} of {result.total} questions correctly
          {result.pointsAwarded > 0 ? ` and earned ${result.pointsAwarded} points` : ''}.
        </p>
        {!goesOn && <ReadingLevelNow result={result} />}
      </section>

      <PractiseNext items={result.practiseNext} summary={result.errorSummary} />

      <div className="flex flex-wrap justify-center gap-3">
        {goesOn && (
          <Link to={result.next} className={buttonClasses('primary', 'lg')}>
            Continue to round {ROUND_NUMBER[result.next]}
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        )}
        <GoBackToReading variant={goesOn ? 'secondary' : 'primary'} />
      </div>
    </div>
  );
}

/**
 * The reading level the finished assessment leaves (ADR 0053), told as every page tells it: the
 * band above is what the answers show, and a level moves one step at a time, so a learner who
 * already had a level may be shown C1 and be moved to B2 (the page said "Your reading level"
 * over the band). Shown once the profile has the change this assessment made.
 */
function ReadingLevelNow({ result }: { result: RoundResult }) {
  const { user } = useSession();
  const profile = useProfileQuery(user?.validKey);
  // The profile is fetched again once the round is complete: "stays" only from that answer.
  const [shownAt] = useState(() => Date.now());
  const reading = profile.data?.levels.reading;
  if (!reading) return null;
  const change = reading.lastChange;
  const thisAssessment =
    change?.evidence === 'assessment' &&
    Math.abs(Date.parse(change.at) - Date.parse(result.completedAt)) < 60_000;
  const refreshed = !profile.isFetching && profile.dataUpdatedAt >= shownAt;
  const sentence =
    thisAssessment && change
      ? levelChangeSentence('reading', change, profile.data?.timeZone)
      : refreshed && reading.code
        ? `Your reading level stays ${levelLabel(reading.code)}.`
        : null;
  if (!sentence) return null;
  return (
    <div className="mt-4 grid justify-items-start gap-1 border-t border-slate-200 pt-4 dark:border-slate-800">
      <LevelBadge kind="reading" code={reading.code} />
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="reading-level-now">
        {sentence}
      </p>
    </div>
  );
}
