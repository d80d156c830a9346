import { connectionGame } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

/** The 'Find the connection' games a learner played (questions served and results). */
export const connectionQuizData: LearnerDataSection = {
  name: 'connectionQuiz',
  tables: { games: { table: connectionGame, owner: connectionGame.userId } },
};
