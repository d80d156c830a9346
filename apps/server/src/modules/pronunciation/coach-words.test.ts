import { COACH_DIFFICULTIES, COACH_WORDS } from '@lexora/content';
import { isUnsuitableWord } from '@lexora/speech';
import { describe, expect, it } from 'vitest';

describe('the coach’s words', () => {
  it('offers no offensive, violent or unkind word at any level', () => {
    for (const level of COACH_DIFFICULTIES) {
      for (const word of COACH_WORDS[level]) expect(isUnsuitableWord(word), word).toBe(false);
    }
  });
});
