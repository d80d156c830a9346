import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors';
import type { TaskInput, TaskName, TaskOutput, WorkerStatus } from './tasks';

/** Runs named tasks somewhere else than the event loop; what services depend on. */
export interface TaskRunner {
  /** Rejects with a SERVICE_BUSY AppError (503, Retry-After) when the queue is full. */
  run<N extends TaskName>(
    name: N,
    input: TaskInput<N>,
    options?: { transfer?: ArrayBuffer[] },
  ): Promise<TaskOutput<N>>;
}

export interface TaskPool extends TaskRunner {
  readonly threads: number;
  readonly queueLimit: number;
  /** Waits for every thread to start (and warm, when asked) and reports each one. */
  warmUp(): Promise<WorkerStatus[]>;
  close(): Promise<void>;
}

export interface TaskPoolOptions {
  /** Worker threads (WORKER_THREADS); default one per core. */
  threads?: number;
  /** Tasks allowed to wait beyond one per thread (WORKER_QUEUE_LIMIT); then 503. */
  queueLimit?: number;
  /** Load the analyser and dictionaries in every thread at start (the server does; tests not). */
  warm?: boolean;
  /** Start threads only when work arrives or warmUp() is called, not at construction. */
  lazy?: boolean;
  /** The threads' nice value (BACKGROUND_NICE; default 10, 0 leaves them as they are). */
  nice?: number;
}

export const BUSY_MESSAGE = 'Lexora is busy, try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 1;

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The worker's entry file: dist/worker.js next to the bundled server (scripts/build-server.mjs),
 * or the TypeScript bootstrap when running from sources (this file is then src/workers/).
 */
export function findWorkerEntry(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'worker.js');
  if (existsSync(bundled)) return bundled;
  const source = path.join(here, 'worker-src.mjs');
  if (existsSync(source)) return source;
  throw new Error(`Worker entry not found next to ${here} (run npm run build)`);
}

/** A pool of worker threads (piscina) with one bounded queue shared by every task. */
export function createTaskPool(options: TaskPoolOptions = {}): TaskPool {
  const threads = Math.max(1, options.threads ?? defaultThreads());
  const queueLimit = Math.max(0, options.queueLimit ?? threads * 16);
  const piscina = new Piscina({
    filename: findWorkerEntry(),
    minThreads: options.lazy ? 0 : threads,
    maxThreads: threads,
    // Never retire idle threads: a new one would pay the analyser's load again.
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { warm: options.warm ?? false, nice: options.nice },
  });
  // Counted here rather than with piscina's maxQueue, whose capacity moves while threads start.
  let inFlight = 0;

  async function run<N extends TaskName>(
    name: N,
    input: TaskInput<N>,
    runOptions: { transfer?: ArrayBuffer[] } = {},
  ): Promise<TaskOutput<N>> {
    if (inFlight >= threads + queueLimit)
      throw new AppError('SERVICE_BUSY', BUSY_MESSAGE, {
        retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
      });
    inFlight += 1;
    try {
      return (await piscina.run(
        { name, input },
        { transferList: runOptions.transfer },
      )) as TaskOutput<N>;
    } finally {
      inFlight -= 1;
    }
  }

  return {
    threads,
    queueLimit,
    run,
    async warmUp() {
      // One status call per thread: threads take work only once started (and warmed), so
      // these spread over them as each becomes idle.
      const statuses = await Promise.all(
        Array.from({ length: threads }, () => run('pool.status', undefined)),
      );
      return [...new Map(statuses.map((s) => [s.threadId, s])).values()];
    },
    close: () => piscina.destroy(),
  };
}
