import { displayNameMessages, displayNameSchema } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { loadContentRules } from '@lexora/dictionary';
import { displayNameProblem, displayNameRules } from './display-name';

const rules = displayNameRules(loadContentRules());
const problem = (name: string, email = 'maria.lopez@example.com') =>
  displayNameProblem(name, rules, email);

describe('display name content rules', () => {
  it('accepts ordinary names, including ones that contain a refused word inside them', () => {
    for (const name of ['Sunny Reader', 'Scunthorpe Sam', 'Dickens Fan', 'Jesus', 'Ana-Lucía'])
      expect(problem(name), name).toBeNull();
  });

  it('refuses words of the shared content rules, in any form', () => {
    expect(problem('Gun Lover')).toBe(displayNameMessages.unkind);
    expect(problem('Killer Queen')).toBe(displayNameMessages.unkind);
    expect(problem('Sexy Sam')).toBe(displayNameMessages.unkind);
  });

  it('refuses crude words and insults', () => {
    expect(problem('shit reader')).toBe(displayNameMessages.unkind);
    expect(problem('Big_Idiots')).toBe(displayNameMessages.unkind);
  });

  it("refuses the first part of the learner's own e-mail address, however it is written", () => {
    expect(problem('MariaLopez')).toBe(displayNameMessages.email);
    expect(problem('maria_lopez')).toBe(displayNameMessages.email);
    expect(problem('Maria L')).toBeNull();
  });

  it('refuses names that would look like Lexora speaking', () => {
    expect(problem('Lexora Team')).toBe(displayNameMessages.reserved);
    expect(problem('the admin')).toBe(displayNameMessages.reserved);
  });
});

describe('display name shape (shared contract)', () => {
  const messageOf = (value: unknown) => {
    const parsed = displayNameSchema.safeParse(value);
    return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
  };

  it('trims and collapses spaces', () => {
    expect(messageOf('  Sunny   Reader ')).toBe('Sunny Reader');
  });

  it('gives one plain message per rule', () => {
    expect(messageOf('')).toBe(displayNameMessages.required);
    expect(messageOf('Al')).toBe(displayNameMessages.tooShort);
    expect(messageOf('A'.repeat(25))).toBe(displayNameMessages.tooLong);
    expect(messageOf('sam@example.com')).toBe(displayNameMessages.email);
    expect(messageOf('www.example')).toBe(displayNameMessages.address);
    expect(messageOf('visit lexora.com')).toBe(displayNameMessages.address);
    expect(messageOf('https://x')).toBe(displayNameMessages.address);
    expect(messageOf('Sam <b>')).toBe(displayNameMessages.characters);
    expect(messageOf('123 456')).toBe(displayNameMessages.noLetter);
    expect(messageOf(42)).toBe(displayNameMessages.required);
  });

  it('allows initials, apostrophes, hyphens and letters of any language', () => {
    for (const name of ['J. Smith', "Seán O'Neill", 'Zoë-Anne', 'Łukasz_7', '王小明'])
      expect(messageOf(name), name).toBe(name);
  });
});
