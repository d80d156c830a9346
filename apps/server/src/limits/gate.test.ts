import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

describe('a gate', () => {
  it('runs a bounded number at once, queues a few, and refuses the rest as busy', async () => {
    const gate = createGate({ running: 1, waiting: 2 });
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = gate.run(
      () => new Promise<void>((resolve) => (finishFirst = () => (order.push('a'), resolve()))),
    );
    const second = gate.run(async () => void order.push('b'));
    const third = gate.run(async () => void order.push('c'));
    await expect(gate.run(async () => 'd')).rejects.toMatchObject({
      code: 'SERVICE_BUSY',
      extra: { retryAfterSeconds: 1 },
    });
    expect(gate.size()).toBe(3);
    finishFirst();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(gate.size()).toBe(0);
    await expect(gate.run(async () => 'e')).resolves.toBe('e');
  });

  it('frees its place when a task fails', async () => {
    const gate = createGate({ running: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });
});
