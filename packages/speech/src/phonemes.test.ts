import { describe, expect, it } from 'vitest';
import { baseOf, isVowel, normalisePhoneme, stressOf } from './arpabet';
import { ipaToArpabet } from './ipa-to-arpabet';
import { lookupPhonemes, lookupPronunciations, normaliseWord } from './phonemes';
import { wordForPhones } from './reverse-lookup';

describe('phoneme lookup', () => {
  it('gives CMUdict phonemes with stress digits, case-insensitively', () => {
    expect(lookupPhonemes('Elephant')).toEqual(['EH1', 'L', 'AH0', 'F', 'AH0', 'N', 'T']);
    expect(lookupPhonemes('very')).toEqual(['V', 'EH1', 'R', 'IY0']);
  });
  it('lists alternate pronunciations after the main one', () => {
    const either = lookupPronunciations('either');
    expect(either.length).toBeGreaterThan(1);
    expect(either[0]).toEqual(['IY1', 'DH', 'ER0']);
  });
  it('puts the usual pronunciation first where CMUdict lists an odd one first', () => {
    expect(lookupPhonemes('anemone')).toEqual(['AH0', 'N', 'EH1', 'M', 'AH0', 'N', 'IY0']);
    expect(lookupPronunciations('anemone')[1]).toEqual(['AE1', 'N', 'IH0', 'M', 'OW2', 'N']);
  });
  it('rejects strings that cannot be words and unknown words', () => {
    expect(normaliseWord('<script>')).toBeUndefined();
    expect(normaliseWord(' Don’t ')).toBe("don't");
    expect(lookupPhonemes('qzxqzx')).toBeUndefined();
    expect(lookupPhonemes('')).toBeUndefined();
  });
  it('reads stress and base phones', () => {
    expect(baseOf('AH0')).toBe('AH');
    expect(stressOf('EY1')).toBe(1);
    expect(stressOf('T')).toBeUndefined();
    expect(isVowel('IY0')).toBe(true);
    expect(isVowel('TH')).toBe(false);
    expect(normalisePhoneme('ah0')).toBe('AH0');
    expect(normalisePhoneme('T1')).toBeUndefined();
    expect(normalisePhoneme('XX')).toBeUndefined();
  });
  it('finds a real word for a phone string', () => {
    expect(wordForPhones(['T', 'R', 'IY'])).toBe('tree');
    expect(wordForPhones(['ZH', 'ZH', 'ZH'])).toBeUndefined();
  });
});

describe('espeak IPA to ARPAbet', () => {
  it('maps stressed IPA with the stress on the following vowel', () => {
    expect(ipaToArpabet('bɹˈɛksɪt')).toEqual(['B', 'R', 'EH1', 'K', 'S', 'IH0', 'T']);
    expect(ipaToArpabet('θˈɔːt')).toEqual(['TH', 'AO1', 'T']);
    expect(ipaToArpabet('vˈɛɹi')).toEqual(['V', 'EH1', 'R', 'IY0']);
  });
  it('keeps diphthongs and affricates whole and marks secondary stress', () => {
    expect(ipaToArpabet('tʃˈeɪndʒ')).toEqual(['CH', 'EY1', 'N', 'JH']);
    expect(ipaToArpabet('pɹənˌʌnsɪˈeɪʃən')).toEqual([
      'P',
      'R',
      'AH0',
      'N',
      'AH2',
      'N',
      'S',
      'IH0',
      'EY1',
      'SH',
      'AH0',
      'N',
    ]);
  });
  it('reads British English (en-gb): a bare a is the TRAP vowel, no R after a vowel', () => {
    expect(ipaToArpabet('kˈat', 'en-gb')).toEqual(['K', 'AE1', 'T']);
    expect(ipaToArpabet('təmˈɑːtəʊ', 'en-gb')).toEqual(['T', 'AH0', 'M', 'AA1', 'T', 'OW0']);
    expect(ipaToArpabet('ʃˈɛdjuːl', 'en-gb')).toEqual(['SH', 'EH1', 'D', 'Y', 'UW0', 'L']);
    expect(ipaToArpabet('tˈaɪm', 'en-gb')).toEqual(['T', 'AY1', 'M']);
    // The US mapping is unchanged.
    expect(ipaToArpabet('kˈat')).toEqual(['K', 'AA1', 'T']);
  });
});
