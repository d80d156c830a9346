import { fillBlankGame } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

export const fillBlankQuizData: LearnerDataSection = {
  name: 'fillBlankQuiz',
  tables: { games: { table: fillBlankGame, owner: fillBlankGame.userId } },
};
