import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createLearnerLimits, DEFAULT_LEARNER_LIMITS, learnerLimitRules } from './learner-limits';
import { MemoryUsageCounter } from './usage-counter';

function limitsAt(clock: { now: number }) {
  const now = () => clock.now;
  return createLearnerLimits(
    new MemoryUsageCounter(now),
    {
      analysis: { limit: 3, windowSeconds: 60 },
      'pronunciation-check': { limit: 2, windowSeconds: 10 },
      'anonymous-check': { limit: 2, windowSeconds: 10 },
      'password-check': { limit: 1, windowSeconds: 10 },
      explanation: { limit: 2, windowSeconds: 60 },
      'sample-lesson': { limit: 2, windowSeconds: 60 },
    },
    now,
  );
}

async function refusal(run: Promise<void>): Promise<AppError | undefined> {
  return run.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );
}

describe('learner limits', () => {
  it('lets the limit through, refuses the next with 429 and the seconds left in the window', async () => {
    const clock = { now: 1_000_000 };
    const limits = limitsAt(clock);
    for (let i = 0; i < 3; i += 1) await limits.take('analysis', 'ann');
    clock.now += 15_000;
    const refused = await refusal(limits.take('analysis', 'ann'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.status).toBe(429);
    expect(refused?.extra.retryAfterSeconds).toBe(45);
    expect(refused?.message).toMatch(/try again in 45 seconds/);
  });

  it('counts each learner and each action on its own, and starts afresh after the window', async () => {
    const clock = { now: 0 };
    const limits = limitsAt(clock);
    await limits.take('analysis', 'ann', 3);
    expect(await refusal(limits.take('analysis', 'ann'))).toBeInstanceOf(AppError);
    expect(await refusal(limits.take('analysis', 'bob'))).toBeUndefined();
    expect(await refusal(limits.take('pronunciation-check', 'ann'))).toBeUndefined();
    clock.now += 60_000;
    expect(await refusal(limits.take('analysis', 'ann'))).toBeUndefined();
  });

  it('counts a batch by its size', async () => {
    const limits = limitsAt({ now: 0 });
    expect(await refusal(limits.take('analysis', 'ann', 4))).toBeInstanceOf(AppError);
  });

  it('takes the per-minute allowances set in the environment and keeps the defaults elsewhere', () => {
    const rules = learnerLimitRules({ checksPerMinute: 50, anonymousChecksPerMinute: 100 });
    expect(rules['pronunciation-check']).toEqual({ limit: 50, windowSeconds: 60 });
    expect(rules['anonymous-check']).toEqual({ limit: 100, windowSeconds: 60 });
    expect(rules.analysis).toEqual(DEFAULT_LEARNER_LIMITS.analysis);
    expect(learnerLimitRules({})['anonymous-check']).toEqual({ limit: 12, windowSeconds: 60 });
  });
});
