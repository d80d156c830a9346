import { awardEvent } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/** The points ledger: points, XP, badges and the streak are all derived from it. */
export const progressData: LearnerDataSection = {
  name: 'progress',
  tables: { pointsLedger: { table: awardEvent, owner: awardEvent.userId } },
};
