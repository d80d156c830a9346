import { difficultWord, practiceRecord, wordListSeed } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/** Difficult words with their review state, and every practised word (the review history). */
export const wordsData: LearnerDataSection = {
  name: 'words',
  tables: {
    difficultWords: { table: difficultWord, owner: difficultWord.userId },
    practice: { table: practiceRecord, owner: practiceRecord.userId },
    sampleWordsAdded: { table: wordListSeed, owner: wordListSeed.userId },
  },
};
