import { Check, Timer } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { introSections, tips, type IntroSection } from './pronounce-intro-content';

/** Spec 001 section 9: the intro sections open themselves 100 ms after the page loads. */
export const SECTIONS_OPEN_DELAY_MS = 100;

type OpenState = Record<IntroSection['id'], boolean>;

function Chevron({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

function IntroCollapsible({
  section,
  open,
  onOpenChange,
}: {
  section: IntroSection;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={onOpenChange}
      data-testid={`intro-${section.id}`}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2>
        <Collapsible.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:px-6 dark:text-white">
          {section.title}
          <Chevron className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 dark:text-slate-400" />
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="px-5 pb-6 sm:px-6">
        <p className="text-slate-700 dark:text-slate-300">{section.lead}</p>
        <List className="mt-4 flex flex-col gap-4">
          {section.points.map((point, i) => (
            <li key={point.title} className="flex gap-3">
              <span
                aria-hidden
                className="mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-rose-100 text-sm font-bold text-rose-800 dark:bg-rose-900/60 dark:text-rose-100"
              >
                {section.ordered ? i + 1 : <Check className="h-4 w-4" aria-hidden />}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">{point.title}</h3>
                <p className="text-slate-700 dark:text-slate-300">{point.text}</p>
              </div>
            </li>
          ))}
        </List>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The pronunciation intro page (/pronounce-startup) of spec 001 section 2. */
export function PronounceStartupPage() {
  const [open, setOpen] = useState<OpenState>({
    'why-matters': false,
    'why-app': false,
    'how-to': false,
  });

  useEffect(() => {
    const timer = window.setTimeout(
      () => setOpen({ 'why-matters': true, 'why-app': true, 'how-to': true }),
      SECTIONS_OPEN_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <main>
      <section
        aria-labelledby="pronounce-title"
        className="bg-gradient-to-b from-rose-50 to-white px-4 pt-14 pb-10 text-center sm:pt-20 dark:from-rose-950/30 dark:to-slate-950"
      >
        <p className="font-semibold text-rose-700 dark:text-rose-300">Pronunciation coach</p>
        <h1
          id="pronounce-title"
          className="mx-auto mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
        >
          Speak clearly, one sound at a time
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          Say a word, and Lexora listens to every sound in it. You will know exactly what you got
          right and what to practise next, in less than a minute.
        </p>
        <Link to="/pronounce-coach" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Try the Coach
        </Link>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-4 pb-16 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-4">
          {introSections.map((section) => (
            <IntroCollapsible
              key={section.id}
              section={section}
              open={open[section.id]}
              onOpenChange={(next) => setOpen((o) => ({ ...o, [section.id]: next }))}
            />
          ))}
        </div>

        <aside aria-label="Practice tips" className="flex flex-col gap-4 lg:sticky lg:top-24">
          <div className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:ring-amber-900">
            <p className="flex items-center gap-2 font-bold text-amber-900 dark:text-amber-100">
              <Timer className="inline h-4 w-4 align-[-2px]" aria-hidden /> Tip: 10 minutes a day
            </p>
            <p className="mt-2 text-amber-950 dark:text-amber-100">
              Practise for just 10 minutes a day. Short, regular sessions train your ear and your
              mouth far better than one long session a week.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <h2 className="font-bold text-slate-900 dark:text-white">Tips for a great session</h2>
            <ul className="mt-3 flex flex-col gap-3">
              {tips.map((tip) => (
                <li key={tip.title} className="flex gap-3">
                  <span
                    aria-hidden
                    className="mt-2 h-2 w-2 shrink-0 rounded-full bg-rose-500 dark:bg-rose-400"
                  />
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    <strong className="font-semibold text-slate-900 dark:text-white">
                      {tip.title}.
                    </strong>{' '}
                    {tip.text}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <Link to="/pronounce-coach" className={buttonClasses('primary', 'lg', 'w-full')}>
            Try the Coach
          </Link>
        </aside>
      </div>
    </main>
  );
}
