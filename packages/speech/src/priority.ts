import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * The default nice value of the server's background work: worker-pool threads, speech helpers,
 * espeak-ng. The event loop (which answers every read and /api/health) stays at the default 0, so
 * when the cores are short the scheduler runs it first; background work still gets the idle CPU
 * and, at this weight (110 against 1024), about a tenth of a core the event loop also wants
 * (ADR 0028). The server's BACKGROUND_NICE setting replaces it (0: background work is not lowered).
 */
export const BACKGROUND_NICE = 10;

/**
 * The default nice value of the threads that answer requests: the event loop and the embedded
 * database's thread (ADR 0044). Below 0 they win a core over everything else of the server (V8's
 * compiler and GC helpers stay at 0, background work at BACKGROUND_NICE) at once when they wake,
 * instead of waiting for the running thread's time slice. Linux allows it to root, to a process
 * with CAP_SYS_NICE, or within RLIMIT_NICE; elsewhere they stay at 0. FOREGROUND_NICE replaces it.
 */
export const FOREGROUND_NICE = -10;

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
 * Whether this process may give its threads the nice value `nice` (below 0): with CAP_SYS_NICE in
 * its effective set (root has it), or within its RLIMIT_NICE (`LimitNICE=` of systemd), which
 * allows nice values down to 20 minus the limit. Linux only.
 */
export function canRaisePriority(nice: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const mask = /^CapEff:\s*([0-9a-f]+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (mask !== undefined && ((BigInt(`0x${mask}`) >> 23n) & 1n) === 1n) return true;
    const limit = /^Max nice priority\s+(\d+)/m.exec(
      readFileSync('/proc/self/limits', 'utf8'),
    )?.[1];
    return limit !== undefined && 20 - Number(limit) <= nice;
  } catch {
    return false;
  }
}

/** The calling thread's nice value (Linux); undefined where it cannot be read per thread. */
export function thisThreadNice(): number | undefined {
  const id = currentThreadId();
  if (id === undefined) return undefined;
  try {
    return getPriority(id);
  } catch {
    return undefined;
  }
}

/**
 * Raises the calling thread's priority to `nice` (below 0: ADR 0044); never lowers it. Returns
 * the value now set, or undefined when it was not allowed or is not per thread here (the thread
 * then keeps its priority). Threads and processes it starts later begin at this priority: the
 * server's background work lowers its own again (lowerPriority, lowerThisThreadPriority).
 */
export function raiseThisThreadPriority(nice: number): number | undefined {
  const id = currentThreadId();
  if (id === undefined) return undefined;
  try {
    if (getPriority(id) > nice) setPriority(id, nice);
    const now = getPriority(id);
    return now <= nice ? now : undefined;
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
