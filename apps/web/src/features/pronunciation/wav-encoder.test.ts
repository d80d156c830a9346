import { describe, expect, it } from 'vitest';
import { encodeWav16, mixToMono, WAV_SAMPLE_RATE, withinFullScale } from './wav-encoder';

describe('the browser WAV encoder', () => {
  it('writes a 16-bit mono PCM header and clamped samples', () => {
    const bytes = encodeWav16(Float32Array.from([0, 0.5, -0.5, 1, -1, 2]), WAV_SAMPLE_RATE);
    const view = new DataView(bytes.buffer);
    const text = (at: number) => String.fromCharCode(...bytes.slice(at, at + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(44100);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(12);
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + 2 * i, true));
    expect(samples).toEqual([0, 16384, -16384, 32767, -32768, 32767]);
  });

  it('scales a recording that goes beyond full scale down instead of clipping it', () => {
    const scaled = [...withinFullScale(Float32Array.from([0.5, -1.25, 0.25]))];
    expect(scaled.map((v) => Math.round(v * 1000) / 1000)).toEqual([0.4, -1, 0.2]);
    const quiet = Float32Array.from([0.1, -0.2]);
    expect(withinFullScale(quiet)).toBe(quiet); // never raised
  });

  it('averages channels into one', () => {
    const mono = mixToMono([Float32Array.from([1, 0]), Float32Array.from([0, -1])]);
    expect([...mono]).toEqual([0.5, -0.5]);
  });
});
