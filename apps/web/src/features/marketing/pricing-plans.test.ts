import { describe, expect, it } from 'vitest';
import { destinations } from '../../lib/destinations';
import { planFeatures, planPrice, premiumFeatures } from './pricing-plans';

describe('plan prices', () => {
  it('keeps Free at $0 forever on both billing cycles', () => {
    expect(planPrice('free', 'monthly')).toMatchObject({ amount: '$0', period: 'forever' });
    expect(planPrice('free', 'yearly')).toEqual(planPrice('free', 'monthly'));
  });

  it('charges Premium $19 a month with nothing struck through', () => {
    const monthly = planPrice('premium', 'monthly');
    expect(monthly).toMatchObject({ amount: '$19', period: '/month' });
    expect(monthly.was).toBeUndefined();
  });

  it('charges Premium $179 a year against a struck-through $228, saving $49', () => {
    const yearly = planPrice('premium', 'yearly');
    expect(yearly).toMatchObject({ amount: '$179', period: '/year', was: '$228' });
    expect(yearly.note).toContain('save $49');
  });
});

describe('plan features', () => {
  it('marks the lines whose feature is not built yet as coming soon', () => {
    const assistant = planFeatures(premiumFeatures).find((f) => f.text.includes('word assistant'));
    expect(assistant?.soon).toBe(!destinations.wordAssistant.available);
    const coach = planFeatures(premiumFeatures).find((f) => f.text.includes('Pronunciation'));
    expect(coach?.soon).toBe(false);
  });
});
