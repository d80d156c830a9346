import { getPriority } from 'node:os';
import { existsSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HelperProcess } from './helper-process';
import { BACKGROUND_NICE, currentThreadId, lowerThisThreadPriority } from './priority';

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
});
