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
      note: 'Free during early access; then billed monthly, cancel any time.',
    };
  }
  const fullYear = PREMIUM_MONTHLY_USD * 12;
  return {
    amount: usd(PREMIUM_YEARLY_USD),
    period: '/year',
    was: usd(fullYear),
    note: `Free during early access; then billed yearly, save ${usd(fullYear - PREMIUM_YEARLY_USD)}.`,
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

/**
 * The spec's questions (spec 001 section 9), answered truthfully: Lexora takes no payments yet
 * (early access, docs/spec-deviations.md), so each billing answer says what holds today first
 * and then what the plan will be when paid plans open.
 */
export const EARLY_ACCESS_NOTE =
  'Lexora is in early access: every Premium feature is open to every learner, and we take no payments. The prices show what Premium will cost when paid plans open. We will tell you a month before, and nothing will ever be charged without your say.';

export const faqs = [
  {
    q: 'How does the 7-day free trial work?',
    a: 'During early access you do not need a trial: every Premium feature is already free. When paid plans open, Premium will start with 7 free days. We will remind you two days before they end, and if you cancel before then, you pay nothing at all.',
  },
  {
    q: 'What if Premium is not right for me?',
    a: 'Today there is nothing to pay, so there is nothing to refund. When paid plans open, every paid plan will come with a 30-day money-back guarantee: write to us within 30 days of paying and we will refund you in full.',
  },
  {
    q: 'Do you offer a student discount?',
    a: 'Yes. While Lexora is in early access it is free for everyone. When paid plans open, students will get 50% off Premium, monthly or yearly: sign up with your school or university email, or send us proof that you study, and we will apply it to your account.',
  },
  {
    q: 'Can I switch between monthly and yearly billing?',
    a: 'When paid plans open, yes, at any time. Moving to yearly starts your 20% saving straight away, and we will credit what is left of your current month.',
  },
  {
    q: 'What happens to my progress if I change plans?',
    a: 'Nothing is lost. Your words, points, streak and level stay with you on every plan.',
  },
  {
    q: 'Can I use Lexora on my phone?',
    a: 'Yes. Lexora runs in any modern browser on phones, tablets and computers, and your progress follows you wherever you sign in.',
  },
];
