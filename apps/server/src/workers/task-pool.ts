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
  /**
   * Starts every thread, runs the first warm-up stage in each (when the pool warms) and reports
   * each one. The second stage then runs in the background, one thread at a time while another
   * is free for learners (issue 31).
   */
  warmUp(): Promise<WorkerStatus[]>;
  /** Resolves once every thread has run the second stage (after warmUp; the start-up log). */
  fullyWarm(): Promise<WorkerStatus[]>;
  close(): Promise<void>;
}

export interface TaskPoolOptions {
  /** Worker threads (WORKER_THREADS); default one per core. */
  threads?: number;
  /** Tasks allowed to wait beyond one per thread (WORKER_QUEUE_LIMIT); then 503. */
  queueLimit?: number;
  /** Load the analyser and the other engines in every thread (the server does; tests not). */
  warm?: boolean;
  /** Start threads only when work arrives or warmUp() is called, not at construction. */
  lazy?: boolean;
  /** The threads' nice value (BACKGROUND_NICE; default 10, 0 leaves them as they are). */
  nice?: number;
}

type LoadBalancer = NonNullable<
  NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']
>;
/** The warm-up stages, by the name of the worker entry's export that runs each (worker.ts). */
type WarmStage = 'warmFirst' | 'warmRest';

/** How often the pool looks for a free moment to warm a thread's second stage. */
const IDLE_POLL_MS = 250;

/**
 * Piscina's choice of thread, aware of the warm-up stages. A stage task goes to an idle thread that
 * has not had it (else to any idle thread, where it returns at once: a task sent back to the queue
 * would hold up the tasks behind it). A learner's task prefers a thread past its first stage.
 */
function stageAwareBalancer(given: Record<WarmStage, Set<number>>): LoadBalancer {
  return (task, workers) => {
    const idle = workers.filter((worker) => worker.currentUsage === 0 && !worker.terminating);
    const stage = given[task.name as WarmStage] as Set<number> | undefined;
    if (stage) {
      const thread = idle.find((worker) => !stage.has(worker.id)) ?? idle[0] ?? null;
      if (thread) stage.add(thread.id);
      return thread;
    }
    return idle.find((worker) => given.warmFirst.has(worker.id)) ?? idle[0] ?? null;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One status per thread (the last one each reported). */
const byThread = (statuses: WorkerStatus[]) => [
  ...new Map(statuses.map((status) => [status.threadId, status])).values(),
];

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
  const given: Record<WarmStage, Set<number>> = { warmFirst: new Set(), warmRest: new Set() };
  const piscina = new Piscina({
    loadBalancer: stageAwareBalancer(given),
    filename: findWorkerEntry(),
    minThreads: options.lazy ? 0 : threads,
    maxThreads: threads,
    // Never retire idle threads: a new one would pay the analyser's load again.
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { warm: options.warm ?? false, nice: options.nice },
  });
  // Counted here rather than with piscina's maxQueue, whose capacity moves while threads start.
  let inFlight = 0;

  let closed = false;
  let restWarmed: Promise<WorkerStatus[]> | undefined;

  /** Counts the task in, refusing it when the threads and the queue are all taken. */
  async function counted<T>(work: () => Promise<T>): Promise<T> {
    if (inFlight >= threads + queueLimit)
      throw new AppError('SERVICE_BUSY', BUSY_MESSAGE, {
        retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
      });
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  }

  function run<N extends TaskName>(
    name: N,
    input: TaskInput<N>,
    runOptions: { transfer?: ArrayBuffer[] } = {},
  ): Promise<TaskOutput<N>> {
    return counted(
      () =>
        piscina.run({ name, input }, { transferList: runOptions.transfer }) as Promise<
          TaskOutput<N>
        >,
    );
  }

  const runStage = (stage: WarmStage) =>
    counted(() => piscina.run(undefined, { name: stage }) as Promise<WorkerStatus>);

  /**
   * The second stage, thread by thread, each time the pool has a thread to spare: with two or more
   * threads one warms while another stays free for learners; a single thread warms when idle.
   */
  async function warmRestWhenIdle(): Promise<WorkerStatus[]> {
    const statuses: WorkerStatus[] = [];
    while (!closed && given.warmRest.size < threads) {
      const before = given.warmRest.size;
      if (inFlight <= Math.max(0, threads - 2)) statuses.push(await runStage('warmRest'));
      // Nothing new was warmed (busy, or only warm threads were free): look again a little later.
      if (given.warmRest.size === before) await pause(IDLE_POLL_MS);
    }
    return byThread(statuses);
  }

  return {
    threads,
    queueLimit,
    run,
    async warmUp() {
      // One first-stage task per thread: the balancer gives each to a thread that has not had it.
      const statuses = await Promise.all(
        Array.from({ length: threads }, () => runStage('warmFirst')),
      );
      if (options.warm && !restWarmed) {
        restWarmed = warmRestWhenIdle().catch((error: unknown) => {
          if (closed) return [];
          throw error;
        });
        // Handled by whoever asks fullyWarm(); a pool closed meanwhile is not a failure.
        restWarmed.catch(() => undefined);
      }
      return byThread(statuses);
    },
    fullyWarm: () => restWarmed ?? Promise.resolve([]),
    close: () => {
      closed = true;
      return piscina.destroy();
    },
  };
}
