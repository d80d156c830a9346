import { LEARNING_STYLES, type LearningStyle } from './assistant-api';

/**
 * The three learning styles as radio cards: one list for the assistant's own settings view and
 * the settings page, so the two never drift apart. `columns` lays them side by side from `sm` up.
 */
export function LearningStyleChoices({
  name,
  value,
  onChoose,
  disabled = false,
  columns = false,
}: {
  name: string;
  value: LearningStyle | undefined;
  onChoose: (style: LearningStyle) => void;
  disabled?: boolean;
  columns?: boolean;
}) {
  return (
    <div className={`mt-2 grid gap-2 ${columns ? 'sm:grid-cols-3' : ''}`}>
      {LEARNING_STYLES.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-300 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 dark:bg-slate-900 dark:ring-slate-600 dark:has-[:checked]:bg-indigo-950"
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            disabled={disabled}
            onChange={() => onChoose(option.id)}
            className="mt-1 accent-indigo-600"
          />
          <span>
            <span className="block font-semibold">{option.label}</span>
            <span className="block text-sm text-slate-700 dark:text-slate-300">{option.hint}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
