import { describe, expect, it } from 'vitest';
import { paidSentence } from './association-paid';

describe('what a Word Association round paid (issue 30: one points story)', () => {
  it('names the points added to the total', () => {
    expect(paidSentence({ pointsAwarded: 20 }, 20, 3)).toBe('20 points added to your total.');
  });

  it('says why a round under 60% right paid nothing, though it showed a score', () => {
    expect(paidSentence({ pointsAwarded: 0 }, 220, 45)).toBe(
      'No points this time: 22 of 45 answers were right, and a round pays when at least 60% are.',
    );
  });

  it('says only that nothing was paid when the answers were right enough', () => {
    expect(paidSentence({ pointsAwarded: 0 }, 0, 0)).toBe('No points this time.');
    expect(paidSentence({ pointsAwarded: 0 }, 60, 6)).toBe('No points this time.');
  });
});
