import { describe, expect, it } from 'vitest';
import { parseBackgroundNice } from './env';

describe('BACKGROUND_NICE', () => {
  it('defaults to 10 and takes 0 to 19', () => {
    expect(parseBackgroundNice(undefined)).toBe(10);
    expect(parseBackgroundNice(' ')).toBe(10);
    expect(parseBackgroundNice('0')).toBe(0);
    expect(parseBackgroundNice('19')).toBe(19);
  });

  it('refuses what is not a nice value a process may give itself', () => {
    for (const value of ['-5', '20', '2.5', 'low'])
      expect(() => parseBackgroundNice(value)).toThrow(/BACKGROUND_NICE/);
  });
});
