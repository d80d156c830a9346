import type { ComingSoonInfo } from './coming-soon';

/** Routes of the spec whose features land in later issues, with what each will hold. */
export const upcomingPages: Record<string, ComingSoonInfo> = {
  '/vocabulary-game-quiz': {
    title: 'Vocabulary Challenge',
    description: 'A timed fill-in-the-blank quiz with streak multipliers and hints.',
    icon: '⏱️',
  },
  '/vocabulary-quiz': {
    title: 'Vocabulary Challenge',
    description: 'A timed fill-in-the-blank quiz with streak multipliers and hints.',
    icon: '⏱️',
  },
  '/sample': {
    title: 'Sample lesson',
    description: 'A short sample lesson to try Lexora’s features.',
    icon: '📘',
  },
  '/mcq': {
    title: 'Reading assessment',
    description: 'The last round of your adaptive reading assessment.',
    icon: '📝',
  },
  '/mcq2': {
    title: 'Reading assessment',
    description: 'Round one of your adaptive reading assessment, on the topics you chose.',
    icon: '📝',
  },
  '/mcq3': {
    title: 'Reading assessment',
    description: 'Round two of your adaptive reading assessment.',
    icon: '📝',
  },
  '/mcq4': {
    title: 'Reading assessment',
    description: 'A further round of your adaptive reading assessment.',
    icon: '📝',
  },
  '/community': {
    title: 'The Lexora community',
    description:
      'Study groups, conversation partners and weekly challenges with learners worldwide.',
    icon: '🌍',
  },
};
