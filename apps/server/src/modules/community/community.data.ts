import { communityMember } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/** The league membership: the display name and when the learner joined (none when not in it). */
export const communityData: LearnerDataSection = {
  name: 'community',
  tables: { membership: { table: communityMember, owner: communityMember.userId } },
};
