/** Spec 001 section 9: recordings go out as 16-bit mono 44.1 kHz WAV. */
export const WAV_SAMPLE_RATE = 44_100;

/** Mixes channels (-1..1 floats) down to one. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels)
    for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] as number) + (channel[i] ?? 0);
  for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] as number) / channels.length;
  return mono;
}

/**
 * Scales a recording down when the decoder's floats go beyond full scale (the opus codec
 * overshoots on a loud word by about 1 dB), so that writing 16 bits never flattens its peaks;
 * a recording within -1..1 is returned as it is. Never raises the level.
 */
export function withinFullScale(samples: Float32Array): Float32Array {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return peak <= 1 ? samples : samples.map((sample) => sample / peak);
}

/** Encodes mono float samples (-1..1) as a 16-bit PCM WAV file. */
export function encodeWav16(samples: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i += 1) {
    const clamped = Math.max(-1, Math.min(1, samples[i] as number));
    view.setInt16(44 + i * 2, Math.round(clamped < 0 ? clamped * 32768 : clamped * 32767), true);
  }
  return bytes;
}
