import { getPriority } from 'node:os';
import { existsSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HelperProcess } from './helper-process';
import {
  BACKGROUND_NICE,
  canRaisePriority,
  currentThreadId,
  lowerThisThreadPriority,
  raiseThisThreadPriority,
  thisThreadNice,
} from './priority';

const linux = process.platform === 'linux';

describe('background priority', () => {
  it('finds the calling thread (Linux)', () => {
    if (!linux) return expect(lowerThisThreadPriority()).toBeUndefined();
    const tid = currentThreadId();
    expect(existsSync(`/proc/${process.pid}/task/${tid}`)).toBe(true);
    if (isMainThread) expect(tid).toBe(process.pid);
  });

  it('starts speech helpers at background priority', async () => {
    const helper = new HelperProcess('sleep', ['30']);
    try {
      expect(getPriority(helper.pid)).toBe(BACKGROUND_NICE);
    } finally {
      helper.kill();
    }
  });

  it('raises the calling thread where allowed, and never lowers it (ADR 0044)', () => {
    if (!linux) return expect(raiseThisThreadPriority(-1)).toBeUndefined();
    const before = thisThreadNice() ?? 0;
    try {
      const raised = raiseThisThreadPriority(before - 2);
      if (canRaisePriority(before - 2)) {
        expect(raised).toBe(before - 2);
        expect(getPriority(currentThreadId())).toBe(before - 2);
        // Asked for less than it has, it keeps what it has.
        expect(raiseThisThreadPriority(before + 3)).toBe(before - 2);
      } else {
        expect(raised).toBeUndefined();
        expect(thisThreadNice()).toBe(before);
      }
    } finally {
      lowerThisThreadPriority(before);
    }
    expect(thisThreadNice()).toBe(before);
  });
});
