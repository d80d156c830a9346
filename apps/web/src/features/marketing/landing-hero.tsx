import { Flame, Star, Target } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { useSession } from '../../lib/session/session';
import { useStartLink } from '../../lib/start-link';
import { Icon } from './icon';
import { dictionaryBadge } from './product-facts';

const levels = [
  { level: 'A1', width: 'w-full' },
  { level: 'A2', width: 'w-full' },
  { level: 'B1', width: 'w-full' },
  { level: 'B2', width: 'w-2/3' },
  { level: 'C1', width: 'w-0' },
  { level: 'C2', width: 'w-0' },
];

/**
 * A signed-in learner sees no example figures (issue 30: the preview's "B2, 12 day streak, 1,240
 * points" read as the learner's own), only the way to their own: their dashboard, which shows
 * their levels, streak and points. Fetching them here would put the learner's code on every
 * visitor's first load of this page (docs/performance.md).
 */
function MyProgressLink() {
  return (
    <div
      id="hero-preview"
      data-testid="my-progress"
      className="relative mx-auto w-full max-w-md rounded-3xl bg-white p-5 shadow-2xl ring-1 shadow-indigo-900/10 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:shadow-black/40 dark:ring-slate-700"
    >
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">Your progress</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Your vocabulary and reading levels, your streak and your points are on your dashboard, with
        your next step.
      </p>
      <Link to="/DashboardOne" className={`${buttonClasses('secondary')} mt-4`}>
        See my progress
      </Link>
    </div>
  );
}

/** A small picture of a learner's day in Lexora, drawn with markup rather than an image. */
function ProductPreview() {
  return (
    <div
      id="hero-preview"
      className="relative mx-auto w-full max-w-md rounded-3xl bg-white p-5 shadow-2xl ring-1 shadow-indigo-900/10 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:shadow-black/40 dark:ring-slate-700"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">Word of the day</p>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
          B2
        </span>
      </div>
      <p className="mt-2 text-3xl font-extrabold text-slate-900 dark:text-white">resilient</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">/rɪˈzɪl.i.ənt/ · adjective</p>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        Able to recover quickly after something difficult.{' '}
        <span className="italic">“Children are often more resilient than adults think.”</span>
      </p>
      <div className="mt-5 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/70">
        <p className="text-xs font-bold tracking-wider text-slate-600 uppercase dark:text-slate-400">
          An example learner&apos;s level
        </p>
        <ul className="mt-3 grid grid-cols-6 gap-1.5" aria-label="Level progress: B2 in progress">
          {levels.map(({ level, width }) => (
            <li key={level} className="text-center">
              <div className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <div className={`h-full rounded-full bg-indigo-600 dark:bg-indigo-400 ${width}`} />
              </div>
              <span className="mt-1 block text-xs font-semibold text-slate-600 dark:text-slate-300">
                {level}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2 text-center">
        {[
          { icon: Flame, value: '12', label: 'day streak' },
          { icon: Star, value: '1,240', label: 'points' },
          { icon: Target, value: '8/10', label: 'daily goal' },
        ].map(({ icon: StatIcon, value, label }) => (
          <div key={label} className="rounded-xl bg-indigo-50 px-2 py-3 dark:bg-indigo-950/60">
            <p className="flex items-center justify-center gap-1 text-base font-extrabold text-indigo-800 sm:text-lg dark:text-indigo-200">
              <StatIcon className="h-4 w-4 shrink-0" aria-hidden />
              {value}
            </p>
            <p className="text-xs text-slate-700 dark:text-slate-300">{label}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

export function LandingHero({ onWatchDemo }: { onWatchDemo: () => void }) {
  const { user } = useSession();
  const start = useStartLink('Start Learning Free');
  return (
    <section
      data-tour="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white dark:from-indigo-950/50 dark:via-slate-950 dark:to-slate-950"
    >
      <div
        aria-hidden
        className="absolute top-10 -left-20 h-72 w-72 rounded-full bg-indigo-200/50 blur-3xl dark:bg-indigo-700/20"
      />
      <div
        aria-hidden
        className="absolute -right-10 bottom-0 h-72 w-72 rounded-full bg-amber-200/40 blur-3xl dark:bg-amber-500/10"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-indigo-800 shadow-sm ring-1 ring-indigo-100 dark:bg-slate-900 dark:text-indigo-200 dark:ring-indigo-900">
            <Icon name="sparkles" className="h-4 w-4" />
            {dictionaryBadge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Master English with{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-300 dark:to-violet-300">
              Confidence
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-slate-700 lg:mx-0 dark:text-slate-300">
            Lexora finds your level, then builds every lesson around it: the words you need, stories
            you want to read and sound-by-sound speaking feedback. Ten minutes a day adds up fast.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Link to={start.to} className={buttonClasses('primary', 'lg')}>
              {start.label}
              <Icon name="arrow" className="h-5 w-5" />
            </Link>
            <button
              type="button"
              onClick={onWatchDemo}
              className={buttonClasses('secondary', 'lg')}
            >
              <Icon name="play" className="h-5 w-5" />
              Watch Demo
            </button>
          </div>
          {user ? (
            <p className="mt-6 text-slate-700 dark:text-slate-300">
              Welcome back, {user.name.split(' ')[0]}!{' '}
              <Link
                to="/game-selection"
                className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
              >
                Jump into a word game
              </Link>
            </p>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
                Free forever plan · No card needed · Works on any device
              </p>
              <p className="mt-3 text-slate-700 dark:text-slate-300">
                Not sure yet?{' '}
                <Link
                  to="/sample"
                  className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
                >
                  Try a sample lesson
                </Link>
                , no account needed.
              </p>
            </>
          )}
        </div>
        {!user ? <ProductPreview /> : <MyProgressLink />}
      </div>
    </section>
  );
}
