import { describe, expect, it } from 'vitest';
import { ProfileCache } from './profile-cache';

function setup(maxAgeMs = 5_000) {
  const clock = { now: 1_000, listening: true };
  const cache = new ProfileCache<string>(
    maxAgeMs,
    () => clock.listening,
    () => clock.now,
  );
  /** A read from the database that returns `row`, the way the repository does it. */
  const read = (userId: string, row: string) => {
    const token = cache.readStarted();
    return () => cache.store(userId, row, token);
  };
  return { clock, cache, read };
}

describe('profile rows kept by one server', () => {
  it('keeps a row read from the database for the maximum age at most', () => {
    const { clock, cache, read } = setup();
    read('u1', 'v1')();
    expect(cache.get('u1')).toBe('v1');
    clock.now += 4_999;
    expect(cache.get('u1')).toBe('v1');
    clock.now += 1;
    expect(cache.get('u1')).toBeUndefined();
  });

  it('lets one reader read a row again in its last second, the others still use it', () => {
    const { clock, cache, read } = setup();
    read('u1', 'v1')();
    clock.now += 3_999;
    expect(cache.claimRefresh('u1')).toBe(false);
    clock.now += 1;
    expect(cache.claimRefresh('u1')).toBe(true);
    expect(cache.claimRefresh('u1')).toBe(false);
    expect(cache.get('u1')).toBe('v1');
    read('u1', 'v2')();
    clock.now += 4_999;
    expect(cache.get('u1')).toBe('v2');
  });

  it("drops a learner's row when the database announces a change of it", () => {
    const { cache, read } = setup();
    read('u1', 'v1')();
    read('u2', 'w1')();
    cache.changed('u1');
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.get('u2')).toBe('w1');
  });

  it('does not keep a row whose read was under way when a change was heard', () => {
    const { cache, read } = setup();
    const finish = read('u1', 'v1 (read before the change committed)');
    cache.changed('u1');
    finish();
    expect(cache.get('u1')).toBeUndefined();
    // The next read, started after the notice, is kept.
    read('u1', 'v2')();
    expect(cache.get('u1')).toBe('v2');
  });

  it("keeps nothing of a learner this server is changing until the change's notice came", () => {
    const { cache, read } = setup();
    read('u1', 'v1')();
    cache.willChange('u1');
    expect(cache.get('u1')).toBeUndefined();
    // A read that ran before the change committed, finishing before its notice arrives.
    read('u1', 'v1')();
    expect(cache.get('u1')).toBeUndefined();
    cache.changed('u1');
    read('u1', 'v2')();
    expect(cache.get('u1')).toBe('v2');
  });

  it('waits for the notices of all its overlapping changes', () => {
    const { cache, read } = setup();
    cache.willChange('u1');
    cache.willChange('u1');
    cache.changed('u1');
    read('u1', 'v2')();
    expect(cache.get('u1')).toBeUndefined();
    cache.changed('u1');
    read('u1', 'v3')();
    expect(cache.get('u1')).toBe('v3');
  });

  it('keeps rows again after the maximum age when a change sent no notice (rolled back)', () => {
    const { clock, cache, read } = setup();
    cache.willChange('u1');
    clock.now += 4_999;
    read('u1', 'v1')();
    expect(cache.get('u1')).toBeUndefined();
    clock.now += 1;
    read('u1', 'v1')();
    expect(cache.get('u1')).toBe('v1');
  });

  it('trusts nothing while not listening, nor what it kept before listening again', () => {
    const { clock, cache, read } = setup();
    read('u1', 'v1')();
    read('u2', 'w1')();
    clock.listening = false;
    expect(cache.get('u1')).toBeUndefined();
    read('u3', 'x1')();
    clock.listening = true;
    expect(cache.get('u3')).toBeUndefined();
    // Reconnected: u2's row was kept through the gap, and a read spans the reconnection.
    const finish = read('u1', 'v1');
    cache.reset();
    finish();
    expect(cache.get('u2')).toBeUndefined();
    expect(cache.get('u1')).toBeUndefined();
  });

  it('keeps nothing with a maximum age of 0', () => {
    const { cache, read } = setup(0);
    read('u1', 'v1')();
    expect(cache.get('u1')).toBeUndefined();
  });
});
