import { describe, expect, it } from 'vitest';
import { parseBackgroundNice, parseForegroundNice, parseWarmUpRounds, WARM_UP_ROUNDS } from './env';

describe('BACKGROUND_NICE', () => {
  it('defaults to 10 and takes 0 to 19', () => {
    expect(parseBackgroundNice(undefined)).toBe(10);
    expect(parseBackgroundNice(' ')).toBe(10);
    expect(parseBackgroundNice('0')).toBe(0);
    expect(parseBackgroundNice('19')).toBe(19);
  });

  it('refuses what is not a nice value a process may give itself', () => {
    for (const value of ['-5', '20', '2.5', 'low'])
      expect(() => parseBackgroundNice(value)).toThrow(/BACKGROUND_NICE/);
  });
});

describe('FOREGROUND_NICE', () => {
  it('defaults to -10 and takes -20 to 0', () => {
    expect(parseForegroundNice(undefined)).toBe(-10);
    expect(parseForegroundNice('')).toBe(-10);
    expect(parseForegroundNice('0')).toBe(0);
    expect(parseForegroundNice('-20')).toBe(-20);
    expect(parseForegroundNice('-5')).toBe(-5);
  });

  it('refuses a value that would lower the event loop or is no nice value', () => {
    for (const value of ['5', '-21', '-2.5', 'high'])
      expect(() => parseForegroundNice(value)).toThrow(/FOREGROUND_NICE/);
  });
});

describe('WARM_UP_ROUNDS', () => {
  it('defaults to 100 rounds; 0 turns the warm-up off', () => {
    expect(WARM_UP_ROUNDS).toBe(100);
    expect(parseWarmUpRounds(undefined)).toBe(100);
    expect(parseWarmUpRounds('')).toBe(100);
    expect(parseWarmUpRounds('0')).toBe(0);
    expect(parseWarmUpRounds('250')).toBe(250);
  });

  it('refuses what is not a number of rounds', () => {
    for (const value of ['-1', '1.5', 'many', '10001'])
      expect(() => parseWarmUpRounds(value)).toThrow(/WARM_UP_ROUNDS/);
  });
});
