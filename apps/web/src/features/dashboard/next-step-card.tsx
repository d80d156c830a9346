import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import type { NextStep } from './next-step';

/** The dashboard's one clear next step (issue 30). */
export function NextStepCard({ step }: { step: NextStep }) {
  return (
    <section
      aria-labelledby="next-step-title"
      data-testid="next-step"
      data-step={step.id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-indigo-500 dark:bg-slate-900 dark:ring-indigo-400"
    >
      <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        <Compass className="h-4 w-4" aria-hidden />
        Your next step
      </p>
      <h2 id="next-step-title" className="text-xl font-extrabold">
        {step.title}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{step.text}</p>
      <Link to={step.to} className={`${buttonClasses('primary')} self-start`}>
        {step.action}
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  );
}
