import { CONNECTION_QUESTIONS_PER_GAME, cefrLevels, type CefrLevel } from '@lexora/contracts';
import { seededRandom } from '@lexora/games';
import {
  createConnectionEngine,
  type ConnectionEngine,
  type ConnectionQuestion,
} from '@lexora/quiz';
import { loadConnectionBank } from '@lexora/quiz/connection-load';
import { loadWordData } from '@lexora/words/load';

let engine: ConnectionEngine | undefined;

/**
 * One engine per worker thread: the word layer and the connection bank, loaded on the first
 * quiz (about 2 s on a busy machine, under the loading screen) rather than at start-up, where
 * it would delay every thread's first analysis.
 */
function connectionEngine(): ConnectionEngine {
  if (!engine) {
    const words = loadWordData();
    engine = createConnectionEngine(words, loadConnectionBank(words));
  }
  return engine;
}

export interface ConnectionTaskInput {
  level: CefrLevel;
  interest: string;
  seed: number;
  /** Connections the learner saw in the last 7 days. */
  exclude: string[];
}

/** 'Find the connection' questions, built in the worker pool (CPU work off the event loop). */
export const connectionQuizTasks = {
  'connection.questions': (input: ConnectionTaskInput): ConnectionQuestion[] => {
    const random = seededRandom(input.seed);
    const exclude = new Set(input.exclude);
    const questions = connectionEngine().questions({
      level: input.level,
      interest: input.interest,
      random,
      exclude,
    });
    // A level with few connections (C2: clues at C1-C2 are rare) is topped up one level down.
    const at = cefrLevels.indexOf(input.level);
    for (let down = at - 1; questions.length < CONNECTION_QUESTIONS_PER_GAME && down >= 0; down--) {
      for (const q of questions) exclude.add(q.id);
      const more = connectionEngine().questions({
        level: cefrLevels[down]!,
        interest: input.interest,
        random,
        exclude,
        count: CONNECTION_QUESTIONS_PER_GAME - questions.length,
      });
      questions.push(...more.filter((q) => !questions.some((o) => o.id === q.id)));
    }
    return questions;
  },
};
