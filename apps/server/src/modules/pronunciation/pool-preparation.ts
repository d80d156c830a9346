import { AudioInputError } from '@lexora/speech';
import type { TaskRunner } from '../../workers/task-pool';

/**
 * The speech engine's preparation step (WAV decoding, resampling to 16 kHz, endpointing) run in
 * the worker pool, off the event loop (issue 17 measured 8-15 ms per check on it; ~2-3 ms since
 * resampling is polyphase).
 */
export function poolPreparation(tasks: TaskRunner) {
  return async (wav: Uint8Array): Promise<Int16Array | undefined> => {
    // Moved rather than copied when the bytes own their buffer (uploads do).
    const owned = wav.byteOffset === 0 && wav.byteLength === wav.buffer.byteLength;
    const transfer = owned && wav.buffer instanceof ArrayBuffer ? [wav.buffer] : [];
    const prepared = await tasks.run('speech.prepare', wav, { transfer });
    if (prepared.kind === 'invalid') throw new AudioInputError(prepared.code, prepared.message);
    return prepared.kind === 'speech' ? prepared.samples : undefined;
  };
}
