import { describe, expect, it } from 'vitest';
import { suiteDatabase } from './support/test-server';

// Only PostgreSQL listens on a connection of its own, so this opens a PostgreSQL database in both
// test legs. Its own file: Node prints a deprecation once per process, and an earlier test could
// have used it up.
describe('the listening connection (postgres)', () => {
  const opened = suiteDatabase({ mode: 'postgres', migrate: false });

  it('runs several syncs at once, and its answers to them, one query at a time', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const listener = opened().listen('lexora_listener_test', () => undefined, listening);
    try {
      await ready;
      await Promise.all(Array.from({ length: 5 }, () => listener.sync()));
      await new Promise((resolve) => setImmediate(resolve));
      // pg queues a query sent while another runs, and warns that pg 9 will refuse it.
      expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await listener.close();
    }
  });
});
