import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('greets by name, else by the part of the e-mail before the @, else Guest', () => {
    expect(greetingName('Ravi Kumar', 'ravi@example.com')).toBe('Ravi Kumar');
    expect(greetingName('  ', 'reader.1764@example.com')).toBe('reader.1764');
    expect(greetingName(undefined, undefined)).toBe('Guest');
  });
});
