import { describe, expect, it } from 'vitest';
import { addDither, findSpeech, prepareSpeech, resample, toMono } from './signal';
import { AudioInputError, encodeWav, parseWav } from './wav';

function tone(seconds: number, rate: number, frequency = 440, amplitude = 8000): Int16Array {
  const out = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i += 1)
    out[i] = Math.round(amplitude * Math.sin((2 * Math.PI * frequency * i) / rate));
  return out;
}

/**
 * A speech-like sound: 80 ms stretches that take turns between a vowel-like buzz (harmonics of
 * 150 Hz, strongest at 600 Hz) and a hiss (pseudo-random noise), so its spectrum keeps changing.
 */
function syllables(seconds: number, rate: number, amplitude = 6000): Int16Array {
  const out = new Int16Array(Math.round(seconds * rate));
  let seed = 7;
  for (let i = 0; i < out.length; i += 1) {
    seed = (seed * 16807) % 2147483647;
    const hiss = seed / 2147483647 - 0.5;
    let buzz = 0;
    for (let h = 1; h <= 12; h += 1)
      buzz += Math.sin((2 * Math.PI * 150 * h * i) / rate) / (1 + Math.abs(h - 4));
    const vowel = Math.floor(i / (0.08 * rate)) % 2 === 0;
    out[i] = Math.round(amplitude * (vowel ? buzz / 3 : hiss));
  }
  return out;
}

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AudioInputError ? error.code : 'other';
  }
  return undefined;
}

describe('WAV parsing', () => {
  it('reads mono 16-bit PCM', () => {
    const audio = parseWav(encodeWav(tone(0.5, 44100), 44100));
    expect(audio).toMatchObject({ sampleRate: 44100, channels: 1 });
    expect(audio.samples.length).toBe(22050);
  });
  it('reads stereo and skips unknown chunks, including odd-sized ones', () => {
    const stereo = encodeWav(new Int16Array([100, -100, 200, -200]), 8000, 2);
    const extra = new Uint8Array(
      [...'LIST'].map((c) => c.charCodeAt(0)).concat([3, 0, 0, 0, 1, 2, 3, 0]),
    );
    const bytes = new Uint8Array(stereo.length + extra.length);
    bytes.set(stereo.subarray(0, 36));
    bytes.set(extra, 36);
    bytes.set(stereo.subarray(36), 36 + extra.length);
    const audio = parseWav(bytes);
    expect(audio.channels).toBe(2);
    expect([...audio.samples]).toEqual([100, -100, 200, -200]);
  });
  it('reads the same samples wherever the file sits in memory, odd offsets included', () => {
    const wav = encodeWav(new Int16Array([1, -2, 300, -32768, 32767]), 16000);
    const shifted = new Uint8Array(wav.length + 1);
    shifted.set(wav, 1);
    expect([...parseWav(shifted.subarray(1)).samples]).toEqual([1, -2, 300, -32768, 32767]);
  });
  it('accepts a data chunk with an unset size from streaming recorders', () => {
    const bytes = encodeWav(tone(0.1, 16000), 16000);
    new DataView(bytes.buffer).setUint32(40, 0xffffffff, true);
    expect(parseWav(bytes).samples.length).toBe(1600);
  });
  it('rejects what is not a WAV file', () => {
    expect(errorCode(() => parseWav(new TextEncoder().encode('hello, this is not audio')))).toBe(
      'not_wav',
    );
    expect(errorCode(() => parseWav(new Uint8Array(4)))).toBe('not_wav');
  });
  it('rejects damaged headers', () => {
    const bytes = encodeWav(tone(0.1, 16000), 16000);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, 8, true); // fmt chunk too short
    expect(errorCode(() => parseWav(bytes))).toBe('malformed');
    const noFormat = encodeWav(tone(0.1, 16000), 16000);
    noFormat.set(
      [...'junk'].map((c) => c.charCodeAt(0)),
      12,
    );
    expect(errorCode(() => parseWav(noFormat.subarray(0, 44)))).toBe('malformed');
    const badAlign = encodeWav(tone(0.1, 16000), 16000);
    new DataView(badAlign.buffer).setUint16(32, 3, true);
    expect(errorCode(() => parseWav(badAlign))).toBe('malformed');
  });
  it('rejects other formats, rates and channel counts', () => {
    const float = encodeWav(tone(0.1, 16000), 16000);
    new DataView(float.buffer).setUint16(20, 3, true);
    expect(errorCode(() => parseWav(float))).toBe('unsupported_format');
    const eightBit = encodeWav(tone(0.1, 16000), 16000);
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(errorCode(() => parseWav(eightBit))).toBe('unsupported_format');
    expect(errorCode(() => parseWav(encodeWav(tone(0.1, 96000), 96000)))).toBe(
      'unsupported_format',
    );
    expect(errorCode(() => parseWav(encodeWav(tone(0.1, 4000), 4000)))).toBe('unsupported_format');
  });
  it('rejects recordings longer than 10 seconds and empty ones', () => {
    expect(errorCode(() => parseWav(encodeWav(tone(10.5, 8000), 8000)))).toBe('too_long');
    expect(errorCode(() => parseWav(encodeWav(tone(9.9, 8000), 8000)))).toBeUndefined();
    expect(errorCode(() => parseWav(encodeWav(new Int16Array(0), 16000)))).toBe('empty');
  });
});

describe('resampling and endpointing', () => {
  it('averages stereo to mono', () => {
    expect([...toMono(new Int16Array([100, 300, -50, 50]), 2)]).toEqual([200, 0]);
  });
  it('keeps the pitch and level of a tone when going from 44.1 kHz to 16 kHz', () => {
    const out = resample(Float32Array.from(tone(1, 44100, 440)), 44100, 16000);
    expect(out.length).toBe(16000);
    let crossings = 0;
    for (let i = 1; i < out.length; i += 1)
      if ((out[i - 1] as number) < 0 && (out[i] as number) >= 0) crossings += 1;
    expect(crossings).toBeGreaterThanOrEqual(438);
    expect(crossings).toBeLessThanOrEqual(442);
    const peak = Math.max(...out.subarray(1000, 15000));
    expect(peak).toBeGreaterThan(7600);
    expect(peak).toBeLessThan(8400);
  });
  it('removes tones above the new Nyquist frequency instead of folding them back', () => {
    const out = resample(Float32Array.from(tone(0.5, 44100, 12000)), 44100, 16000);
    expect(Math.max(...out.subarray(500, 7500).map(Math.abs))).toBeLessThan(800);
  });
  it('matches a windowed sinc computed sample by sample, edges included', () => {
    // The reference evaluates the Hann-windowed sinc directly at every tap of every output.
    const reference = (input: Float32Array, from: number, to: number) => {
      const cutoff = Math.min(1, to / from);
      const halfWidth = 8 / cutoff;
      const out = new Float32Array(Math.floor(input.length * (to / from)));
      for (let n = 0; n < out.length; n += 1) {
        const centre = (n * from) / to;
        let sum = 0;
        let weights = 0;
        for (let k = Math.ceil(centre - halfWidth); k <= centre + halfWidth; k += 1) {
          if (k < 0 || k >= input.length) continue;
          const x = Math.abs(k - centre);
          const arg = Math.PI * x * cutoff;
          const w =
            (x === 0 ? 1 : Math.sin(arg) / arg) * (0.5 + 0.5 * Math.cos((Math.PI * x) / halfWidth));
          sum += (input[k] as number) * w;
          weights += w;
        }
        out[n] = sum / weights;
      }
      return out;
    };
    for (const rate of [44100, 48000, 22050, 8000, 11025, 16001]) {
      const input = Float32Array.from(
        tone(0.2, rate, 1234),
        (v, i) => v + ((i * 7919) % 2001) - 1000,
      );
      const expected = reference(input, rate, 16000);
      const out = resample(input, rate, 16000);
      expect(out.length).toBe(expected.length);
      let worst = 0;
      for (let i = 0; i < out.length; i += 1)
        worst = Math.max(worst, Math.abs((out[i] as number) - (expected[i] as number)));
      expect(worst).toBeLessThan(2); // of a signal reaching ~9000
    }
  });
  it('upsamples 8 kHz to 16 kHz', () => {
    expect(resample(Float32Array.from(tone(0.5, 8000)), 8000, 16000).length).toBe(8000);
  });
  it('finds speech in the middle and ignores silence', () => {
    const signal = new Int16Array(32000);
    signal.set(syllables(0.5, 16000), 12000);
    const span = findSpeech(signal);
    expect(span).toBeDefined();
    expect(span!.start).toBeGreaterThan(8000);
    expect(span!.start).toBeLessThanOrEqual(12000);
    expect(span!.end).toBeGreaterThanOrEqual(20000);
    expect(span!.end).toBeLessThan(24000);
    expect(findSpeech(new Int16Array(32000))).toBeUndefined();
    expect(findSpeech(tone(2, 16000, 300, 40))).toBeUndefined();
  });
  it('hears no word in a beep, a chord or a hiss, however loud', () => {
    const inQuiet = (sound: Int16Array) => {
      const signal = new Int16Array(48000);
      signal.set(sound, 16000);
      return signal;
    };
    const chord = tone(1, 16000, 440, 5000).map(
      (v, i) => v + Math.round(5000 * Math.sin((2 * Math.PI * 554 * i) / 16000)),
    );
    let seed = 3;
    const hiss = new Int16Array(16000).map(() => {
      seed = (seed * 16807) % 2147483647;
      return Math.round((seed / 2147483647 - 0.5) * 20000);
    });
    const square = tone(0.5, 16000, 500, 1).map((v) => v * 9000);
    for (const sound of [tone(0.6, 16000, 1000, 16000), tone(1, 16000, 200), chord, hiss, square])
      expect(findSpeech(inQuiet(sound))).toBeUndefined();
    expect(findSpeech(inQuiet(syllables(0.6, 16000)))).toBeDefined();
  });
  it('adds tiny noise from the given random source', () => {
    const out = addDither(new Int16Array(1000), () => 1);
    expect(out.every((v) => v === 16)).toBe(true);
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const noisy = addDither(new Int16Array(1000), random);
    expect(Math.max(...noisy)).toBeLessThanOrEqual(16);
    expect(new Set(noisy).size).toBeGreaterThan(10);
  });
  it('prepares speech-only 16 kHz samples, or nothing for silence', () => {
    const stereo = new Int16Array(44100 * 2);
    const word = syllables(0.4, 44100);
    word.forEach((s, i) => {
      stereo[(20000 + i) * 2] = s;
      stereo[(20000 + i) * 2 + 1] = s;
    });
    const speech = prepareSpeech({ sampleRate: 44100, channels: 2, samples: stereo }, () => 0.5);
    expect(speech).toBeDefined();
    expect(speech!.length).toBeGreaterThan(0.4 * 16000);
    // speech (0.4 s) + endpoint padding (2 x 0.15 s) + quiet decoder margins (2 x 0.2 s)
    expect(speech!.length).toBeLessThan(1.2 * 16000);
    expect(Math.max(...speech!.subarray(0, 3000).map(Math.abs))).toBeLessThanOrEqual(16);
    expect(
      prepareSpeech({ sampleRate: 16000, channels: 1, samples: new Int16Array(16000) }, () => 0.5),
    ).toBeUndefined();
  });
});
