// The entry of every worker thread of the pool (bundled as dist/worker.js; see task-pool.ts).
import { lowerThisThreadPriority, setBackgroundNice } from '@lexora/speech';
import { workerData } from 'piscina';
import { taskHandlers, warmTasks, type TaskName } from './tasks';

// Tasks yield the CPU to the event loop, which answers reads and /api/health (ADR 0028): first,
// so that the warm-up below (seconds of loading) already runs at the lower priority.
const { nice } = (workerData ?? {}) as { nice?: number };
if (nice !== undefined) setBackgroundNice(nice);
lowerThisThreadPriority();

// Before the first task: piscina counts the thread as ready once this module has loaded.
if ((workerData as { warm?: boolean } | undefined)?.warm) warmTasks();

export default function runTask(message: { name: TaskName; input: unknown }): unknown {
  const handler = taskHandlers[message.name] as ((input: unknown) => unknown) | undefined;
  if (!handler) throw new Error(`Unknown worker task "${message.name}"`);
  return handler(message.input);
}
