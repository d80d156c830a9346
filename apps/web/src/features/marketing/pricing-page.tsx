import { Accordion } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { useStartLink } from '../../lib/start-link';
import { BillingToggle } from './billing-toggle';
import { GuidedTour } from '../../components/tour/guided-tour';
import { CallToAction, outlineOnColour } from './call-to-action';
import { Icon } from './icon';
import { PlanCard } from './plan-card';
import {
  EARLY_ACCESS_NOTE,
  faqs,
  freeFeatures,
  planFeatures,
  planPrice,
  premiumFeatures,
  type Billing,
} from './pricing-plans';
import { pricingTour } from './tour-steps';

function Faq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 pt-8 pb-4">
      <h2
        id="faq-title"
        className="text-center text-3xl font-extrabold text-slate-900 dark:text-white"
      >
        Frequently asked questions
      </h2>
      <Accordion.Root type="single" collapsible className="mt-8 flex flex-col gap-3">
        {faqs.map((faq) => (
          <Accordion.Item
            key={faq.q}
            value={faq.q}
            className="rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white">
                {faq.q}
                <Icon
                  name="chevron"
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 dark:text-slate-400"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-slate-700 dark:text-slate-300">
              {faq.a}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

/** The pricing page (/EnglishPricePlan) of spec 001 sections 2 and 9. */
export function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const free = useStartLink('Start for free');
  const trial = useStartLink('Start your 7-day free trial');
  const learn = useStartLink('Start Learning Free');
  return (
    <main>
      <section
        data-tour="hero"
        aria-labelledby="pricing-title"
        className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-14 pb-10 text-center sm:pt-20 dark:from-indigo-950/50 dark:to-slate-950"
      >
        <p className="font-semibold text-indigo-700 dark:text-indigo-300">Pricing</p>
        <h1
          id="pricing-title"
          className="mx-auto mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
        >
          Simple plans for every learner
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          Start free and stay free as long as you like. When you are ready to go further, Premium
          unlocks everything Lexora can do.
        </p>
        <p
          data-testid="early-access"
          className="mx-auto mt-4 max-w-2xl rounded-lg border border-indigo-200 bg-white/70 px-4 py-3 text-sm text-slate-700 dark:border-indigo-800 dark:bg-slate-900/70 dark:text-slate-300"
        >
          {EARLY_ACCESS_NOTE}
        </p>
        <BillingToggle billing={billing} onChange={setBilling} />
      </section>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-6 pb-16 md:grid-cols-2 md:items-start">
        <PlanCard
          id="free-plan"
          name="Free"
          tagline="Everything you need to build a daily habit."
          price={planPrice('free', billing)}
          features={planFeatures(freeFeatures)}
          action={
            <Link to={free.to} className={buttonClasses('secondary', 'lg', 'w-full')}>
              {free.label}
            </Link>
          }
        />
        <PlanCard
          id="premium-plan"
          name="Premium"
          tagline="For learners with a goal and a deadline."
          price={planPrice('premium', billing)}
          features={planFeatures(premiumFeatures)}
          featured
          action={
            <Link to={trial.to} className={buttonClasses('primary', 'lg', 'w-full')}>
              {trial.label}
            </Link>
          }
        />
      </div>

      <Faq />

      <CallToAction
        id="pricing-cta"
        title="Ready to speak with confidence?"
        text="Start today: during early access every Premium feature is free, with no card needed."
      >
        <Link to={learn.to} className={buttonClasses('light', 'lg')}>
          {learn.label}
        </Link>
        <a href="mailto:hello@lexora.app" className={outlineOnColour}>
          Ask us a question
        </a>
      </CallToAction>
      <GuidedTour name="pricing" label="Tour" steps={pricingTour} />
    </main>
  );
}
