import { EMOTION_TYPES, type EmotionType } from '@lexora/assessment';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { captureIntervalMs } from './capture';
import { useEmotionAvailability } from './emotion-config';
import { EmotionConsent } from './emotion-consent';
import { EmotionPreview } from './emotion-preview';
import { EmotionToggle } from './emotion-toggle';
import { useEmotionReading } from './use-emotion-reading';

const TYPE_NAMES: Record<EmotionType, string> = {
  HAPPY: 'Happy',
  SAD: 'Sad',
  ANGRY: 'Angry',
  CONFUSED: 'Confused',
  DISGUSTED: 'Disgusted',
  SURPRISED: 'Surprised',
  CALM: 'Calm',
  FEAR: 'Afraid',
};

/** The assessment page the learner came from (the consent panel's link), if that is where. */
function assessmentPageOf(state: unknown): string | null {
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  return typeof backTo === 'string' && /^\/mcq[234]?$/.test(backTo) ? backTo : null;
}

/**
 * /emotion-check: the learner tries the camera path before an assessment and sees what it reads
 * (the assessment itself keeps these readings to itself). `?round=2` looks every 5 s instead of 2.
 */
export function EmotionCheckPage() {
  const [params] = useSearchParams();
  const backTo = assessmentPageOf(useLocation().state);
  const round = Math.max(1, Number.parseInt(params.get('round') ?? '1', 10) || 1);
  const availability = useEmotionAvailability();
  const reading = useEmotionReading({ round, questionId: 'check', enabled: true });
  const latest = reading.entries.at(-1);
  const seconds = captureIntervalMs(round) / 1000;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {backTo && (
        <Link
          to={backTo}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to the assessment
        </Link>
      )}
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">Camera check</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Try emotion reading before a reading assessment and see what it reads. Everything happens in
        this browser; no picture is sent or stored.
      </p>
      {availability.state === 'off' && (
        <p className="mt-6 rounded-xl bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          Emotion reading is not offered on this Lexora. In the assessment you can tap how you feel
          after each question instead.
        </p>
      )}
      {availability.state === 'available' && (
        <div className="mt-6 space-y-6">
          <EmotionConsent always />
          <div className="flex flex-wrap items-start gap-6">
            <div className="space-y-3">
              <EmotionToggle />
              <EmotionPreview reading={reading} />
            </div>
            {reading.active && (
              <section aria-labelledby="latest-reading" className="min-w-56 flex-1">
                <h2
                  id="latest-reading"
                  className="text-lg font-bold text-slate-900 dark:text-slate-50"
                >
                  What the camera reads
                </h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  A look every {seconds} seconds. Looks so far: {reading.diagnostics.frames}.
                </p>
                {latest ? (
                  <ul className="mt-3 space-y-1 text-slate-800 dark:text-slate-200">
                    {latest.emotions.slice(0, 3).map((e) => (
                      <li key={e.Type}>
                        {TYPE_NAMES[e.Type]}: {Math.round(e.Confidence)}%
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-slate-800 dark:text-slate-200" aria-live="polite">
                    {reading.diagnostics.frames
                      ? 'No face seen yet: face the camera in good light.'
                      : 'Starting the camera...'}
                  </p>
                )}
                <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
                  It can read {EMOTION_TYPES.length - 1} expressions; confusion has no facial
                  expression, so the camera never reports it.
                </p>
              </section>
            )}
          </div>
        </div>
      )}
    </main>
  );
}
