import type { CheckInput, SpeechEngine } from './engine';
import { SpeechBusyError, SpeechUnavailableError } from './errors';
import type { PronunciationResult } from './verdict';
import { parseWav } from './wav';

export interface HttpEngineOptions {
  /** e.g. http://127.0.0.1:8765/check: a self-hosted recogniser answering PronunciationResult JSON. */
  url: string;
  timeoutMs?: number;
}

/**
 * Sends the check to a stronger self-hosted recogniser over HTTP: multipart `audio`
 * (recording.wav) and `expected_word`, the same fields the spec's service took. The answer must
 * have the PronunciationResult shape.
 */
export class HttpSpeechEngine implements SpeechEngine {
  readonly name = 'http';

  constructor(private readonly options: HttpEngineOptions) {}

  async check(input: CheckInput): Promise<PronunciationResult> {
    parseWav(input.audio); // same input rules as the default engine
    const form = new FormData();
    form.append(
      'audio',
      new Blob([Uint8Array.from(input.audio)], { type: 'audio/wav' }),
      'recording.wav',
    );
    form.append('expected_word', input.expectedWord);
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new SpeechUnavailableError();
    }
    if (response.status === 429 || response.status === 503) throw new SpeechBusyError();
    if (!response.ok) throw new SpeechUnavailableError();
    const body = (await response.json().catch(() => undefined)) as
      Partial<PronunciationResult> | undefined;
    if (!body || typeof body.result !== 'string' || !Array.isArray(body.expectedPhonemes)) {
      throw new SpeechUnavailableError('The speech service gave an answer we could not read.');
    }
    return body as PronunciationResult;
  }

  async warmUp(): Promise<void> {}

  async close(): Promise<void> {}
}
