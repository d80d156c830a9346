import { readingChipIds, topicIds } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import {
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

  it('reads B2, the top of the bank, for C1 and C2 vocabulary', () => {
    expect(practicePassageLevel(1, 'Advanced')).toBe('B2');
    expect(practicePassageLevel(1, 'Proficient')).toBe('B2');
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
