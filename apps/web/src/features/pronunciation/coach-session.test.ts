import type { PronunciationCheckResult } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { emptySession, recordResult, sessionTotals, soundsToPractise } from './coach-session';

const result = (patch: Partial<PronunciationCheckResult>): PronunciationCheckResult => ({
  result: 'correct',
  full_transcription: '',
  transcribed_word: '',
  expected_word: 'very',
  highlighted_word: [],
  'Expected Phonemes': ['V', 'EH1', 'R', 'IY0'],
  'Transcribed Phonemes': [],
  phoneme_feedback: [],
  missed_phonemes: [],
  distance: 0,
  confidence: 0.8,
  verdict: { kind: 'correct' },
  message: '',
  points_awarded: 0,
  check_id: 'x',
  ...patch,
});

describe('coach session', () => {
  it('counts correct and practice words, with accuracy as a whole percent', () => {
    expect(sessionTotals(emptySession).accuracy).toBe(0);
    let session = recordResult(emptySession, result({}));
    session = recordResult(session, result({ result: 'mispronounced', expected_word: 'thank' }));
    session = recordResult(session, result({ result: 'nothing_heard', expected_word: 'river' }));
    expect(sessionTotals(session)).toEqual({
      correct: 1,
      practice: 2,
      accuracy: 33,
      correctWords: ['very'],
      practiceWords: ['thank', 'river'],
    });
  });

  it('practises the missed sounds and the sounds heard differently, once each', () => {
    const sounds = soundsToPractise(
      result({
        result: 'mispronounced',
        missed_phonemes: ['V'],
        phoneme_feedback: [
          { position: 0, expected: 'V', transcribed: 'W' },
          { position: 2, expected: 'R', transcribed: 'L' },
        ],
      }),
    );
    expect(sounds).toEqual(['V', 'R']);
    expect(soundsToPractise(null)).toEqual([]);
  });
});
