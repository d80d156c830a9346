import { LEVEL_NOT_ASSESSED, type Preferences } from '@lexora/contracts';

export const DEFAULT_CONTEXT_INTERESTS = ['Business', 'Sports'];
export const DEFAULT_DAILY_GOAL = 10;

export function defaultPreferences(): Preferences {
  return {
    contextInterests: [...DEFAULT_CONTEXT_INTERESTS],
    gameStyles: [],
    categories: [],
    difficulty: 'medium',
    learningStyle: 'visual',
    dailyGoal: DEFAULT_DAILY_GOAL,
    reviewFrequency: 'daily',
  };
}

/** The profile a new learner starts with (spec 000 section 3, DESIGN.md section 5). */
export function newProfileValues(input: {
  userId: string;
  name: string;
  email: string;
  validKey: string;
}) {
  return {
    userId: input.userId,
    name: input.name,
    email: input.email,
    validKey: input.validKey,
    level: LEVEL_NOT_ASSESSED,
    preferences: defaultPreferences(),
    vocabularyFeedback: null,
    isNew: true,
  };
}
