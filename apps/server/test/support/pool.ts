import { expect } from 'vitest';
import type { TestServer } from './test-server';

/**
 * Runs `work` while one task holds a thread of the server's pool. With one thread and no queue
 * (`pool: { threads: 1, queueLimit: 0 }`) the pool is then full, so any request that needs it
 * answers 503: the way the tests prove that a piece of work runs in the pool.
 */
export async function whilePoolFull(server: TestServer, work: () => Promise<void>): Promise<void> {
  const flag = new SharedArrayBuffer(4);
  const held = server.tasks.run('pool.hold', flag);
  try {
    await work();
  } finally {
    Atomics.store(new Int32Array(flag), 0, 1);
    Atomics.notify(new Int32Array(flag), 0);
    await held;
  }
}

/** The answer of a full pool: 503 SERVICE_BUSY with Retry-After. */
export function expectBusy(res: { status: number; body: unknown; headers: Headers }): void {
  expect(res.status).toBe(503);
  expect((res.body as { error?: { code: string } }).error?.code).toBe('SERVICE_BUSY');
  expect(res.headers.get('retry-after')).not.toBeNull();
}
