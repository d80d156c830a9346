import { destinations, type DestinationId } from './destinations';

/** One place the Learn menu offers. */
export interface LearnFeature {
  label: string;
  path: string;
}

export interface LearnGroup {
  title: string;
  items: LearnFeature[];
}

const place = (id: DestinationId): LearnFeature[] => {
  const d = destinations[id];
  return d.available && d.path ? [{ label: d.title, path: d.path }] : [];
};

/**
 * Every feature a signed-in learner can open, grouped as the header's Learn menu shows them, so
 * each is two clicks away from any signed-in page (issue 30). Built from the destinations table:
 * a feature that is not built yet is left out until it lands.
 */
export function learnGroups(): LearnGroup[] {
  return [
    {
      title: 'Your progress',
      items: [...place('dashboard'), ...place('reading'), ...place('community')],
    },
    {
      title: 'Vocabulary',
      items: [
        ...place('analyser'),
        ...place('games'),
        { label: 'Taboo', path: '/taboo' },
        { label: 'Word Guess', path: '/vocabulary-game-quiz1' },
        { label: 'Word Association', path: '/word-association' },
        ...place('wordQuiz'),
        ...place('relatedQuiz'),
      ],
    },
    { title: 'Reading', items: [...place('assessment')] },
    { title: 'Speaking', items: [...place('coach')] },
    {
      title: 'Your account',
      items: [
        { label: 'Your profile', path: '/profile' },
        { label: 'Settings', path: '/settings' },
      ],
    },
  ].filter((group) => group.items.length > 0);
}

/** Every route the Learn menu leads to. */
export const learnPaths = (): string[] => learnGroups().flatMap((g) => g.items.map((i) => i.path));
