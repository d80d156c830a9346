import type { PracticeWordsRequest } from '@lexora/contracts';
import {
  AudioInputError,
  fallbackWords,
  practiceWordsFor,
  prepareRecording,
  type AudioErrorCode,
} from '@lexora/speech';
import { sharedEngineHolder } from '../vocabulary/vocabulary-engine';
import { cefrPracticeWordLevels } from './practice-word-levels';

/** What crosses the thread boundary: errors lose their class there, so outcomes are data. */
export type PreparedRecording =
  | { kind: 'speech'; samples: Int16Array }
  | { kind: 'silence' }
  | { kind: 'invalid'; code: AudioErrorCode; message: string };

/** In the worker, so the main thread never holds a copy of the analyser. */
const wordLevels = cefrPracticeWordLevels(() => sharedEngineHolder().get());

export const pronunciationTasks = {
  'speech.prepare': (wav: Uint8Array): PreparedRecording => {
    try {
      const samples = prepareRecording(wav, Math.random);
      return samples ? { kind: 'speech', samples } : { kind: 'silence' };
    } catch (error) {
      if (error instanceof AudioInputError)
        return { kind: 'invalid', code: error.code, message: error.message };
      throw error;
    }
  },

  /** Exactly five words per sound; the built-in words whenever anything goes wrong. */
  'speech.practiceWords': (request: PracticeWordsRequest): Record<string, string[]> => {
    const exclude = request.exclude ?? [];
    try {
      return practiceWordsFor(request.phonemes, request.level, {
        exclude,
        random: Math.random,
        levels: wordLevels,
      });
    } catch {
      return Object.fromEntries(request.phonemes.map((p) => [p, fallbackWords(p, exclude)]));
    }
  },
};

/** Loads the pronouncing dictionary and the word list practice words are picked from. */
export function warmPronunciationTasks(): void {
  pronunciationTasks['speech.practiceWords']({ phonemes: ['AE1'], level: 'B1' });
}
