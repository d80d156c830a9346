import { describe, expect, it } from 'vitest';
import config from '../vite.config';

describe('the production build', () => {
  it('writes no source maps (they would be served to anyone)', () => {
    const resolved = typeof config === 'function' ? null : config;
    expect(resolved?.build?.sourcemap).toBe(false);
  });

  it('keeps the default chunk size warning, so a large chunk is reported', () => {
    const resolved = typeof config === 'function' ? null : config;
    expect(resolved?.build?.chunkSizeWarningLimit).toBeUndefined();
  });
});
