// The entry of every worker thread of the pool (bundled as dist/worker.js; see task-pool.ts).
import { lowerThisThreadPriority, setBackgroundNice } from '@lexora/speech';
import { workerData } from 'piscina';
import {
  taskHandlers,
  warmFirstStage,
  warmRestStage,
  workerStatus,
  type TaskName,
  type WorkerStatus,
} from './tasks';

const { nice, warm } = (workerData ?? {}) as { nice?: number; warm?: boolean };
if (nice !== undefined) setBackgroundNice(nice);

// Tasks yield the CPU to the event loop, which answers reads and /api/health (ADR 0028). A pool
// that warms loads what a learner right after a start waits for at the priority the thread was
// started with, the event loop's, and serves at it for a few seconds more; then it steps down
// (issue 31: at the background priority, four busy programs beside the server made the first
// analysis after a start take two minutes). A pool that loads nothing steps down at once.
if (!warm) lowerThisThreadPriority();

/**
 * How long a thread serves at its starting priority after its first stage: the learners who
 * arrived during a restart, whose requests waited for it, are answered at once.
 */
const STEP_DOWN_AFTER_MS = 10_000;

const stepDown = () => lowerThisThreadPriority();

/** Runs the first warm-up stage once, before any task of a warming pool. */
function prepareThread(): void {
  if (warm && warmFirstStage()) setTimeout(stepDown, STEP_DOWN_AFTER_MS).unref();
}

export default function runTask(message: { name: TaskName; input: unknown }): unknown {
  prepareThread();
  const handler = taskHandlers[message.name] as ((input: unknown) => unknown) | undefined;
  if (!handler) throw new Error(`Unknown worker task "${message.name}"`);
  return handler(message.input);
}

/** The pool's start-up task for each thread (task-pool.ts sends it by this export's name). */
export function warmFirst(): WorkerStatus {
  prepareThread();
  return workerStatus();
}

/** The pool's idle-time task for each thread, one thread at a time. */
export function warmRest(): WorkerStatus {
  prepareThread();
  if (warm) {
    stepDown();
    warmRestStage();
  }
  return workerStatus();
}
