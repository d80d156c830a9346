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
  /** Milliseconds each warm-up stage took in this thread; absent until it has run. */
  warmMs: { first?: number; rest?: number };
  /** When the second stage ran here (epoch ms): stages of different threads never overlap. */
  restWindow?: { from: number; to: number };
  heapUsedMb: number;
  /** The thread's nice value now (Linux; undefined elsewhere). */
  nice: number | undefined;
}

const warmMs: WorkerStatus['warmMs'] = {};
let restWindow: WorkerStatus['restWindow'];

export function workerStatus(): WorkerStatus {
  return {
    threadId,
    warmMs: { ...warmMs },
    restWindow,
    heapUsedMb: Math.round(getHeapStatistics().used_heap_size / 2 ** 20),
    nice: thisThreadNice(),
  };
}

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
  'pool.status': workerStatus,
  /** Holds its thread until the flag is set (tests fill the pool with it; no timing involved). */
  'pool.hold': (flag: SharedArrayBuffer): void => {
    Atomics.wait(new Int32Array(flag), 0, 0);
  },
};

/**
 * The first stage of a thread's warm-up (issue 31): what a learner arriving right after a start
 * waits for. The analyser serves the vocabulary test, the dashboard's assessment and the reading
 * assessment's level checks; the reading assessment's own tasks are small and need nothing
 * loaded. About half a second of CPU. Returns false when it had already run.
 */
export function warmFirstStage(): boolean {
  if (warmMs.first !== undefined) return false;
  const started = performance.now();
  warmVocabularyTasks('first');
  warmMs.first = Math.round(performance.now() - started);
  return true;
}

/**
 * The second stage: everything else a task may need (seconds of CPU, most of it the fill-in-the-
 * blank quiz's bank), loaded while the thread is otherwise idle. A task that needs it earlier
 * loads its part itself. Returns false when it had already run.
 */
export function warmRestStage(): boolean {
  if (warmMs.rest !== undefined) return false;
  const started = performance.now();
  const from = Date.now();
  warmVocabularyTasks('rest');
  warmPronunciationTasks();
  warmWordAssistantTasks();
  warmFillBlankQuizTasks();
  warmMs.rest = Math.round(performance.now() - started);
  restWindow = { from, to: Date.now() };
  return true;
}

export type TaskHandlers = typeof taskHandlers;
export type TaskName = keyof TaskHandlers;
export type TaskInput<N extends TaskName> = Parameters<TaskHandlers[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<TaskHandlers[N]>>;
