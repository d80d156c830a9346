import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './time-zone-sync';

describe('browserTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks Temporal where the browser has it, without building an Intl date formatter', () => {
    // Intl's first date formatter costs a phone tens of ms of main thread (docs/performance.md).
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Lisbon' } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('Europe/Lisbon');
    expect(formatter).not.toHaveBeenCalled();
  });

  it("falls back to Intl's zone where there is no Temporal", () => {
    vi.stubGlobal('Temporal', undefined);
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(browserTimeZone()).toBe(zone);
  });
});
