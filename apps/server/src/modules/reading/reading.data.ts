import { readingPaid, readingServed, readingSubmission } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/**
 * The reading record itself is the profile's; here: passages served, practice results and the
 * passages that have earned their points.
 */
export const readingData: LearnerDataSection = {
  name: 'reading',
  tables: {
    servedPassages: { table: readingServed, owner: readingServed.userId },
    practiceSubmissions: { table: readingSubmission, owner: readingSubmission.userId },
    paidPassages: { table: readingPaid, owner: readingPaid.userId },
  },
};
