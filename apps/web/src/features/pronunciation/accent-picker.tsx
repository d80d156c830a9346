import { useState } from 'react';
import { safeStorage } from '../../lib/storage';
import {
  COACH_ACCENT_KEY,
  COACH_ACCENTS,
  parseCoachAccent,
  type CoachAccent,
} from './coach-accent';

/** US or UK: the voice the coach speaks words in. Both accents count as correct when checked. */
export function AccentPicker() {
  const [accent, setAccent] = useState<CoachAccent>(() =>
    parseCoachAccent(safeStorage.get(COACH_ACCENT_KEY)),
  );
  const choose = (next: CoachAccent) => {
    setAccent(next);
    safeStorage.set(COACH_ACCENT_KEY, next);
  };
  return (
    <fieldset className="mt-3 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
      <legend className="float-left mr-1">Coach voice</legend>
      {COACH_ACCENTS.map(({ id, label }) => (
        <label
          key={id}
          className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 font-normal has-[:checked]:border-rose-600 has-[:checked]:bg-rose-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500 dark:border-slate-600 dark:has-[:checked]:border-rose-400 dark:has-[:checked]:bg-rose-950"
        >
          <input
            type="radio"
            name="coach-accent"
            value={id}
            checked={accent === id}
            onChange={() => choose(id)}
            className="accent-rose-600"
          />
          {label}
          <span className="sr-only"> English</span>
        </label>
      ))}
    </fieldset>
  );
}
