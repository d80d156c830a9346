import { describe, expect, it } from 'vitest';
import { passageTokens } from './word-assistant';

describe('passage tokens for tapping words', () => {
  it('keeps every character, in order, and marks the words', () => {
    const text = `Kim's egg didn't sink; it floated near the top - well, "almost"!`;
    const tokens = passageTokens(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(tokens.filter((t) => t.kind === 'word').map((t) => t.text)).toEqual([
      "Kim's",
      'egg',
      "didn't",
      'sink',
      'it',
      'floated',
      'near',
      'the',
      'top',
      'well',
      'almost',
    ]);
  });

  it('joins hyphenated words and leaves numbers out', () => {
    expect(
      passageTokens('A well-known 12 km walk.')
        .filter((t) => t.kind === 'word')
        .map((t) => t.text),
    ).toEqual(['A', 'well-known', 'km', 'walk']);
  });
});
