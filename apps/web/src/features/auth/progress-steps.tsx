import { Check } from 'lucide-react';
/** The spec's step indicator (Start, Verifying, Success / Start, Account, Profile, Complete). */
export function ProgressSteps({
  label,
  steps,
  current,
}: {
  label: string;
  steps: string[];
  current: number;
}) {
  return (
    <ol aria-label={label} className="flex items-center gap-1" data-testid={`${label}-steps`}>
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step}
            className="flex flex-1 flex-col items-center gap-1"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold transition-colors ${
                done
                  ? 'bg-emerald-500 text-white'
                  : active
                    ? 'bg-indigo-600 text-white ring-4 ring-indigo-200 dark:ring-indigo-900'
                    : 'bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-300'
              }`}
            >
              {done ? <Check className="h-4 w-4" aria-hidden /> : index + 1}
            </span>
            <span
              className={`text-xs ${active ? 'font-semibold text-indigo-700 dark:text-indigo-300' : 'text-slate-600 dark:text-slate-400'}`}
            >
              {step}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
