import type { DifficultWord } from '@lexora/contracts';
import { WORD_CATEGORIES } from '@lexora/content/difficult-words';
import { canStartMatching } from '@lexora/games/matching';

/** Each category with the learner's real word count and whether its matching game can start. */
export function categoryCounts(
  words: readonly Pick<DifficultWord, 'category' | 'mastered'>[] | undefined,
) {
  return WORD_CATEGORIES.map(({ id, name }) => ({
    id,
    name,
    count: words?.filter((w) => w.category === id).length ?? 0,
    playable: words !== undefined && canStartMatching(words, id),
  }));
}
