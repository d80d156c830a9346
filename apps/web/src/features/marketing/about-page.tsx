import { Link, useLocation } from 'react-router';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { isPlaceholderPath } from '../../lib/destinations';
import { buttonClasses } from '../../components/button';
import { GuidedTour } from '../../components/tour/guided-tour';
import { CONTACT_EMAIL } from './about-content';
import { FoundationTabs, Team, Timeline } from './about-sections';
import { productFigures } from './product-facts';
import { CallToAction, outlineOnColour } from './call-to-action';
import { aboutTour } from './tour-steps';

/** The about page (/EnglishLearningAboutPage) of spec 001 section 2. */
export function AboutPage() {
  // A visitor who came for one part of the page (the footer's Our team) stays there: the tour
  // would take them back to the top.
  const { hash } = useLocation();
  return (
    <main>
      <section
        data-tour="hero"
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-14 pb-12 sm:pt-20 dark:from-indigo-950/50 dark:to-slate-950"
      >
        <div className="mx-auto max-w-3xl text-center">
          <p className="font-semibold text-indigo-700 dark:text-indigo-300">About Lexora</p>
          <h1
            id="about-title"
            className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            We help the world speak English with confidence
          </h1>
          <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">
            Lexora began with one teacher, one evening class and a simple idea: practice works best
            when it meets you exactly where you are. Here is what that idea has become.
          </p>
        </div>
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-4">
          {productFigures.map(([value, label]) => (
            <div
              key={label}
              className="flex flex-col-reverse items-center justify-end rounded-2xl bg-white px-2 py-5 text-center sm:px-4 sm:py-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <dt className="mt-1 text-sm text-slate-700 sm:text-base dark:text-slate-300">
                {label}
              </dt>
              <dd className="text-3xl font-extrabold sm:text-4xl text-indigo-700 dark:text-indigo-300">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <FoundationTabs />
      <Timeline />
      <Team />
      <CallToAction
        id="about-cta"
        title="Let’s talk"
        text="Questions, ideas or a story about your English journey? We would love to hear from you."
      >
        <a href={`mailto:${CONTACT_EMAIL}`} className={buttonClasses('light', 'lg')}>
          Contact Us
        </a>
        <Link to="/community" className={outlineOnColour}>
          Join Our Community
          {isPlaceholderPath('/community') && <ComingSoonBadge />}
        </Link>
      </CallToAction>
      <GuidedTour name="about" label="Tour" steps={aboutTour} autoOpen={!hash} />
    </main>
  );
}
