import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { PracticeQuizLink } from '../../components/practice-quiz-link';
import { useSession } from '../../lib/session/session';
import { useStartLink } from '../../lib/start-link';
import { GuidedTour } from '../../components/tour/guided-tour';
import { CallToAction, outlineOnColour } from './call-to-action';
import { LandingHero } from './landing-hero';
import { HowItWorks, ListeningSection, PillarsSection, StatsBand } from './landing-sections';
import { demoTour, landingTour } from './tour-steps';

/** The public landing page (/) of spec 001 section 2. */
export function LandingPage() {
  const [demoRequest, setDemoRequest] = useState(0);
  const { user } = useSession();
  const start = useStartLink('Start Learning Free');
  return (
    <main>
      <LandingHero onWatchDemo={() => setDemoRequest((n) => n + 1)} />
      <PillarsSection />
      <HowItWorks />
      <ListeningSection />
      <StatsBand />
      <CallToAction
        id="landing-cta"
        title="Your first lesson takes two minutes"
        text="Create a free account, take the quick level check and start learning words that fit you today. Every feature is free during early access."
      >
        <Link to={start.to} className={buttonClasses('light', 'lg')}>
          {start.label}
        </Link>
        <Link to="/EnglishPricePlan" className={outlineOnColour}>
          See plans
        </Link>
        <PracticeQuizLink className={outlineOnColour} />
      </CallToAction>
      <GuidedTour name="landing" label="Tour" steps={landingTour(Boolean(user))} />
      <GuidedTour
        name="landing-demo"
        label="Demo"
        steps={demoTour()}
        autoOpen={false}
        remember={false}
        startRequest={demoRequest}
      />
    </main>
  );
}
