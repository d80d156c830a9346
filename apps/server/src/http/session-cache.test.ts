import { describe, expect, it } from 'vitest';
import { cookieValue, SessionCache, sessionKey } from './session-cache';

const learner = { userId: 'u1', email: 'a@b.co', name: 'A' };

describe('SessionCache', () => {
  it('answers within the time to live, then forgets', () => {
    let now = 0;
    const cache = new SessionCache(5_000, () => now);
    cache.set('k1', learner);
    now = 4_999;
    expect(cache.get('k1')).toEqual(learner);
    now = 5_000;
    expect(cache.get('k1')).toBeNull();
  });

  it('forgets one session, or every session of a learner, at once', () => {
    const cache = new SessionCache(5_000, () => 0);
    cache.set('k1', learner);
    cache.set('k2', learner);
    cache.set('k3', { ...learner, userId: 'u2' });
    cache.forget('k1');
    expect(cache.get('k1')).toBeNull();
    cache.forgetUser('u1');
    expect(cache.get('k2')).toBeNull();
    expect(cache.get('k3')).not.toBeNull();
  });

  it('reads a cookie by name out of a Cookie header', () => {
    const cookie = 'a=1; __Secure-lexora.session_token=abc.def%3D; b=2';
    expect(cookieValue(cookie, '__Secure-lexora.session_token')).toBe('abc.def%3D');
    expect(cookieValue(cookie, 'lexora.session_token')).toBeNull();
    expect(cookieValue(null, 'a')).toBeNull();
  });

  it('gives the URL-encoded and the decoded spelling of a cookie one key', () => {
    expect(sessionKey('abc.def%3D')).toBe(sessionKey('abc.def='));
    expect(sessionKey('abc.def%3D')).not.toBe(sessionKey('abc.deg='));
    expect(sessionKey('broken%E0')).toBe(sessionKey('broken%E0'));
  });
});
