import { timerTone } from '@lexora/quiz/connection-rules';

const TONE_CLASS = {
  normal: 'text-indigo-600 dark:text-indigo-300',
  warning: 'text-orange-500 dark:text-orange-400',
  danger: 'text-red-600 dark:text-red-400',
} as const;

/** The 10 s ring: full at the start, orange at 5 s or less, red at 3 s or less (spec 001). */
export function TimerRing({ left, total }: { left: number; total: number }) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  const tone = timerTone(left);
  return (
    <div
      className={`relative h-16 w-16 ${TONE_CLASS[tone]}`}
      data-testid="timer-ring"
      data-tone={tone}
    >
      <svg viewBox="0 0 64 64" className="h-16 w-16 -rotate-90" aria-hidden>
        <circle
          cx="32"
          cy="32"
          r={radius}
          className="stroke-slate-200 dark:stroke-slate-700"
          strokeWidth="6"
          fill="none"
        />
        <circle
          cx="32"
          cy="32"
          r={radius}
          stroke="currentColor"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - left / total)}
          className="transition-[stroke-dashoffset] duration-300 motion-reduce:transition-none"
        />
      </svg>
      <span
        className="absolute inset-0 flex items-center justify-center text-xl font-extrabold"
        aria-hidden
      >
        {left}
      </span>
    </div>
  );
}
