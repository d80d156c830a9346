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

/**
 * The dashboard category of a sense of our dictionary (packages/dictionary): the first of its
 * topic domains that is one of the dashboard's subjects (an earthquake is nature and science:
 * Science). Medicine is Science; art, music and films are Literature, the dashboard's
 * arts subject; a sense of any other domain (nature, sports, cooking, travel, education, law)
 * or of none is Academic, the list for general words: a dog or a pet is not a Science word.
 */
const CATEGORY_OF_DOMAIN: Readonly<Record<string, WordCategoryId>> = {
  business: 'business',
  technology: 'technology',
  science: 'science',
  medicine: 'science',
  art: 'literature',
  music: 'literature',
  movies: 'literature',
};

export function categoryOfDomains(domains: readonly string[] | undefined): WordCategoryId {
  for (const domain of domains ?? []) {
    const category = CATEGORY_OF_DOMAIN[domain];
    if (category) return category;
  }
  return 'academic';
}
