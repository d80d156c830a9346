import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers whether a page has shown: each test takes a fresh copy.
async function freshIdle() {
  vi.resetModules();
  return import('./idle');
}

describe('work put off until the first view has shown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The browser's frames and idle callback, as short timers (Node has neither).
    vi.stubGlobal('window', {
      setTimeout,
      clearTimeout,
      requestAnimationFrame: (task: () => void) => setTimeout(task, 16),
      cancelAnimationFrame: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
      requestIdleCallback: (task: () => void) => setTimeout(task, 10),
      cancelIdleCallback: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for a page to show, its next frame to paint, then for an idle moment', async () => {
    const { notePageShown, whenIdle } = await freshIdle();
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
    notePageShown();
    await vi.advanceTimersByTimeAsync(32);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for what a page holds back for its first view, and only while the view is not out', async () => {
    const { holdFirstView, notePageShown, whenIdle } = await freshIdle();
    const task = vi.fn();
    whenIdle(task);
    const release = holdFirstView();
    notePageShown();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).not.toHaveBeenCalled();
    release();
    release(); // a second release changes nothing
    await vi.advanceTimersByTimeAsync(42);
    expect(task).toHaveBeenCalledTimes(1);
    // Once the first view is out, a hold holds nothing back.
    holdFirstView();
    const later = vi.fn();
    whenIdle(later);
    await vi.advanceTimersByTimeAsync(42);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs once the browser is idle when a page has already shown', async () => {
    const { notePageShown, whenIdle } = await freshIdle();
    notePageShown();
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(42);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no page shows (a page whose chunk failed)', () => {}],
    [
      'a hold is never released',
      (idle: Awaited<ReturnType<typeof freshIdle>>) => {
        idle.holdFirstView();
        idle.notePageShown();
      },
    ],
  ])('does not wait for ever when %s', async (_, setUp) => {
    const idle = await freshIdle();
    setUp(idle);
    const task = vi.fn();
    idle.whenIdle(task);
    await vi.advanceTimersByTimeAsync(2_990);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the page showed', async () => {
    const { notePageShown, whenIdle } = await freshIdle();
    const early = vi.fn();
    whenIdle(early)();
    notePageShown();
    const late = vi.fn();
    whenIdle(late)();
    const inFrame = vi.fn();
    const cancelInFrame = whenIdle(inFrame);
    await vi.advanceTimersByTimeAsync(20);
    cancelInFrame();
    const inSecondFrame = vi.fn();
    const cancelInSecondFrame = whenIdle(inSecondFrame);
    await vi.advanceTimersByTimeAsync(36);
    cancelInSecondFrame();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
    expect(inFrame).not.toHaveBeenCalled();
    expect(inSecondFrame).not.toHaveBeenCalled();
  });
});
