import { isAvailable, type DestinationId } from '../../lib/destinations';
import { PRODUCT_FACTS } from './product-facts';

export type Billing = 'monthly' | 'yearly';

export interface PlanPrice {
  /** The amount shown large, e.g. "$19". */
  amount: string;
  /** What the amount covers, e.g. "/month". */
  period: string;
  /** The undiscounted yearly total, shown struck through. */
  was?: string;
  note: string;
}

export const PREMIUM_MONTHLY_USD = 19;
export const PREMIUM_YEARLY_USD = 179;

const usd = (n: number) => `$${n}`;

/** What a plan costs on the chosen billing cycle (spec 001 section 9). */
export function planPrice(plan: 'free' | 'premium', billing: Billing): PlanPrice {
  if (plan === 'free') return { amount: '$0', period: 'forever', note: 'No card needed, ever.' };
  if (billing === 'monthly') {
    return {
      amount: usd(PREMIUM_MONTHLY_USD),
      period: '/month',
      note: 'Billed monthly. Cancel any time.',
    };
  }
  const fullYear = PREMIUM_MONTHLY_USD * 12;
  return {
    amount: usd(PREMIUM_YEARLY_USD),
    period: '/year',
    was: usd(fullYear),
    note: `Billed yearly, save ${usd(fullYear - PREMIUM_YEARLY_USD)}.`,
  };
}

export interface PlanFeature {
  text: string;
  /** The part of Lexora the line promises, when it may not be built yet. */
  needs?: DestinationId;
}

export const freeFeatures: PlanFeature[] = [
  { text: '500+ essential words across every CEFR level' },
  { text: '5 speaking exercises per day' },
  { text: 'Timed quizzes: fill in the blank and find the connection' },
  { text: 'Reading level check and daily passages', needs: 'reading' },
  { text: 'Word games with your difficult words' },
  { text: 'Points, streaks and basic progress' },
];

export const premiumFeatures: PlanFeature[] = [
  {
    text: `${PRODUCT_FACTS.dictionaryWordsAtLeast.toLocaleString('en-GB')}+ words explained with examples and pronunciation`,
  },
  { text: 'Unlimited speaking practice' },
  { text: 'Full adaptive reading assessment, A1 to C2', needs: 'assessment' },
  { text: 'Pronunciation coach with sound-by-sound feedback' },
  { text: 'Personal word assistant tuned to your interests', needs: 'wordAssistant' },
  { text: 'Progress charts of your reading accuracy' },
];

/** A plan's lines, each marked when what it promises is still coming. */
export function planFeatures(list: readonly PlanFeature[]): { text: string; soon: boolean }[] {
  return list.map((f) => ({ text: f.text, soon: f.needs !== undefined && !isAvailable(f.needs) }));
}

export const faqs = [
  {
    q: 'How does the 7-day free trial work?',
    a: 'Start Premium and use every feature free for 7 days. We remind you two days before the trial ends, and if you cancel before then you pay nothing at all.',
  },
  {
    q: 'What if Premium is not right for me?',
    a: 'Every paid plan comes with a 30-day money-back guarantee. Write to us within 30 days of paying and we refund you in full, no questions asked.',
  },
  {
    q: 'Do you offer a student discount?',
    a: 'Yes. Students get 50% off Premium, monthly or yearly. Sign up with your school or university email, or send us proof of enrolment, and we apply it to your account.',
  },
  {
    q: 'Can I switch between monthly and yearly billing?',
    a: 'Any time. Moving to yearly starts your 20% saving straight away, and we credit what is left of your current month.',
  },
  {
    q: 'What happens to my progress if I go back to Free?',
    a: 'Nothing is lost. Your words, points, streak and level stay with you, and Premium-only practice simply waits for you until you return.',
  },
  {
    q: 'Can I use Lexora on my phone?',
    a: 'Yes. Lexora runs in any modern browser on phones, tablets and computers, and your progress follows you wherever you sign in.',
  },
];
