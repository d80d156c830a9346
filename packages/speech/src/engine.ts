import type { PronunciationResult } from './verdict';

export interface CheckInput {
  /** The uploaded WAV file, kept in memory. */
  audio: Uint8Array;
  expectedWord: string;
}

/**
 * A pronunciation checker. Throws AudioInputError or WordInputError for bad input (400),
 * SpeechBusyError when the queue is full and SpeechUnavailableError on timeouts or failures (503).
 */
export interface SpeechEngine {
  readonly name: string;
  check(input: CheckInput): Promise<PronunciationResult>;
  /** Starts helpers ahead of the first request (optional speed-up). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}
