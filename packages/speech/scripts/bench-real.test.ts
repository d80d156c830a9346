import { describe, expect, it } from 'vitest';
import { cutBounds, DEFAULT_CUT, inSpeakerHalf } from './bench-real';

const spans: Array<[string, number, number]> = [
  ['p.w.ah.n', 10, 40],
  ['p.t.uw', 45, 70],
];

describe('cutting words from aligned utterances', () => {
  it('keeps the aligned frames plus the margin by default (into neighbours too)', () => {
    expect(cutBounds(spans, 1, 100_000, DEFAULT_CUT)).toEqual([45 * 160 - 480, 71 * 160 + 480]);
  });

  it('stops a wide margin where the neighbouring word starts or ends', () => {
    const cut = { marginMs: 200, intoNeighbours: false };
    expect(cutBounds(spans, 1, 100_000, cut)).toEqual([41 * 160, 71 * 160 + 3200]);
    expect(cutBounds(spans, 0, 100_000, cut)).toEqual([0, 45 * 160]);
  });

  it('never leaves the recording', () => {
    expect(cutBounds(spans, 1, 71 * 160, DEFAULT_CUT)[1]).toBe(71 * 160);
  });
});

describe('speaker halves', () => {
  const rows = [{ speaker: '0004' }, { speaker: '0002' }, { speaker: '0006' }, { speaker: '0002' }];
  it('alternates speakers in sorted order and keeps everyone without a half', () => {
    expect(['0002', '0004', '0006'].map((s) => inSpeakerHalf(rows, s, 0))).toEqual([
      true,
      false,
      true,
    ]);
    expect(inSpeakerHalf(rows, '0004', 1)).toBe(true);
    expect(inSpeakerHalf(rows, '0004', undefined)).toBe(true);
  });
});
