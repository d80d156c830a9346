import { readingChipIds, topicIds } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import {
  passageLevelForFinalScore,
  practicePassageLevel,
  READING_CHIPS,
  topicsForChip,
  wordCategoryForTopic,
} from './mapping';

describe('reading chips', () => {
  it('has the spec chips, in order, with their labels', () => {
    expect(READING_CHIPS.map((c) => c.label)).toEqual([
      'Science',
      'History',
      'Literature',
      'Technology',
      'Current Events',
    ]);
    expect(READING_CHIPS.map((c) => c.id)).toEqual([...readingChipIds]);
  });

  it('maps every chip to bank topics, and every bank topic is behind some chip', () => {
    for (const chip of READING_CHIPS) {
      expect(chip.topics.length).toBeGreaterThan(0);
      for (const topic of chip.topics) expect(topicIds).toContain(topic);
    }
    const covered = new Set(READING_CHIPS.flatMap((c) => c.topics));
    expect([...topicIds].filter((t) => !covered.has(t))).toEqual([]);
  });

  it('looks chips up by id', () => {
    expect(topicsForChip('science')).toEqual(['science', 'nature', 'animals']);
    expect(topicsForChip('current-events')).toEqual(['sports', 'food-health', 'places-travel']);
  });
});

describe('practice passage level', () => {
  it('maps reading levels 1-4 to A1-B2 when the vocabulary level is not assessed', () => {
    expect([1, 2, 3, 4].map((l) => practicePassageLevel(l as 1 | 2 | 3 | 4, 'level'))).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
    ]);
  });

  it('takes the higher of the reading level and the vocabulary level', () => {
    expect(practicePassageLevel(1, 'Intermediate')).toBe('B1');
    expect(practicePassageLevel(3, 'Beginner')).toBe('B1');
    expect(practicePassageLevel(2, 'Elementary')).toBe('A2');
  });

  it('reads C1 and C2 for Advanced and Proficient vocabulary', () => {
    expect(practicePassageLevel(1, 'Advanced')).toBe('C1');
    expect(practicePassageLevel(4, 'Proficient')).toBe('C2');
  });

  it("puts the assessment's placement in place of the vocabulary level, lifted by reading points", () => {
    expect(practicePassageLevel(1, 'level', 'C2')).toBe('C2');
    expect(practicePassageLevel(1, 'Advanced', 'A2')).toBe('A2');
    expect(practicePassageLevel(3, 'Advanced', 'A2')).toBe('B1');
    expect(practicePassageLevel(2, 'Beginner', null)).toBe('A2');
  });

  it('reads the final_score 0-6 as a bank level, below A1 as A1', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(passageLevelForFinalScore)).toEqual([
      'A1',
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
    ]);
  });
});

describe('word category of a missed passage word', () => {
  it('follows the topic, Academic by default', () => {
    expect(wordCategoryForTopic('science')).toBe('science');
    expect(wordCategoryForTopic('vehicles')).toBe('technology');
    expect(wordCategoryForTopic('fairytales')).toBe('literature');
    expect(wordCategoryForTopic('food-health')).toBe('academic');
    expect(wordCategoryForTopic('sports')).toBe('academic');
  });
});
