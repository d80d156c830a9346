import { AppError } from '../http/errors';
import { BUSY_MESSAGE } from '../workers/task-pool';

/**
 * At most `running` tasks at a time and `waiting` in line; past that, 503 "busy" at once. Gives a
 * kind of caller (visitors without an account) a bounded share of a shared resource, so that a
 * flood of them cannot take it from everyone else.
 */
export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  size(): number;
}

export function createGate(limits: { running: number; waiting: number }): Gate {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running--;
    const next = queue.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(task) {
      if (running >= limits.running) {
        if (queue.length >= limits.waiting) {
          throw new AppError('SERVICE_BUSY', BUSY_MESSAGE, { retryAfterSeconds: 1 });
        }
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    size: () => running + queue.length,
  };
}
