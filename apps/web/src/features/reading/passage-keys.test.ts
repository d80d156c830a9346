import { describe, expect, it } from 'vitest';
import { nextWordIndex } from './passage-keys';

describe('picking a passage word with the keyboard', () => {
  it('moves one word with the arrows, stopping at the ends', () => {
    expect(nextWordIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextWordIndex('ArrowRight', 2, 3)).toBe(2);
    expect(nextWordIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(nextWordIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(nextWordIndex('Home', 2, 3)).toBe(0);
    expect(nextWordIndex('End', 0, 3)).toBe(2);
  });

  it('leaves Tab and the scrolling keys alone, so the passage is one tab stop', () => {
    for (const key of ['Tab', 'ArrowUp', 'ArrowDown', 'PageDown', 'a']) {
      expect(nextWordIndex(key, 1, 3)).toBeNull();
    }
    expect(nextWordIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
