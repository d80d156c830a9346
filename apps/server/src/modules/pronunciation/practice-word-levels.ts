import { levelIndex, levelOfWordForm, type CefrEngine } from '@lexora/cefr';
import { frequencyLevels, type WordLevelSource } from '@lexora/speech';

/**
 * Practice words are levelled by the predictor's word-level model; if the analyser cannot load,
 * word frequency stands in, so the coach still offers words at the learner's level.
 */
export function cefrPracticeWordLevels(engine: () => CefrEngine): WordLevelSource {
  return {
    levelOf(word) {
      try {
        const found = levelOfWordForm(engine(), word);
        return found ? levelIndex(found.level) + 1 : undefined;
      } catch {
        return frequencyLevels.levelOf(word);
      }
    },
  };
}
