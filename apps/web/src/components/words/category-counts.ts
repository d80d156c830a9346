import type { DifficultWord } from '@lexora/contracts';
import { WORD_CATEGORIES } from '@lexora/content';

/** The spec's counts until the learner has words of their own in a category, then the real count. */
export function categoryCounts(words: readonly Pick<DifficultWord, 'category'>[] | undefined) {
  return WORD_CATEGORIES.map((category) => {
    const own = words?.filter((w) => w.category === category.id).length ?? 0;
    return { ...category, count: own > 0 ? own : category.count };
  });
}
