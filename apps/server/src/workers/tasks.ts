import { thisThreadNice } from '@lexora/speech';
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { passwordTasks } from '../auth/passwords';
import { assessmentTasks } from '../modules/assessment/assessment.tasks';
import { gamesTasks } from '../modules/games/games.tasks';
import { connectionQuizTasks } from '../modules/connection-quiz/connection-quiz.tasks';
import {
  fillBlankQuizTasks,
  warmFillBlankQuizTasks,
} from '../modules/fill-blank-quiz/fill-blank-quiz.tasks';
import {
  pronunciationTasks,
  warmPronunciationTasks,
} from '../modules/pronunciation/pronunciation.tasks';
import { vocabularyTasks, warmVocabularyTasks } from '../modules/vocabulary/vocabulary.tasks';
import {
  warmWordAssistantTasks,
  wordAssistantTasks,
} from '../modules/word-assistant/word-assistant.tasks';
import { wordsTasks } from '../modules/words/words.tasks';

/** What one worker thread reports about itself (start-up log, benchmarks). */
export interface WorkerStatus {
  threadId: number;
  warmMs: number | undefined;
  heapUsedMb: number;
  /** The thread's nice value now (Linux; undefined elsewhere). */
  nice: number | undefined;
}

let warmMs: number | undefined;

/**
 * Every task the worker pool can run, by name. To add one: write it in its module's
 * `<module>.tasks.ts` (input and output must survive structured cloning: plain data, typed
 * arrays; expected failures as data, because errors lose their class between threads), spread
 * that module's tasks in here, and call it with `pool.run('name', input)`: the types follow.
 */
export const taskHandlers = {
  ...vocabularyTasks,
  ...pronunciationTasks,
  ...wordsTasks,
  ...wordAssistantTasks,
  ...fillBlankQuizTasks,
  ...connectionQuizTasks,
  ...assessmentTasks,
  ...gamesTasks,
  ...passwordTasks,
  'pool.status': (): WorkerStatus => ({
    threadId,
    warmMs,
    heapUsedMb: Math.round(getHeapStatistics().used_heap_size / 2 ** 20),
    nice: thisThreadNice(),
  }),
  /** Holds its thread until the flag is set (tests fill the pool with it; no timing involved). */
  'pool.hold': (flag: SharedArrayBuffer): void => {
    Atomics.wait(new Int32Array(flag), 0, 0);
  },
};

/** Loads what the tasks need, so a learner's first request is as fast as the rest. */
export function warmTasks(): void {
  const started = performance.now();
  warmVocabularyTasks();
  warmPronunciationTasks();
  warmWordAssistantTasks();
  warmFillBlankQuizTasks();
  warmMs = Math.round(performance.now() - started);
}

export type TaskHandlers = typeof taskHandlers;
export type TaskName = keyof TaskHandlers;
export type TaskInput<N extends TaskName> = Parameters<TaskHandlers[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<TaskHandlers[N]>>;
