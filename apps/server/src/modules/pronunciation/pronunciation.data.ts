import { pronunciationAttempt } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/** The coach's record of checks (never the recordings, which are not stored). */
export const pronunciationData: LearnerDataSection = {
  name: 'pronunciation',
  tables: { checks: { table: pronunciationAttempt, owner: pronunciationAttempt.userId } },
};
