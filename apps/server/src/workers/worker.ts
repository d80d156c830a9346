// The entry of every worker thread of the pool (bundled as dist/worker.js; see task-pool.ts).
import { workerData } from 'piscina';
import { taskHandlers, warmTasks, type TaskName } from './tasks';

// Before the first task: piscina counts the thread as ready once this module has loaded.
if ((workerData as { warm?: boolean } | undefined)?.warm) warmTasks();

export default function runTask(message: { name: TaskName; input: unknown }): unknown {
  const handler = taskHandlers[message.name] as ((input: unknown) => unknown) | undefined;
  if (!handler) throw new Error(`Unknown worker task "${message.name}"`);
  return handler(message.input);
}
