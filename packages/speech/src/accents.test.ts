import { describe, expect, it } from 'vitest';
import { distinctBritishForm } from './accents';

const TOMATO_US = ['T', 'AH0', 'M', 'EY1', 'T', 'OW2'];
const TOMATO_GB = ['T', 'AH0', 'M', 'AA1', 'T', 'OW0'];

describe('distinctBritishForm', () => {
  it('keeps a British form that differs in its sounds (tomato, schedule, either)', () => {
    expect(distinctBritishForm([TOMATO_US], TOMATO_GB, ['T', 'AH0', 'M', 'EY1', 'T', 'OW0'])).toBe(
      TOMATO_GB,
    );
    const schedule = ['SH', 'EH1', 'D', 'Y', 'UW0', 'L'];
    expect(
      distinctBritishForm([['S', 'K', 'EH1', 'JH', 'UH0', 'L']], schedule, [
        'S',
        'K',
        'EH1',
        'JH',
        'UW0',
        'L',
      ]),
    ).toBe(schedule);
  });

  it('drops forms that only lose an R or weaken a vowel, and LOT vowels written either way', () => {
    // water: W AO1 T ER0 / W AO1 T AH0; car: K AA1 R / K AA1; dog: D AO1 G / D AA1 G.
    expect(
      distinctBritishForm([['W', 'AO1', 'T', 'ER0']], ['W', 'AO1', 'T', 'AH0'], undefined),
    ).toBeUndefined();
    expect(distinctBritishForm([['K', 'AA1', 'R']], ['K', 'AA1'], undefined)).toBeUndefined();
    expect(distinctBritishForm([['D', 'AO1', 'G']], ['D', 'AA1', 'G'], undefined)).toBeUndefined();
  });

  it("drops forms both espeak voices share (a misreading, not an accent: 'de' as 'duh')", () => {
    expect(distinctBritishForm([['D', 'IY1']], ['D', 'AH1'], ['D', 'AH1'])).toBeUndefined();
    expect(distinctBritishForm([TOMATO_US], undefined, undefined)).toBeUndefined();
    expect(distinctBritishForm([TOMATO_US], [], undefined)).toBeUndefined();
  });
});
