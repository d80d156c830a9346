import type { EmotionDataDeleted } from '@lexora/contracts';
import type { Transaction } from '../../db/client';
import type { Learner } from '../../http/learner';
import type { EmotionDataRepository } from './emotion-data.repository';

/** "Delete my emotion data": the learner's own emotion readings, on their own (issue 30). */
export function createEmotionDataService(deps: {
  repo: EmotionDataRepository;
  transaction: Transaction;
}) {
  return {
    async deleteEmotionData(learner: Learner): Promise<EmotionDataDeleted> {
      const { readings, summaries } = await deps.transaction(() =>
        deps.repo.deleteAll(learner.userId),
      );
      return { readingsDeleted: readings, summariesDeleted: summaries };
    },
  };
}

export type EmotionDataService = ReturnType<typeof createEmotionDataService>;
