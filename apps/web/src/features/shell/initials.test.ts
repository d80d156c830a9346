import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of at most two words', () => {
    expect(initialsOf('Ann Marie Lee')).toBe('AM');
    expect(initialsOf('ann lee')).toBe('AL');
    expect(initialsOf('  Zoë  ')).toBe('Z');
  });
  it('falls back to a question mark', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(undefined)).toBe('?');
  });
});
