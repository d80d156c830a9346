import type {
  LevelTitle,
  PassageLevel,
  ReadingChipId,
  TopicId,
  WordCategoryIdContract,
} from '@lexora/contracts';
import type { ReadingLevel } from './level';

export interface ReadingChip {
  id: ReadingChipId;
  label: string;
  /** The bank topics a chip's practice set is drawn from. */
  topics: readonly TopicId[];
}

/**
 * The spec's five chips against our 13 topics. A chip names a school subject; the bank is
 * organised by the spec's reading topics, so each chip draws from the topics that read most like
 * that subject (folktales are old stories: both History and Literature).
 */
export const READING_CHIPS: readonly ReadingChip[] = [
  { id: 'science', label: 'Science', topics: ['science', 'nature', 'animals'] },
  { id: 'history', label: 'History', topics: ['heroes', 'festivals-celebrations', 'folktales'] },
  { id: 'literature', label: 'Literature', topics: ['fiction', 'fairytales', 'folktales'] },
  { id: 'technology', label: 'Technology', topics: ['vehicles', 'science', 'cartoons'] },
  {
    id: 'current-events',
    label: 'Current Events',
    topics: ['sports', 'food-health', 'places-travel'],
  },
];

export function topicsForChip(id: ReadingChipId): readonly TopicId[] {
  return READING_CHIPS.find((chip) => chip.id === id)?.topics ?? [];
}

/** Reading level 1-4 (spec 001 section 3: Beginner .. Upper Intermediate) as a bank level. */
export const PASSAGE_LEVEL_FOR_READING_LEVEL: Readonly<Record<ReadingLevel, PassageLevel>> = {
  1: 'A1',
  2: 'A2',
  3: 'B1',
  4: 'B2',
};

/** The vocabulary level title as a bank level; the bank stops at B2, so C1 and C2 read B2. */
export const PASSAGE_LEVEL_FOR_TITLE: Readonly<Record<LevelTitle, PassageLevel>> = {
  Beginner: 'A1',
  Elementary: 'A2',
  Intermediate: 'B1',
  'Upper Intermediate': 'B2',
  Advanced: 'B2',
  Proficient: 'B2',
};

const order: readonly PassageLevel[] = ['A1', 'A2', 'B1', 'B2'];

export const passageLevelIndex = (level: PassageLevel) => order.indexOf(level);

/**
 * The level of a learner's practice passages: the higher of their reading level and their
 * assessed vocabulary level ('level' = not assessed yet). A learner whose writing shows B2 need
 * not start on A1 stories; one whose reading points have grown past their vocabulary reads on.
 */
export function practicePassageLevel(
  readingLevel: ReadingLevel,
  vocabularyLevel: LevelTitle | 'level',
): PassageLevel {
  const byReading = PASSAGE_LEVEL_FOR_READING_LEVEL[readingLevel];
  if (vocabularyLevel === 'level') return byReading;
  const byVocabulary = PASSAGE_LEVEL_FOR_TITLE[vocabularyLevel];
  return passageLevelIndex(byVocabulary) > passageLevelIndex(byReading) ? byVocabulary : byReading;
}

const categoryByTopic: Partial<Record<TopicId, WordCategoryIdContract>> = {
  science: 'science',
  nature: 'science',
  animals: 'science',
  vehicles: 'technology',
  fiction: 'literature',
  folktales: 'literature',
  fairytales: 'literature',
  cartoons: 'literature',
  heroes: 'literature',
};

/** The difficult-words category of a word missed in a passage on `topic` (Academic otherwise). */
export function wordCategoryForTopic(topic: TopicId): WordCategoryIdContract {
  return categoryByTopic[topic] ?? 'academic';
}
