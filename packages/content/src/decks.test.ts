import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { drawTabooCards, drawWordGuessWords, suggestedAssociationDifficulty } from './decks';
import { contentLevelFor, itemsAtLevel } from './levels';
import { TABOO_CARDS } from './taboo-cards';

describe('learner levels', () => {
  it('maps CEFR labels, level titles and the unassessed placeholder', () => {
    expect(contentLevelFor('B1+')).toBe('B1');
    expect(contentLevelFor('C2')).toBe('C1');
    expect(contentLevelFor('Upper Intermediate')).toBe('B2');
    expect(contentLevelFor('Beginner')).toBe('A1');
    expect(contentLevelFor('level')).toBe('A2');
    expect(contentLevelFor(undefined)).toBe('A2');
  });

  it('draws cards at the learner level and the level below', () => {
    const cards = drawTabooCards('B1', seededRandom(3));
    expect(new Set(cards.map((c) => TABOO_CARDS.find((t) => t.word === c.word)?.level))).toEqual(
      new Set(['A2', 'B1']),
    );
    expect(drawTabooCards('A1', seededRandom(3)).length).toBe(
      TABOO_CARDS.filter((c) => c.level === 'A1').length,
    );
  });

  it('widens the band when a level has too few items', () => {
    const items = [
      { id: 1, level: 'A1' as const },
      { id: 2, level: 'C1' as const },
    ];
    expect(itemsAtLevel(items, 'A1', 2).map((i) => i.id)).toEqual([1, 2]);
    expect(itemsAtLevel(items, 'A1', 1).map((i) => i.id)).toEqual([1]);
  });

  it('draws a requested number of distinct items, reproducibly for a seed', () => {
    const first = drawWordGuessWords('B2', seededRandom(8), 5).map((w) => w.word);
    expect(first).toHaveLength(5);
    expect(new Set(first).size).toBe(5);
    expect(drawWordGuessWords('B2', seededRandom(8), 5).map((w) => w.word)).toEqual(first);
    expect(drawWordGuessWords('B2', seededRandom(9), 5).map((w) => w.word)).not.toEqual(first);
  });

  it('suggests an association difficulty per level', () => {
    expect(['A1', 'B2', 'C1'].map((l) => suggestedAssociationDifficulty(l as 'A1'))).toEqual([
      'Easy',
      'Medium',
      'Hard',
    ]);
  });
});
