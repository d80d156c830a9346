import type { DailyChallenge, LearnerLevels } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { nextStep } from './next-step';

const none = { code: null, lastChange: null };
const levels = (vocabulary: 'B1' | null, reading: 'A2' | null): LearnerLevels => ({
  vocabulary: vocabulary ? { code: vocabulary, lastChange: null } : none,
  reading: reading ? { code: reading, lastChange: null } : none,
});
const challenge = (complete: boolean): DailyChallenge => ({
  day: '2026-11-28',
  practised: complete ? 12 : 7,
  goal: 10,
  remaining: complete ? 0 : 3,
  fraction: complete ? 1 : 0.7,
  complete,
  points: 100,
  pointsAwarded: 0,
});

describe('the dashboard’s next step', () => {
  it('asks for the vocabulary level first, then the reading level', () => {
    expect(nextStep({ levels: levels(null, null), isNew: true, challenge: undefined }).to).toBe(
      '/vocabulary-analyzer',
    );
    const reading = nextStep({ levels: levels('B1', null), isNew: true, challenge: undefined });
    expect(reading).toMatchObject({ id: 'reading-level', to: '/user-details' });
    expect(nextStep({ levels: levels('B1', null), isNew: false, challenge: undefined }).to).toBe(
      '/mcq2',
    );
  });

  it('then Today’s Challenge while it is not done, then the next passage at the reading level', () => {
    const daily = nextStep({
      levels: levels('B1', 'A2'),
      isNew: false,
      challenge: challenge(false),
    });
    expect(daily).toMatchObject({ id: 'daily-challenge', to: '/game-selection' });
    expect(daily.text).toBe(
      'Practise 3 more words today in a game, a quiz or a review for +100 points.',
    );
    const read = nextStep({ levels: levels('B1', 'A2'), isNew: false, challenge: challenge(true) });
    expect(read).toMatchObject({
      id: 'next-passage',
      title: 'Read your next passage at A2 Elementary',
      to: '/paragraph?practice=next',
    });
  });
});
