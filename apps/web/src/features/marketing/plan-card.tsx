import type { ReactNode } from 'react';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { Icon } from './icon';
import type { PlanPrice } from './pricing-plans';

/** One pricing card; the Premium one is highlighted. */
export function PlanCard({
  id,
  name,
  tagline,
  price,
  features,
  featured = false,
  action,
}: {
  id: string;
  name: string;
  tagline: string;
  price: PlanPrice;
  features: { text: string; soon: boolean }[];
  featured?: boolean;
  action: ReactNode;
}) {
  return (
    <section
      data-tour={id}
      aria-labelledby={`${id}-title`}
      className={`relative flex flex-col rounded-3xl p-7 sm:p-8 ${
        featured
          ? 'bg-slate-900 text-white shadow-2xl ring-2 shadow-indigo-900/30 ring-indigo-500 dark:bg-indigo-950 dark:ring-indigo-400'
          : 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-white dark:ring-slate-700'
      }`}
    >
      {featured && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-slate-900 uppercase shadow">
          Most popular
        </p>
      )}
      <h2 id={`${id}-title`} className="text-2xl font-extrabold">
        {name}
      </h2>
      <p className={featured ? 'mt-1 text-indigo-100' : 'mt-1 text-slate-600 dark:text-slate-300'}>
        {tagline}
      </p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2" data-testid={`${id}-price`}>
        <span className="text-5xl font-extrabold tracking-tight">{price.amount}</span>
        <span
          className={
            featured ? 'text-lg text-indigo-100' : 'text-lg text-slate-600 dark:text-slate-300'
          }
        >
          {price.period}
        </span>
        {price.was && (
          <s className="text-lg text-slate-300">
            <span className="sr-only">instead of </span>
            {price.was}
          </s>
        )}
      </p>
      <p
        className={`mt-2 text-sm ${featured ? 'text-indigo-100' : 'text-slate-600 dark:text-slate-300'}`}
      >
        {price.note}
      </p>
      <div className="mt-6">{action}</div>
      <ul className="mt-8 flex flex-col gap-3">
        {features.map((feature) => (
          <li key={feature.text} className="flex gap-3">
            <span
              className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${
                featured
                  ? 'bg-indigo-500 text-white'
                  : 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-300'
              }`}
            >
              <Icon name="check" className="h-3.5 w-3.5" />
            </span>
            <span className={featured ? 'text-slate-100' : 'text-slate-700 dark:text-slate-300'}>
              {feature.text}
              {feature.soon && <ComingSoonBadge className="ml-2 align-middle" />}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
