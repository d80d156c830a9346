import { tabooCardFromDifficultWord } from '@lexora/content';
import type { TabooCardList } from '@lexora/contracts';
import { loadLexicon, relatedWords } from '@lexora/lexicon';

/**
 * Taboo cards from the learner's words, run in the worker pool: the WordNet and frequency
 * look-ups take 0.2-1.5 ms a word, and the first call in a process loads the lexicon (about
 * 0.7 s), which the worker threads hold anyway for the analyser.
 */
export const gamesTasks = {
  'games.taboo-cards': (
    words: Array<{ word: string; definition: string }>,
  ): TabooCardList['cards'] => {
    const lexicon = loadLexicon();
    return words.map((w) => {
      const card = tabooCardFromDifficultWord(w, relatedWords(lexicon, w.word, w.definition));
      return { ...card, tabooWords: [...card.tabooWords] };
    });
  },
};
