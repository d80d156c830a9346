import { vocabularyAnalysis } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

export const vocabularyData: LearnerDataSection = {
  name: 'vocabulary',
  tables: { analyses: { table: vocabularyAnalysis, owner: vocabularyAnalysis.userId } },
};
