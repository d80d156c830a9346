import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit, refuses the next attempt with the seconds left, then resets', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(60_000, () => now);
    for (let i = 0; i < 3; i += 1) limiter.hit('ip:1', 3);
    now += 15_000;
    let error: unknown;
    try {
      limiter.hit('ip:1', 3);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('Too many attempts, try again in 45 seconds.');
    expect((error as AppError).status).toBe(429);
    now += 45_000;
    expect(() => limiter.hit('ip:1', 3)).not.toThrow();
  });

  it('counts each key on its own', () => {
    const limiter = new RateLimiter(60_000, () => 0);
    limiter.hit('email:a', 1);
    expect(() => limiter.hit('email:b', 1)).not.toThrow();
    expect(() => limiter.hit('email:a', 1)).toThrow(/Too many attempts/);
  });
});
