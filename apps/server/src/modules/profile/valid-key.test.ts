import { describe, expect, it } from 'vitest';
import { toValidKey } from './valid-key';

describe('toValidKey', () => {
  it('replaces each of . # $ [ ] with an underscore', () => {
    expect(toValidKey('ann.lee@mail.example.com')).toBe('ann_lee@mail_example_com');
    expect(toValidKey('a#b$c[d]e@x.io')).toBe('a_b_c_d_e@x_io');
  });

  it('leaves every other character alone', () => {
    expect(toValidKey('first-last+tag@example')).toBe('first-last+tag@example');
  });
});
