import { describe, expect, it, vi } from 'vitest';

// The library itself is not under test here (it needs a page).
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

describe('the toaster mounted late (ADR 0033)', () => {
  it('is asked for by the first toast, and by none before it', async () => {
    const { onFirstToast, toast } = await import('./toast');
    const waiting = vi.fn();
    onFirstToast(waiting);
    expect(waiting).not.toHaveBeenCalled();
    toast.success('Saved');
    expect(waiting).toHaveBeenCalledTimes(1);
    toast.error('Again');
    expect(waiting).toHaveBeenCalledTimes(1);
    // Whoever asks after the first toast hears at once.
    const late = vi.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
