import { assessmentData } from '../assessment/assessment.data';
import { communityData } from '../community/community.data';
import { fillBlankQuizData } from '../fill-blank-quiz/fill-blank-quiz.data';
import { connectionQuizData } from '../connection-quiz/connection-quiz.data';
import { gamesData } from '../games/games.data';
import { levelsData } from '../levels/levels.data';
import { profileData } from '../profile/profile.data';
import { progressData } from '../progress/progress.data';
import { pronunciationData } from '../pronunciation/pronunciation.data';
import { readingData } from '../reading/reading.data';
import { vocabularyData } from '../vocabulary/vocabulary.data';
import { wordsData } from '../words/words.data';
import { accountData } from './account.data';
import type { LearnerDataSection } from './learner-tables';

/**
 * Every feature's share of the learner's data, read by 'Download my data' and deleted by
 * 'Delete my account' (in reverse order, so the user row goes last). A new table holding learner
 * rows must join its module's `<module>.data.ts`: a test fails for any table with a user_id
 * column that is not listed here (test/account.api.test.ts).
 */
export const learnerDataSections: readonly LearnerDataSection[] = [
  accountData,
  profileData,
  levelsData,
  progressData,
  vocabularyData,
  wordsData,
  gamesData,
  fillBlankQuizData,
  pronunciationData,
  readingData,
  assessmentData,
  connectionQuizData,
  communityData,
];
