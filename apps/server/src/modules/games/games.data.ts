import { gameResult, gameRound } from '../../db/schema';
import type { LearnerDataSection } from '../account/learner-tables';

export const gamesData: LearnerDataSection = {
  name: 'games',
  tables: {
    results: { table: gameResult, owner: gameResult.userId },
    rounds: { table: gameRound, owner: gameRound.userId },
  },
};
