import type { PracticeQuestion } from '@lexora/contracts';

/** One question with radio-like options (native radios: arrow keys move between them). */
export function QuestionCard({
  number,
  question,
  selected,
  onChoose,
}: {
  number: number;
  question: PracticeQuestion;
  selected: number | undefined;
  onChoose: (option: number) => void;
}) {
  return (
    <fieldset className="rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-700">
      {/* Floated, the legend sits inside the box instead of on its ring (a two-line question
          was crossed by it on a phone). */}
      <legend className="float-left mb-2 w-full font-bold text-slate-900 dark:text-white">
        {number}. {question.question}
      </legend>
      <div className="clear-both grid gap-2">
        {question.options.map((option, i) => (
          <label
            key={i}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-300 transition-colors hover:bg-indigo-50 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 motion-reduce:transition-none dark:ring-slate-600 dark:hover:bg-slate-800 dark:has-[:checked]:bg-indigo-950 dark:has-[:checked]:ring-indigo-400"
          >
            <input
              type="radio"
              name={question.id}
              value={i}
              checked={selected === i}
              onChange={() => onChoose(i)}
              className="h-4 w-4 accent-indigo-600"
            />
            <span className="text-slate-800 dark:text-slate-100">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
