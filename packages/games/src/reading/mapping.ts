import {
  passageLevels,
  type LevelTitle,
  type PassageLevel,
  type ReadingChipId,
  type TopicId,
  type WordCategoryIdContract,
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

/**
 * The vocabulary level title as a bank level: the titles are the CEFR levels by name (Advanced
 * C1, Proficient C2), and the bank has C1 and C2 passages since issue 29.
 */
export const PASSAGE_LEVEL_FOR_TITLE: Readonly<Record<LevelTitle, PassageLevel>> = {
  Beginner: 'A1',
  Elementary: 'A2',
  Intermediate: 'B1',
  'Upper Intermediate': 'B2',
  Advanced: 'C1',
  Proficient: 'C2',
};

/**
 * The assessment's final_score 0-6 (below A1, A1 .. C2) as a bank level; below A1 reads A1, the
 * easiest passages there are.
 */
export function passageLevelForFinalScore(finalScore: number): PassageLevel {
  const index = Math.min(Math.max(Math.round(finalScore) - 1, 0), passageLevels.length - 1);
  return passageLevels[index]!;
}

export const passageLevelIndex = (level: PassageLevel) => passageLevels.indexOf(level);

/**
 * The level of a learner's practice passages. The reading assessment's last placement
 * (`assessedLevel`, null = never assessed) measures reading itself, so it stands in for the
 * vocabulary level (a proxy: 'level' = not assessed yet) when there is one; the reading level
 * (points) lifts either, as practice since then shows growth. The reading level stops at 4
 * (B2): C1 and C2 come from the assessment or the vocabulary level. A learner whose writing shows
 * C1 need not start on A1 stories, and one the assessment placed at A2 is not sent to C1 texts by
 * a vocabulary estimate.
 */
export function practicePassageLevel(
  readingLevel: ReadingLevel,
  vocabularyLevel: LevelTitle | 'level',
  assessedLevel: PassageLevel | null = null,
): PassageLevel {
  const byReading = PASSAGE_LEVEL_FOR_READING_LEVEL[readingLevel];
  const measured =
    assessedLevel ??
    (vocabularyLevel === 'level' ? null : PASSAGE_LEVEL_FOR_TITLE[vocabularyLevel]);
  if (!measured) return byReading;
  return passageLevelIndex(measured) > passageLevelIndex(byReading) ? measured : byReading;
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
