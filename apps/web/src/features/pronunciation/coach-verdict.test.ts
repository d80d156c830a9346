import type { PronunciationCheckResult } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { heardLine, verdictHeading } from './coach-verdict';

const base: PronunciationCheckResult = {
  result: 'correct',
  full_transcription: 'very',
  transcribed_word: 'very',
  expected_word: 'very',
  highlighted_word: [],
  'Expected Phonemes': ['V', 'EH1', 'R', 'IY0'],
  'Transcribed Phonemes': ['V', 'EH1', 'R', 'IY0'],
  phoneme_feedback: [],
  missed_phonemes: [],
  distance: 0,
  confidence: 0.6,
  verdict: { kind: 'correct' },
  message: 'That sounded right.',
  points_awarded: 0,
  check_id: 'c1',
};

describe('coach verdict wording', () => {
  it('says a correct verdict gently unless the engine is sure', () => {
    expect(verdictHeading(base)).toBe('That sounded right to us.');
    expect(heardLine(base)).toBe('Listen to the word and compare it with how you said it.');
    const sure = { ...base, confidence: 0.9 };
    expect(verdictHeading(sure)).toBe('Excellent!');
    expect(heardLine(sure)).toBe('We heard "very".');
  });

  it('names the sounds heard and expected for learners, never as codes', () => {
    const swapped: PronunciationCheckResult = {
      ...base,
      result: 'mispronounced',
      verdict: { kind: 'substitution', position: 0, expected: 'V', heard: 'W' },
      confidence: 0.7,
    };
    const line = heardLine(swapped);
    expect(line).toBe('We heard the "w" sound in "wet" where the "v" sound in "van" belongs.');
    expect(line).not.toMatch(/\b[A-Z]{1,2}[0-2]?\b/);
    const dropped: PronunciationCheckResult = {
      ...base,
      result: 'mispronounced',
      verdict: { kind: 'omission', position: 3, expected: 'IY0' },
    };
    expect(heardLine(dropped)).toBe('We did not hear the "ee" sound in "see".');
  });

  it('does not repeat the verdict in the second line', () => {
    const results: PronunciationCheckResult[] = [
      base,
      { ...base, result: 'other_word', verdict: { kind: 'other_word' }, transcribed_word: 'berry' },
      { ...base, result: 'nothing_heard', verdict: { kind: 'nothing_heard' } },
    ];
    for (const result of results) {
      const heading = verdictHeading(result).replace(/[.!]$/, '').toLowerCase();
      expect(heardLine(result).toLowerCase()).not.toContain(heading);
    }
    expect(heardLine(results[1]!)).toBe('It sounded more like "berry".');
  });
});
