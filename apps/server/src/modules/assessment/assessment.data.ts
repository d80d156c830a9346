import { assessmentRound, errorPattern } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/** The assessment rounds (answers, emotion summaries, results) and the error pattern record. */
export const assessmentData: LearnerDataSection = {
  name: 'assessment',
  tables: {
    rounds: { table: assessmentRound, owner: assessmentRound.userId },
    errorPatterns: { table: errorPattern, owner: errorPattern.userId },
  },
};
