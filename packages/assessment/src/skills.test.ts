import { describe, expect, it } from 'vitest';
import { skillStats, tagMean, tagsByWeakness, weakestTag } from './skills';
import { roundTopics } from './topics';

describe('skill statistics', () => {
  it('counts each tag of an answer and adds to earlier counts', () => {
    const first = skillStats([
      { tags: ['detail', 'vocabulary'], correct: false },
      { tags: ['detail'], correct: true },
      { tags: ['unknown'], correct: false },
    ]);
    expect(first.detail).toEqual({ right: 1, wrong: 1 });
    expect(first.vocabulary).toEqual({ right: 0, wrong: 1 });
    expect(skillStats([{ tags: ['detail'], correct: true }], first).detail).toEqual({
      right: 2,
      wrong: 1,
    });
  });

  it('uses the Beta(1 + right, 1 + wrong) mean', () => {
    expect(tagMean({ right: 0, wrong: 0 })).toBe(0.5);
    expect(tagMean({ right: 2, wrong: 1 })).toBeCloseTo(0.6, 12);
  });

  it('finds the weakest tag, breaking ties by more evidence, then by the tag list', () => {
    expect(weakestTag(skillStats([]))).toBeNull();
    const stats = skillStats([
      { tags: ['detail'], correct: false },
      { tags: ['inference'], correct: false },
      { tags: ['inference'], correct: false },
      { tags: ['inference'], correct: true },
      { tags: ['grammar'], correct: false },
    ]);
    // detail and grammar: Beta(1,2) mean 1/3; inference Beta(2,3) mean 0.4.
    expect(tagsByWeakness(stats).slice(0, 3)).toEqual(['detail', 'grammar', 'inference']);
    const tied = skillStats([
      { tags: ['grammar'], correct: false },
      { tags: ['sequence'], correct: false },
      { tags: ['sequence'], correct: false },
      { tags: ['sequence'], correct: true },
      { tags: ['sequence'], correct: true },
      { tags: ['grammar'], correct: true },
    ]);
    // grammar Beta(2,2) = 0.5, sequence Beta(3,3) = 0.5: sequence has more evidence; both tie
    // with the untested tags at 0.5, which have none.
    expect(weakestTag(tied)).toBe('sequence');
  });

  it('explores an untested skill once every tested one is going well', () => {
    const stats = skillStats([{ tags: ['main-idea'], correct: true }]);
    expect(weakestTag(stats)).toBe('detail');
  });
});

describe('roundTopics', () => {
  it('uses the second saved topic when the saved emotion is SAD', () => {
    expect(roundTopics(['science', 'animals', 'sports'], 'SAD')).toEqual(['animals']);
    expect(roundTopics(['science', 'animals'], 'HAPPY')).toEqual(['science', 'animals']);
    expect(roundTopics(['science'], 'SAD')).toEqual(['science']);
    expect(roundTopics([], null)).toEqual([]);
  });
});
