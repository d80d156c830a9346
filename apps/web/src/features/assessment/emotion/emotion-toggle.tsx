import { Camera, CameraOff } from 'lucide-react';
import { useSession } from '../../../lib/session/session';
import { useEmotionAvailability } from './emotion-config';
import { useEmotionChoice } from './consent';

/**
 * The one-click switch the question view shows at all times: on and off take effect at once (the
 * camera stops when it goes off). Renders nothing where the deployment has no camera path.
 */
export function EmotionToggle({ className = '' }: { className?: string }) {
  const validKey = useSession().user?.validKey;
  const availability = useEmotionAvailability();
  const { choice, setChoice } = useEmotionChoice(validKey);
  if (availability.state !== 'available' || !validKey) return null;
  const on = choice === 'on';
  const Icon = on ? Camera : CameraOff;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setChoice(on ? 'off' : 'on')}
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
        on
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600'
      } ${className}`}
    >
      <Icon aria-hidden className="size-4" />
      Emotion reading
      <span
        aria-hidden
        className={`relative h-5 w-9 rounded-full transition-colors ${
          on ? 'bg-emerald-600' : 'bg-slate-300 dark:bg-slate-600'
        }`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${
            on ? 'left-4.5' : 'left-0.5'
          }`}
        />
      </span>
      <span className="sr-only">{on ? '(camera on)' : '(camera off)'}</span>
    </button>
  );
}
