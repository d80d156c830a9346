import { vi } from 'vitest';

/** Everything the server writes to the console or to stdout/stderr while `run` runs. */
export async function capturedLog(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(
      args.map((a) => (a instanceof Error ? `${a.stack} ${String(a.cause)}` : String(a))).join(' '),
    );
  };
  const spies = [
    vi.spyOn(console, 'error').mockImplementation(keep),
    vi.spyOn(console, 'warn').mockImplementation(keep),
    vi.spyOn(console, 'log').mockImplementation(keep),
    vi.spyOn(console, 'info').mockImplementation(keep),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (keep(chunk), true)),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}
