import { describe, expect, it } from 'vitest';
import { categoryCounts } from './category-counts';

const word = (category: string, mastered = false) => ({
  category: category as 'academic',
  mastered,
});

describe('categoryCounts', () => {
  it('shows real counts only: no sample numbers for an empty category', () => {
    expect(categoryCounts([]).map((c) => [c.name, c.count, c.playable])).toEqual([
      ['Academic', 0, false],
      ['Technology', 0, false],
      ['Literature', 0, false],
      ['Science', 0, false],
      ['Business', 0, false],
    ]);
    expect(categoryCounts(undefined).every((c) => c.count === 0 && !c.playable)).toBe(true);
  });

  it('counts the learner’s words and enables a game exactly when two are being learned', () => {
    const counts = categoryCounts([
      word('academic'),
      word('academic'),
      word('technology'),
      word('science'),
      word('science', true),
    ]);
    const of = (id: string) => counts.find((c) => c.id === id)!;
    expect(of('academic')).toMatchObject({ count: 2, playable: true });
    expect(of('technology')).toMatchObject({ count: 1, playable: false });
    expect(of('science')).toMatchObject({ count: 2, playable: false });
    expect(of('literature')).toMatchObject({ count: 0, playable: false });
  });
});
