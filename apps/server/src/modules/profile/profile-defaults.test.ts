import { describe, expect, it } from 'vitest';
import { defaultPreferences, newProfileValues } from './profile-defaults';

describe('new learner profile', () => {
  it('starts unassessed, marked new, with the default interests', () => {
    const values = newProfileValues({
      userId: 'u1',
      name: 'Ann',
      email: 'ann@x.io',
      validKey: 'ann@x_io',
    });
    expect(values).toMatchObject({ level: 'level', isNew: true, vocabularyFeedback: null });
    expect(values.preferences.contextInterests).toEqual(['Business', 'Sports']);
    expect(values.preferences.dailyGoal).toBe(10);
    expect(values.preferences.reviewFrequency).toBe('daily');
  });

  it('hands out fresh lists so one profile cannot change another', () => {
    const a = defaultPreferences();
    a.contextInterests.push('Music');
    expect(defaultPreferences().contextInterests).toEqual(['Business', 'Sports']);
  });
});
