import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, someChange, text } from './text';

describe('text()', () => {
  it('refuses NUL and lone surrogates, keeps whole emoji and ordinary text', () => {
    expect(isStorableText('Ann Lee')).toBe(true);
    expect(isStorableText('smile 😀 ok')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('x\uDE00')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
  });

  it('keeps the field rules chained after it, with their own messages', () => {
    const name = text().trim().min(1, 'Name is required.');
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse('A\u0000').error?.issues[0]?.message).toMatch(/cannot be saved/);
  });

  it('someChange() refuses an empty partial update', () => {
    const update = someChange(z.object({ name: z.string() }).partial().strict());
    expect(update.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change.');
    expect(update.parse({ name: 'x' })).toEqual({ name: 'x' });
  });
});
