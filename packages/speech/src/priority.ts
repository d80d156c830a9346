import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * The default nice value of the server's background work: worker-pool threads, speech helpers,
 * espeak-ng. The event loop (which answers every read and /api/health) stays at the default 0, so
 * when the cores are short the scheduler runs it first; background work still gets the idle CPU
 * and, at this weight (110 against 1024), about a tenth of a core the event loop also wants
 * (ADR 0028). The server's BACKGROUND_NICE setting replaces it (0: background work is not lowered).
 */
export const BACKGROUND_NICE = 10;

let backgroundNice = BACKGROUND_NICE;

/** Sets the nice value this thread gives background work from now on (0 to 19). */
export function setBackgroundNice(nice: number): void {
  backgroundNice = nice;
}

export function getBackgroundNice(): number {
  return backgroundNice;
}

/** Linux's id of the calling thread (/proc/thread-self is "PID/task/TID"); elsewhere undefined. */
export function currentThreadId(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const match = /task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Raises the nice value of a process or, on Linux, a single thread (a thread id is accepted where
 * a pid is) to `nice`; never lowers it. Best effort: returns the value now set, or undefined when
 * it could not be read or set (the work then simply runs at its old priority).
 */
export function lowerPriority(id: number | undefined, nice = backgroundNice): number | undefined {
  if (id === undefined) return undefined;
  try {
    if (getPriority(id) < nice) setPriority(id, nice);
    return getPriority(id);
  } catch {
    return undefined;
  }
}

/**
 * Lowers the calling thread's priority, not its process's: a worker thread calls this for itself.
 * Only on Linux, where priorities are per thread; elsewhere the call would slow the event loop too.
 */
export function lowerThisThreadPriority(nice = backgroundNice): number | undefined {
  return lowerPriority(currentThreadId(), nice);
}
