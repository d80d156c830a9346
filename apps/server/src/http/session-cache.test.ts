import { describe, expect, it } from 'vitest';
import { SessionCache, sessionTokenFrom } from './session-cache';

const learner = { userId: 'u1', email: 'a@b.co', name: 'A' };

describe('SessionCache', () => {
  it('answers within the time to live, then forgets', () => {
    let now = 0;
    const cache = new SessionCache(10_000, () => now);
    cache.set('t1', learner);
    now = 9_999;
    expect(cache.get('t1')).toEqual(learner);
    now = 10_000;
    expect(cache.get('t1')).toBeNull();
  });

  it('forgets a signed-out cookie at once', () => {
    const cache = new SessionCache(10_000, () => 0);
    cache.set('t1', learner);
    cache.forget('t1');
    expect(cache.get('t1')).toBeNull();
  });

  it('reads the session token out of a cookie header', () => {
    expect(
      sessionTokenFrom(new Headers({ cookie: 'a=1; lexora.session_token=abc.def%3D; b=2' })),
    ).toBe('abc.def%3D');
    expect(sessionTokenFrom(new Headers({ cookie: 'a=1' }))).toBeNull();
    expect(sessionTokenFrom(new Headers())).toBeNull();
  });
});
