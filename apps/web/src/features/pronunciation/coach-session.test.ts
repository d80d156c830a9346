import type { PronunciationCheckResult } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptySession,
  nextCoachWord,
  recordResult,
  sessionTotals,
  soundsToPractise,
} from './coach-session';

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

  it('never practises more than three sounds at once', () => {
    const sounds = soundsToPractise(
      result({
        result: 'other_word',
        missed_phonemes: ['TH', 'IH1', 'NG', 'K'],
        phoneme_feedback: [{ position: 0, expected: 'S', transcribed: 'T' }],
      }),
    );
    expect(sounds).toEqual(['TH', 'IH1', 'NG']);
  });

  it('Next Word shows every word of the level once before any word comes back', () => {
    const list = ['cat', 'dog', 'sun', 'map', 'cup'];
    let random = 0.42;
    const next = () => {
      random = (random * 7.13 + 0.31) % 1;
      return random;
    };
    let shown: string[] = ['cat'];
    let current = 'cat';
    const seen = [current];
    for (let i = 0; i < list.length - 1; i++) {
      ({ word: current, shown } = nextCoachWord(list, shown, current, next));
      seen.push(current);
    }
    expect([...seen].sort()).toEqual([...list].sort());
    // The list is used up: a new round starts, without the word on screen.
    const after = nextCoachWord(list, shown, current, next);
    expect(after.word).not.toBe(current);
    expect(after.shown).toEqual([current, after.word]);
  });
});
