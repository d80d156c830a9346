import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE, weakPasswordProblem } from './password-strength';

describe('weakPasswordProblem', () => {
  it('refuses common and trivially guessable passwords', () => {
    for (const password of [
      '        ',
      '12345678',
      'password',
      'Password1',
      'qwertyuiop',
      'abcdefgh1',
    ]) {
      expect(weakPasswordProblem(password, []), password).toBe(WEAK_PASSWORD_MESSAGE);
    }
  });

  it('refuses a password made of the learner’s own name or email', () => {
    expect(weakPasswordProblem('mayatorres', ['Maya Torres', 'maya.torres@example.com'])).toBe(
      WEAK_PASSWORD_MESSAGE,
    );
  });

  it('accepts passwords that are hard to guess', () => {
    for (const password of [
      'correct-horse-1',
      'journey-pass-1',
      'Tr0ub4dor&3',
      'x'.repeat(8) + 'q7!Lm#2v',
    ]) {
      expect(weakPasswordProblem(password, []), password).toBeNull();
    }
  });
});
