import type { TourStep } from '../../components/tour/tour-state';
import { isAvailable } from '../../lib/destinations';

/** How Lexora finds a new learner's level: the reading check once it is built, else the predictor. */
const levelCheck = () =>
  isAvailable('assessment')
    ? 'Lexora places you at the right level with a short reading check'
    : 'a few sentences you write show your vocabulary level';

function welcomeStep(signedIn: boolean): TourStep {
  return {
    target: '[data-tour="hero"]',
    title: signedIn ? 'Welcome back' : 'Welcome to Lexora',
    text: signedIn
      ? 'Go to your dashboard from here: your words, games and daily challenge are waiting.'
      : `Start here: create a free account in under a minute, and ${levelCheck()}.`,
  };
}

const readingStep = (): TourStep => ({
  target: '[data-tour="grammar"]',
  title: 'Grammar in real reading',
  text: 'Short passages on topics you love show grammar at work. Answer three questions and see exactly what to practise next.',
});

/** The landing page tour; a signed-in learner is not asked to create an account. */
export const landingTour = (signedIn: boolean): TourStep[] => [
  welcomeStep(signedIn),
  {
    target: '[data-tour="vocabulary"]',
    title: 'Grow your vocabulary',
    text: 'Learn words matched to your CEFR level, keep a personal list of difficult words and review them with quick games.',
  },
  readingStep(),
  {
    target: '[data-tour="speaking"]',
    title: 'Speak with confidence',
    text: 'Say a word, and the pronunciation coach tells you which sounds landed and which need another try.',
  },
  {
    target: '[data-tour="listening"]',
    title: 'Train your ear',
    text: 'Round out your skills with free listening lessons from real speakers. It opens in a new tab, so your place here is kept.',
  },
];

/** The Watch Demo walk-through: how a learner's first week with Lexora goes. */
export const demoTour = (): TourStep[] => [
  {
    target: '#hero-preview',
    title: 'Day 1: find your level',
    text: isAvailable('assessment')
      ? 'Up to three short reading rounds place you between A1 and C2. No tests to cram for, just honest reading.'
      : 'Write a few sentences about something you care about, and the level predictor places your vocabulary between A1 and C2.',
  },
  {
    target: '[data-tour="vocabulary"]',
    title: 'Day 2: words that stick',
    text: 'Your dashboard serves a daily challenge and word games built from the words you found difficult.',
  },
  {
    target: '[data-tour="speaking"]',
    title: 'Day 3: hear yourself improve',
    text: 'Record a word in four seconds and get sound-by-sound feedback, plus practice words for any sound you missed.',
  },
  {
    target: '#stats',
    title: 'Every day after: keep the streak',
    text: 'Points, streaks and progress charts show your work adding up. Ten focused minutes a day is all it takes.',
  },
];

export const pricingTour: TourStep[] = [
  {
    target: '[data-tour="hero"]',
    title: 'Pick how you pay',
    text: 'Switch between monthly and yearly billing here. Paying yearly saves you 20%.',
  },
  {
    target: '[data-tour="free-plan"]',
    title: 'Free, for as long as you like',
    text: 'The Free plan gives you 500+ words and daily speaking and reading practice, with no card needed.',
  },
  {
    target: '[data-tour="premium-plan"]',
    title: 'Go further with Premium',
    text: 'Unlock the full reading assessment, the word assistant and unlimited speaking practice. During early access it is all free, with no card needed.',
  },
];

export const aboutTour: TourStep[] = [
  {
    target: '[data-tour="hero"]',
    title: 'Who we are',
    text: 'Lexora is a small team of teachers, linguists and engineers helping learners of English at every level.',
  },
  {
    target: '[data-tour="mission"]',
    title: 'What drives us',
    text: 'Switch between our mission, vision and values to see what guides every feature we build.',
  },
  {
    target: '[data-tour="team"]',
    title: 'Meet the team',
    text: 'These are the people behind your lessons. Say hello, we read every message.',
  },
];
