import { profile, readingRecord } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

export const profileData: LearnerDataSection = {
  name: 'profile',
  tables: {
    profile: { table: profile, owner: profile.userId },
    readingRecord: { table: readingRecord, owner: readingRecord.userId },
  },
};
