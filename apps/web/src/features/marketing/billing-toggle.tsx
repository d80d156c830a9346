import { useRef, type KeyboardEvent } from 'react';
import type { Billing } from './pricing-plans';

const options: { value: Billing; label: string; badge?: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly', badge: 'Save 20%' },
];

const optionClass = (checked: boolean) =>
  `relative inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
    checked
      ? 'bg-indigo-600 text-white shadow'
      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`;

/** The Monthly/Yearly switch: a radiogroup with roving focus, arrows move the choice (WAI-ARIA APG). */
export function BillingToggle({
  billing,
  onChange,
}: {
  billing: Billing;
  onChange(billing: Billing): void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    onChange(options[next]!.value);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="mt-8 inline-flex gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      {options.map((option, index) => {
        const checked = option.value === billing;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={optionClass(checked)}
          >
            {option.label}
            {option.badge && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
                {option.badge}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
