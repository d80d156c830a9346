import { Link } from 'react-router';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { destination, type DestinationId } from '../../lib/destinations';
import { Icon, type IconName } from './icon';
import { productFigures } from './product-facts';

interface Pillar {
  title: string;
  text: string;
  /** Where the card leads; a destination not built yet shows 'Coming soon' instead of a link. */
  leadsTo: DestinationId;
  action: string;
  icon: IconName;
  tour: string;
  tint: string;
}

const pillars: Pillar[] = [
  {
    title: 'Vocabulary Improvement',
    text: 'Learn the words that matter at your CEFR level, keep a list of the tricky ones and lock them in with quick games.',
    leadsTo: 'dashboard',
    action: 'Explore vocabulary',
    icon: 'book',
    tour: 'vocabulary',
    tint: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200',
  },
  {
    title: 'Comprehension Practice',
    text: 'Read short passages on topics you choose, see grammar at work in real sentences and check your understanding.',
    leadsTo: 'reading',
    action: 'Start reading',
    icon: 'reading',
    tour: 'grammar',
    tint: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-200',
  },
  {
    title: 'Speaking Practice',
    text: 'Say a word and get feedback on every sound, with practice words for the ones that need another try.',
    leadsTo: 'coach',
    action: 'Practise speaking',
    icon: 'mic',
    tour: 'speaking',
    tint: 'bg-rose-100 text-rose-700 dark:bg-rose-900/60 dark:text-rose-200',
  },
  {
    title: 'Master Advanced Comprehension Skills',
    text: 'Adaptive reading rounds that rise with you, from everyday texts to the nuance of C1 and C2 English.',
    leadsTo: 'assessment',
    action: 'Take the challenge',
    icon: 'brain',
    tour: 'advanced',
    tint: 'bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200',
  },
];

function PillarAction({ pillar }: { pillar: Pillar }) {
  const target = destination(pillar.leadsTo);
  if (!target.available || !target.path) {
    return (
      <p className="mt-5">
        <ComingSoonBadge />
      </p>
    );
  }
  return (
    <Link
      to={target.path}
      className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-indigo-700 after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-900 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-100"
    >
      {pillar.action}
      <span className="sr-only">: {pillar.title}</span>
      <Icon name="arrow" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

export function PillarsSection() {
  return (
    <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-indigo-700 dark:text-indigo-300">
          Everything in one place
        </p>
        <h2
          id="pillars-title"
          className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white"
        >
          Four Pillars of English Mastery
        </h2>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          Real fluency needs more than flashcards. Lexora trains words, reading and speaking
          together, so each one makes the others stronger.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar) => (
          <li
            key={pillar.title}
            data-tour={pillar.tour}
            className="group relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg dark:bg-slate-900 dark:ring-slate-800"
          >
            <span
              className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${pillar.tint}`}
            >
              <Icon name={pillar.icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-slate-900 dark:text-white">
              {pillar.title}
            </h3>
            <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{pillar.text}</p>
            <PillarAction pillar={pillar} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const steps = [
  ['Find your level', 'A short reading check places you on the CEFR scale, from A1 to C2.'],
  ['Practise every day', 'Words, reading and speaking sessions sized for a coffee break.'],
  ['Watch it add up', 'Points, streaks and level-ups show how far you have come.'],
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      className="border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="how-title"
          className="text-center text-3xl font-extrabold text-slate-900 dark:text-white"
        >
          How Lexora works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(([title, text], i) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-bold text-white dark:bg-indigo-500"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-bold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const LISTENING_SITE = 'https://www.elllo.org/';

export function ListeningSection() {
  return (
    <section aria-labelledby="listening-title" className="mx-auto max-w-6xl px-4 py-16">
      <div
        data-tour="listening"
        className="flex flex-col items-start gap-6 rounded-3xl bg-sky-50 p-8 ring-1 ring-sky-100 md:flex-row md:items-center md:justify-between dark:bg-sky-950/40 dark:ring-sky-900"
      >
        <div className="flex flex-col gap-5 sm:flex-row">
          <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-sky-600 text-white">
            <Icon name="headphones" className="h-7 w-7" />
          </span>
          <div>
            <h2
              id="listening-title"
              className="text-2xl font-extrabold text-slate-900 dark:text-white"
            >
              Train your ear, too
            </h2>
            <p className="mt-2 max-w-xl text-slate-700 dark:text-slate-300">
              Listening is the fourth skill. ELLLO has thousands of free recordings of real people
              from around the world, each with a transcript and a short quiz.
            </p>
          </div>
        </div>
        <a
          href={LISTENING_SITE}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-2 rounded-xl bg-sky-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:hover:bg-sky-600"
        >
          Improve Listening
          <Icon name="external" className="h-4 w-4" />
          <span className="sr-only">(opens ELLLO in a new tab)</span>
        </a>
      </div>
    </section>
  );
}

export function StatsBand() {
  return (
    <section
      id="stats"
      aria-label="Lexora in numbers"
      className="bg-slate-900 dark:bg-indigo-950/60"
    >
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-14 md:grid-cols-4">
        {productFigures.map(([value, label]) => (
          <div key={label} className="flex flex-col-reverse items-center justify-end text-center">
            <dt className="mt-1 text-sm font-medium text-slate-300 sm:text-base">{label}</dt>
            <dd className="text-4xl font-extrabold text-white sm:text-5xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
