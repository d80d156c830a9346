import { describe, expect, it } from 'vitest';
import { readSendump, writeMixtureWeights } from './sendump';

function sendump(settings: string[], codewords: number, senones: number, body: number[]) {
  const parts: number[] = [];
  const int32 = (value: number) => parts.push(...new Uint8Array(new Int32Array([value]).buffer));
  for (const text of ['BEGIN FILE FORMAT DESCRIPTION', ...settings]) {
    const bytes = new TextEncoder().encode(`${text}\0`);
    int32(bytes.length);
    parts.push(...bytes);
  }
  int32(0);
  int32(codewords);
  int32(senones);
  parts.push(...body);
  return new Uint8Array(parts);
}

describe('sendump conversion', () => {
  it('expands quantised negative logs into normalised weights per senone and feature', () => {
    // 1 feature, 2 codewords, 2 senones; bytes run codeword by codeword over the senones.
    const bytes = sendump(['feature_count 1', 'mixw_shift 10'], 2, 2, [0, 5, 0, 5]);
    const mixw = readSendump(bytes);
    expect([mixw.senones, mixw.features, mixw.codewords]).toEqual([2, 1, 2]);
    // Senone 0 has equal logs for both codewords, senone 1 too: both rows are 0.5 / 0.5.
    expect(Array.from(mixw.weights).map((w) => Number(w.toFixed(3)))).toEqual([0.5, 0.5, 0.5, 0.5]);
  });

  it('keeps the ratio the quantised logs encode', () => {
    const bytes = sendump(['feature_count 1', 'mixw_shift 0'], 2, 1, [0, 100]);
    const { weights } = readSendump(bytes);
    expect((weights[1] as number) / (weights[0] as number)).toBeCloseTo(1.0001 ** -100, 6);
  });

  it('rejects a file whose size does not match its dimensions', () => {
    expect(() => readSendump(sendump(['feature_count 3'], 2, 2, [1, 2, 3]))).toThrow(/size/);
  });

  it('writes a Sphinx-3 parameter file with aligned float data', () => {
    const out = writeMixtureWeights({
      senones: 1,
      features: 1,
      codewords: 2,
      weights: new Float32Array([0.25, 0.75]),
    });
    const text = new TextDecoder().decode(out);
    const dataStart = text.indexOf('endhdr\n') + 'endhdr\n'.length;
    expect(text.startsWith('s3\n')).toBe(true);
    expect(dataStart % 4).toBe(0);
    const view = new DataView(out.buffer, dataStart);
    expect(view.getUint32(0, true)).toBe(0x11223344);
    expect([1, 2, 3, 4].map((i) => view.getUint32(i * 4, true))).toEqual([1, 1, 2, 2]);
    expect([view.getFloat32(20, true), view.getFloat32(24, true)]).toEqual([0.25, 0.75]);
  });
});
