import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/button';
import { useSession } from '../../../lib/session/session';
import { CONSENT_TEXT } from './consent-text';
import { useEmotionAvailability } from './emotion-config';
import { useEmotionChoice } from './consent';

export const CAMERA_CHECK_PATH = '/emotion-check';

/**
 * The consent panel: shown until the learner decides (or always, with `always`, e.g. on a
 * settings page). Renders nothing where the deployment has no camera path.
 */
export function EmotionConsent({
  always = false,
  onDecide,
}: {
  always?: boolean;
  onDecide?: (choice: 'on' | 'off') => void;
}) {
  const validKey = useSession().user?.validKey;
  const availability = useEmotionAvailability();
  const { choice, setChoice } = useEmotionChoice(validKey);
  const headingId = useId();
  const { pathname } = useLocation();
  if (availability.state !== 'available' || !validKey) return null;
  if (choice !== null && !always) return null;
  const decide = (next: 'on' | 'off') => {
    setChoice(next);
    onDecide?.(next);
  };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-slate-50"
      >
        <ShieldCheck aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />
        {CONSENT_TEXT.title}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{CONSENT_TEXT.intro}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {CONSENT_TEXT.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {/* Once chosen, the panel says what is in force; it no longer offers what is done. */}
      {choice !== null && (
        <p
          role="status"
          data-testid="emotion-choice"
          className="mt-4 font-semibold text-slate-900 dark:text-slate-50"
        >
          {choice === 'on' ? CONSENT_TEXT.isOn : CONSENT_TEXT.isOff}
        </p>
      )}
      {choice !== 'on' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => decide('on')}>{CONSENT_TEXT.accept}</Button>
          {choice === null && (
            <Button variant="secondary" onClick={() => decide('off')}>
              {CONSENT_TEXT.decline}
            </Button>
          )}
        </div>
      )}
      {choice !== 'on' && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {CONSENT_TEXT.declineHint}
        </p>
      )}
      {!always && (
        <p className="mt-1 text-sm">
          {/* The round is stored on the server, so the learner comes back to the same question. */}
          <Link
            to={CAMERA_CHECK_PATH}
            state={{ backTo: pathname }}
            className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
          >
            {CONSENT_TEXT.tryFirst}
          </Link>
        </p>
      )}
    </section>
  );
}
