import { describe, expect, it } from 'vitest';
import {
  alignPhonemes,
  missedPhonemes,
  phonemeDistance,
  phonemeFeedback,
  substitutionCost,
  withStress,
} from './alignment';
import { buildCheckGrammar } from './grammar';
import { highlightWord } from './highlight';
import { interpretDecode } from './verdict';
import { toSpecResponse } from './spec-response';

const VERY = ['V', 'EH1', 'R', 'IY0'];

describe('alignment and distance', () => {
  it('is zero for a perfect match whatever the stress digits', () => {
    expect(phonemeDistance(VERY, ['V', 'EH', 'R', 'IY'])).toBe(0);
    expect(phonemeFeedback(alignPhonemes(VERY, ['V', 'EH', 'R', 'IY']))).toEqual([]);
  });
  it('charges learner-typical swaps less than unrelated ones', () => {
    expect(substitutionCost('V', 'W')).toBe(0.5);
    expect(substitutionCost('V', 'K')).toBe(0.8);
    expect(substitutionCost('V', 'AA')).toBe(1);
    expect(phonemeDistance(VERY, ['W', 'EH', 'R', 'IY'])).toBe(0.5);
    expect(phonemeDistance(VERY, ['K', 'EH', 'R', 'IY'])).toBe(0.8);
  });
  it('reports a substitution at its position', () => {
    const feedback = phonemeFeedback(alignPhonemes(VERY, ['W', 'EH', 'R', 'IY']));
    expect(feedback).toEqual([{ position: 0, expected: 'V', transcribed: 'W' }]);
    expect(missedPhonemes(feedback)).toEqual(['V']);
  });
  it('reports an omission and an insertion', () => {
    const dropped = phonemeFeedback(alignPhonemes(['B', 'AE1', 'D'], ['B', 'AE']));
    expect(dropped).toEqual([{ position: 2, expected: 'D', transcribed: '' }]);
    const inserted = phonemeFeedback(
      alignPhonemes(['S', 'P', 'IY1', 'K'], ['AH', 'S', 'P', 'IY', 'K']),
    );
    expect(inserted).toEqual([{ position: 0, expected: '', transcribed: 'AH' }]);
    expect(missedPhonemes(inserted)).toEqual([]);
    expect(phonemeDistance(['S', 'P', 'IY1', 'K'], ['AH', 'S', 'P', 'IY', 'K'])).toBe(1);
  });
  it('copies stress from the expected vowels onto heard vowels', () => {
    expect(withStress(alignPhonemes(VERY, ['W', 'EY', 'R', 'IY']))).toEqual([
      'W',
      'EY1',
      'R',
      'IY0',
    ]);
  });
});

describe('verdict', () => {
  const grammar = buildCheckGrammar(VERY);
  it('is correct when the canonical form wins', () => {
    const result = interpretDecode('very', VERY, grammar, ['<s>', 'p.v.eh.r.iy', '</s>']);
    expect(result).toMatchObject({
      result: 'correct',
      distance: 0,
      missedPhonemes: [],
      transcribedWord: 'very',
    });
    expect(result.highlightedWord.some((p) => p.suspect)).toBe(false);
  });
  it('counts a tolerated reduced vowel as correct', () => {
    expect(interpretDecode('very', VERY, grammar, ['p.v.eh.r.ih']).result).toBe('correct');
  });
  it('names the suspect sound for a variant and marks it in the word', () => {
    const result = interpretDecode('very', VERY, grammar, ['<sil>', 'p.w.eh.r.iy']);
    expect(result.verdict).toEqual({
      kind: 'substitution',
      position: 0,
      expected: 'V',
      heard: 'W',
    });
    expect(result.phonemeFeedback).toEqual([{ position: 0, expected: 'V', transcribed: 'W' }]);
    expect(result.missedPhonemes).toEqual(['V']);
    expect(result.highlightedWord[0]).toEqual({ text: 'v', phonemes: ['V'], suspect: true });
    expect(result.message).toContain('W where V');
  });
  it('says another word was heard when the phone loop wins', () => {
    const result = interpretDecode('very', VERY, grammar, ['g.b', 'g.eh', 'g.r', 'g.iy']);
    expect(result.result).toBe('other_word');
    expect(['berry', 'bury']).toContain(result.transcribedWord);
    expect(result.distance).toBeGreaterThan(0);
  });
  it('says nothing was heard for an empty hypothesis', () => {
    expect(interpretDecode('very', VERY, grammar, ['<sil>']).result).toBe('nothing_heard');
  });
});

describe('highlighted word', () => {
  it('groups letters by the sound they spell', () => {
    const parts = highlightWord('thought', ['TH', 'AO1', 'T'], [2]);
    expect(parts.map((p) => p.text)).toEqual(['th', 'ough', 't']);
    expect(parts.map((p) => p.suspect)).toEqual([false, false, true]);
    expect(parts.map((p) => p.text).join('')).toBe('thought');
  });
  it('keeps every letter, silent ones included', () => {
    const parts = highlightWord('knight', ['N', 'AY1', 'T'], [0]);
    expect(parts.map((p) => p.text).join('')).toBe('knight');
    expect(parts[0]).toMatchObject({ suspect: true, phonemes: ['N'] });
  });
});

describe('spec response', () => {
  it('uses the spec field names', () => {
    const result = interpretDecode('very', VERY, buildCheckGrammar(VERY), ['p.w.eh.r.iy']);
    const response = toSpecResponse(result);
    expect(response['Expected Phonemes']).toEqual(VERY);
    expect(response['Transcribed Phonemes']).toEqual(['W', 'EH1', 'R', 'IY0']);
    expect(response.phoneme_feedback).toEqual([{ position: 0, expected: 'V', transcribed: 'W' }]);
    expect(response.missed_phonemes).toEqual(['V']);
    expect(response.result).toBe('mispronounced');
  });
});
