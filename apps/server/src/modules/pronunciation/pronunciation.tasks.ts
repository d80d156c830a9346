import type { PracticeWordsRequest } from '@lexora/contracts';
import {
  AudioInputError,
  encodeWav,
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

/**
 * Four seconds as the coach uploads them: quiet room noise with a speech-like second in the middle
 * (80 ms of a 140 Hz buzz with its harmonics, then 80 ms of hiss, in turns, rising and falling),
 * at `sampleRate`. Not a word, but its spectrum moves as speech does, so recording preparation
 * takes every step a real one takes (a steady buzz is now heard as no speech: speech-likeness.ts).
 */
export function voicedRecording(sampleRate: number, random: () => number): Uint8Array {
  const samples = new Int16Array(4 * sampleRate);
  // The hiss has its own fixed noise: `random` is only the room's, and may be constant.
  let seed = 7;
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / sampleRate;
    const envelope = t > 1.5 && t < 2.5 ? Math.sin(Math.PI * (t - 1.5)) : 0;
    seed = (seed * 16807) % 2147483647;
    let sound = 0;
    if (Math.floor(t / 0.08) % 2 === 0) {
      for (let harmonic = 1; harmonic <= 6; harmonic += 1)
        sound += Math.sin(2 * Math.PI * 140 * harmonic * t) / harmonic;
    } else {
      sound = (seed / 2147483647 - 0.5) * 2;
    }
    samples[i] = Math.round(6000 * envelope * sound + (random() - 0.5) * 60);
  }
  return encodeWav(samples, sampleRate);
}

/** Recordings a pool thread prepares before its first task. */
const WARM_PREPARATIONS = 24;

/**
 * Loads the pronouncing dictionary and the word list practice words are picked from, and prepares
 * recordings at the browsers' usual rates: V8 compiles resampling and endpointing now, not on the
 * first learners' checks.
 */
export function warmPronunciationTasks(): void {
  pronunciationTasks['speech.practiceWords']({ phonemes: ['AE1'], level: 'B1' });
  const recordings = [44_100, 48_000].map((rate) => voicedRecording(rate, Math.random));
  for (let i = 0; i < WARM_PREPARATIONS; i += 1)
    pronunciationTasks['speech.prepare'](recordings[i % recordings.length] as Uint8Array);
}
