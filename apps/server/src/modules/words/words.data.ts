import { difficultWord, missedWord, practiceRecord, wordListSeed } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/** Difficult words with their review state, every practised word (the review history), misses. */
export const wordsData: LearnerDataSection = {
  name: 'words',
  tables: {
    difficultWords: { table: difficultWord, owner: difficultWord.userId },
    practice: { table: practiceRecord, owner: practiceRecord.userId },
    missedInGames: { table: missedWord, owner: missedWord.userId },
    sampleWordsAdded: { table: wordListSeed, owner: wordListSeed.userId },
  },
};
