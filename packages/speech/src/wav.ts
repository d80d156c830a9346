export type AudioErrorCode = 'not_wav' | 'malformed' | 'unsupported_format' | 'too_long' | 'empty';

/** A recording the check cannot use; the message is safe to show to the learner. */
export class AudioInputError extends Error {
  constructor(
    readonly code: AudioErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AudioInputError';
  }
}

export interface PcmAudio {
  sampleRate: number;
  channels: number;
  /** Interleaved 16-bit samples. */
  samples: Int16Array;
}

export const MAX_SECONDS = 10;
export const MIN_RATE = 8000;
export const MAX_RATE = 48000;

const PCM = 1;
const EXTENSIBLE = 0xfffe;

/** Parses a 16-bit PCM WAV file (mono or stereo, 8-48 kHz, at most 10 s). */
export function parseWav(bytes: Uint8Array): PcmAudio {
  if (bytes.length < 12) throw new AudioInputError('not_wav', 'The recording is not a WAV file.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new AudioInputError('not_wav', 'The recording is not a WAV file.');

  let format:
    { code: number; channels: number; rate: number; bits: number; blockAlign: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length)
        throw new AudioInputError('malformed', 'The WAV header is damaged.');
      let code = view.getUint16(body, true);
      if (code === EXTENSIBLE && size >= 40 && body + 26 <= bytes.length)
        code = view.getUint16(body + 24, true);
      format = {
        code,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format)
        throw new AudioInputError(
          'malformed',
          'The WAV header is damaged: audio comes before its format.',
        );
      checkFormat(format);
      // Streaming recorders may leave the size unset (0 or 0xFFFFFFFF): take what is there.
      const available = bytes.length - body;
      const declared = size === 0 || size === 0xffffffff ? available : size;
      const length = Math.min(declared, available);
      const frames = Math.floor(length / format.blockAlign);
      if (frames === 0) throw new AudioInputError('empty', 'The recording is empty.');
      if (frames / format.rate > MAX_SECONDS) {
        throw new AudioInputError(
          'too_long',
          `The recording is longer than ${MAX_SECONDS} seconds.`,
        );
      }
      return {
        sampleRate: format.rate,
        channels: format.channels,
        samples: readSamples(bytes, body, frames * format.channels),
      };
    }
    if (size > bytes.length) throw new AudioInputError('malformed', 'The WAV header is damaged.');
    offset = body + size + (size % 2); // chunks are padded to even sizes
  }
  throw new AudioInputError(
    format ? 'empty' : 'malformed',
    format ? 'The recording has no audio.' : 'The WAV header is damaged.',
  );
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** `count` little-endian 16-bit samples from `offset`, as a copy that owns its buffer. */
function readSamples(bytes: Uint8Array, offset: number, count: number): Int16Array {
  const start = bytes.byteOffset + offset;
  // One block copy where the machine is little-endian too (every platform Node runs on today).
  if (LITTLE_ENDIAN) return new Int16Array(bytes.buffer.slice(start, start + count * 2));
  const view = new DataView(bytes.buffer, start, count * 2);
  const samples = new Int16Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

function checkFormat(format: {
  code: number;
  channels: number;
  rate: number;
  bits: number;
  blockAlign: number;
}): void {
  if (format.code !== PCM || format.bits !== 16) {
    throw new AudioInputError(
      'unsupported_format',
      'Only 16-bit PCM WAV recordings are supported.',
    );
  }
  if (format.channels < 1 || format.channels > 2) {
    throw new AudioInputError(
      'unsupported_format',
      'Only mono or stereo recordings are supported.',
    );
  }
  if (format.rate < MIN_RATE || format.rate > MAX_RATE) {
    throw new AudioInputError(
      'unsupported_format',
      'The sample rate must be between 8 and 48 kHz.',
    );
  }
  if (format.blockAlign !== format.channels * 2)
    throw new AudioInputError('malformed', 'The WAV header is damaged.');
}

/** Writes 16-bit mono PCM as a WAV file (used for test audio and private temp files). */
export function encodeWav(samples: Int16Array, sampleRate: number, channels = 1): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const write = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, s, true));
  return bytes;
}
