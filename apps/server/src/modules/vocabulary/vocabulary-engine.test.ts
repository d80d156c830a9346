import { describe, expect, it, vi } from 'vitest';
import type { CefrEngine } from '@lexora/cefr';
import { createEngineHolder } from './vocabulary-engine';

const fakeEngine = { textModels: {} } as unknown as CefrEngine;

describe('vocabulary engine holder', () => {
  it('loads lazily, once, on first use', () => {
    const load = vi.fn(() => fakeEngine);
    const holder = createEngineHolder(load);
    expect(load).not.toHaveBeenCalled();
    expect(holder.loadMs()).toBeUndefined();
    expect(holder.get()).toBe(fakeEngine);
    expect(holder.get()).toBe(fakeEngine);
    expect(load).toHaveBeenCalledTimes(1);
    expect(holder.loadMs()).toBeGreaterThanOrEqual(0);
  });
});
