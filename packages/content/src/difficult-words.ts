/** Word categories on both dashboards (spec 000 section 2, spec 001 section 3). */
export type WordCategoryId = 'academic' | 'technology' | 'literature' | 'science' | 'business';

export interface WordCategory {
  id: WordCategoryId;
  name: string;
  /** The spec's sample count; screens show the learner's real count instead (issue 11). */
  count: number;
  /** A decorative emoji; screens draw an SVG icon instead (no emoji font on many machines). */
  icon: string;
}

export const WORD_CATEGORIES: readonly WordCategory[] = [
  { id: 'academic', name: 'Academic', count: 15, icon: '🎓' },
  { id: 'technology', name: 'Technology', count: 12, icon: '💻' },
  { id: 'literature', name: 'Literature', count: 8, icon: '📚' },
  { id: 'science', name: 'Science', count: 10, icon: '🔬' },
  { id: 'business', name: 'Business', count: 14, icon: '💼' },
];

/** New words are filed here unless the learner picks another category. */
export const DEFAULT_WORD_CATEGORY: WordCategoryId = 'academic';

export function isWordCategory(value: string): value is WordCategoryId {
  return WORD_CATEGORIES.some((category) => category.id === value);
}

export interface SampleDifficultWord {
  /** Stable key for seeding, so re-seeding a learner never duplicates a word. */
  seedKey: string;
  word: string;
  definition: string;
  category: WordCategoryId;
  mastered: boolean;
}

/**
 * Every new learner starts with these five words, one already mastered. Two unmastered words share
 * Academic, so the matching game (at least two unmastered words) is playable from the first visit.
 */
export const SAMPLE_DIFFICULT_WORDS: readonly SampleDifficultWord[] = [
  {
    seedKey: 'sample-hypothesis',
    word: 'Hypothesis',
    definition: 'An idea offered as a possible explanation, which is then tested.',
    category: 'academic',
    mastered: false,
  },
  {
    seedKey: 'sample-algorithm',
    word: 'Algorithm',
    definition: 'A fixed set of steps that a computer follows to solve a problem.',
    category: 'technology',
    mastered: true,
  },
  {
    seedKey: 'sample-paradigm',
    word: 'Paradigm',
    definition: 'A typical model or pattern of thinking that shapes how people see something.',
    category: 'academic',
    mastered: false,
  },
  {
    seedKey: 'sample-photosynthesis',
    word: 'Photosynthesis',
    definition: 'The way green plants use sunlight to turn water and carbon dioxide into food.',
    category: 'science',
    mastered: false,
  },
  {
    seedKey: 'sample-revenue',
    word: 'Revenue',
    definition: 'The money a company receives from selling its goods or services.',
    category: 'business',
    mastered: false,
  },
];
