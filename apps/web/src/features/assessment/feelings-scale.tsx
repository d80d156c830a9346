import { SELF_REPORT_OPTIONS, type SelfReportId } from '@lexora/assessment';
import {
  Annoyed,
  FaceSlightlyFrowning,
  Frown,
  Laugh,
  Meh,
  Smile,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<SelfReportId, LucideIcon> = {
  happy: Laugh,
  fine: Smile,
  confused: Meh,
  worried: FaceSlightlyFrowning,
  annoyed: Annoyed,
  sad: Frown,
};

/**
 * The optional self-report after a question (works without a camera): six SVG faces with
 * their words. One tap per question; tapping the chosen face again clears it.
 */
export function FeelingsScale({
  chosen,
  onChoose,
}: {
  chosen: SelfReportId | null;
  onChoose: (id: SelfReportId | null) => void;
}) {
  return (
    <fieldset className="rounded-2xl p-3 ring-1 ring-slate-200 dark:ring-slate-700">
      {/* Floated, the legend sits inside the box instead of on its ring. */}
      <legend className="float-left mb-1 w-full text-sm font-semibold text-slate-700 dark:text-slate-200">
        How do you feel about this question? (optional)
      </legend>
      <div className="clear-both flex flex-wrap gap-2">
        {SELF_REPORT_OPTIONS.map((option) => {
          const Icon = ICONS[option.id];
          const on = chosen === option.id;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={on}
              onClick={() => onChoose(on ? null : option.id)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 motion-reduce:transition-none ${
                on
                  ? 'bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-400'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700'
              }`}
            >
              <Icon className="h-5 w-5" aria-hidden />
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
