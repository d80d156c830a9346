import { Volume2 } from 'lucide-react';
import { PRACTICE_WORDS_PER_SOUND } from '@lexora/contracts/pronunciation-limits';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import type { CoachTotals } from './coach-session';
import { describeSound, ipaOf } from './sound-names';
import { speakWord } from './speak';

const card =
  'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';

/** Your Stats (spec 001 section 2): Correct, Practice and Accuracy. */
export function CoachStats({ totals, signedIn }: { totals: CoachTotals; signedIn: boolean }) {
  const items = [
    { label: 'Correct', value: String(totals.correct), testId: 'stat-correct' },
    { label: 'Practice', value: String(totals.practice), testId: 'stat-practice' },
    { label: 'Accuracy', value: `${totals.accuracy}%`, testId: 'stat-accuracy' },
  ];
  return (
    <section aria-labelledby="coach-stats-title" className={card}>
      <h2 id="coach-stats-title" className="font-bold text-slate-900 dark:text-white">
        Your Stats
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-slate-50 p-2 dark:bg-slate-800">
            <dt className="text-xs font-semibold text-slate-600 dark:text-slate-300">
              {item.label}
            </dt>
            <dd
              data-testid={item.testId}
              className="text-2xl font-extrabold text-slate-900 dark:text-white"
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {signedIn ? 'Saved to your account.' : 'This visit only. Sign in to keep your stats.'}
      </p>
    </section>
  );
}

/** A button that shows or hides the panel below it. */
export function Toggle({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={card}>
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-2 py-1.5 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white dark:hover:bg-slate-800"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {label}
        <span aria-hidden className="text-xl leading-none text-slate-500 dark:text-slate-400">
          {open ? '−' : '+'}
        </span>
      </button>
      <div id={id} hidden={!open} className="mt-3 px-1">
        {open && children}
      </div>
    </section>
  );
}

export function CoachProgress({ totals }: { totals: CoachTotals }) {
  const [open, setOpen] = useState(false);
  const total = totals.correct + totals.practice;
  return (
    <Toggle
      label={`Progress (${totals.correct}/${total})`}
      open={open}
      onToggle={() => setOpen((o) => !o)}
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-300">
        <div>
          <h3 className="font-semibold text-emerald-800 dark:text-emerald-300">Said correctly</h3>
          <p data-testid="progress-correct">
            {totals.correctWords.length ? totals.correctWords.join(', ') : 'No words yet.'}
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-amber-800 dark:text-amber-300">Needs practice</h3>
          <p data-testid="progress-practice">
            {totals.practiceWords.length ? totals.practiceWords.join(', ') : 'No words yet.'}
          </p>
        </div>
      </div>
    </Toggle>
  );
}

const GUIDELINES = [
  'Find a quiet place and hold the microphone about a hand away from your mouth.',
  'Press Start Pronouncing, wait for 3-2-1, then say the word once, clearly, at a normal pace.',
  'Listen to the word first with "Hear the word", then copy its rhythm and stress.',
  'After the check, look at the marked letters: they spell the sound to work on.',
  'Practise the suggested words aloud, then try the word again.',
];

export function CoachTips() {
  const [open, setOpen] = useState(false);
  return (
    <Toggle label="Tips & Guidelines" open={open} onToggle={() => setOpen((o) => !o)}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {GUIDELINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Toggle>
  );
}

/** Practice words per sound; each one can be read aloud (rate 0.8, pitch 1, English voice). */
export function PracticeWordList({
  words,
  loading,
}: {
  words: Record<string, string[]> | null;
  loading: boolean;
}) {
  if (loading || !words)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Finding words…</p>;
  return (
    <div className="flex flex-col gap-4" data-testid="practice-words">
      {Object.entries(words).map(([sound, list]) => {
        return (
          <div key={sound} data-sound={sound}>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
              {ipaOf(sound)} {describeSound(sound)}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {list.slice(0, PRACTICE_WORDS_PER_SOUND).map((word) => (
                <li key={word}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => speakWord(word)}
                    aria-label={`Hear ${word}`}
                  >
                    <Volume2 className="h-4 w-4" aria-hidden /> {word}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
