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
      expect(weakPasswordProblem(password, []), password).toContain(WEAK_PASSWORD_MESSAGE);
    }
  });

  it('refuses a season or name with a year, and the site name with digits, saying why (issue 26)', () => {
    expect(weakPasswordProblem('lexora123', ['Ann Lee', 'ann@example.com'])).toMatch(
      /^It is built on your name, your email or the name of this site\./,
    );
    expect(weakPasswordProblem('Summer2024!', ['Ann Lee', 'ann@example.com'])).toMatch(
      /one of the passwords people use most/,
    );
    expect(
      weakPasswordProblem('mayatorres2024', ['Maya Torres', 'maya.torres@example.com']),
    ).toMatch(/your name, your email/);
    expect(weakPasswordProblem('qwertyuiop1', [])).toMatch(/passwords people use most|Keyboard/);
  });

  it('refuses a password made of the learner’s own name or email', () => {
    expect(weakPasswordProblem('mayatorres', ['Maya Torres', 'maya.torres@example.com'])).toContain(
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
