import { describe, expect, it } from 'vitest';
import { categoryCounts } from './category-counts';

describe('categoryCounts', () => {
  it('shows the spec counts until the learner has words in a category', () => {
    expect(categoryCounts(undefined).map((c) => [c.name, c.count])).toEqual([
      ['Academic', 15],
      ['Technology', 12],
      ['Literature', 8],
      ['Science', 10],
      ['Business', 14],
    ]);
  });

  it('counts the learner’s own words where there are any', () => {
    const counts = categoryCounts([
      { category: 'academic' },
      { category: 'academic' },
      { category: 'science' },
    ]);
    expect(counts.find((c) => c.id === 'academic')?.count).toBe(2);
    expect(counts.find((c) => c.id === 'science')?.count).toBe(1);
    expect(counts.find((c) => c.id === 'business')?.count).toBe(14);
  });
});
