import { levelChange } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

export const levelsData: LearnerDataSection = {
  name: 'levels',
  tables: { levelChange: { table: levelChange, owner: levelChange.userId } },
};
