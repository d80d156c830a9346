import { getPriority } from 'node:os';
import { existsSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HelperProcess } from './helper-process';
import {
  BACKGROUND_NICE,
  currentThreadId,
  execFileInBackground,
  lowerThisThreadPriority,
} from './priority';

const linux = process.platform === 'linux';

describe('background priority', () => {
  it('finds the calling thread (Linux)', () => {
    if (!linux) return expect(lowerThisThreadPriority()).toBeUndefined();
    const tid = currentThreadId();
    expect(existsSync(`/proc/${process.pid}/task/${tid}`)).toBe(true);
    if (isMainThread) expect(tid).toBe(process.pid);
  });

  it('runs a child program at background priority from its first instruction on stdin', async () => {
    // The shell waits for its stdin to close, then its child reports its own nice value.
    const { stdout } = await execFileInBackground('sh', [
      '-c',
      'cat > /dev/null; cut -d" " -f19 /proc/$$/stat',
    ]);
    expect(Number(stdout.trim())).toBe(BACKGROUND_NICE);
    expect(getPriority(process.pid)).toBe(0);
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
