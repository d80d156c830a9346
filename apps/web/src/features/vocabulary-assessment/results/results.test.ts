import { describe, expect, it } from 'vitest';
import type { AnalysedToken } from '@lexora/contracts';
import { distributionRows } from './distribution';
import { textSegments, wordsByLevel } from './segments';

const token = (text: string, start: number, level: AnalysedToken['level']): AnalysedToken => ({
  text,
  start,
  end: start + text.length,
  level,
  lemma: text.toLowerCase(),
  pos: 'NOUN',
});

describe('distribution rows', () => {
  it('keeps levels above 0.001 only, as capped percentages', () => {
    const rows = distributionRows({ A1: 0.5, A2: 0.0009, B1: 0.4991, B2: 0, C1: 0, C2: 1.2 });
    expect(rows.map((r) => r.level)).toEqual(['A1', 'B1', 'C2']);
    expect(rows[0]!.percent).toBe(50);
    expect(rows[2]!.percent).toBe(100);
  });
});

describe('text segments', () => {
  it('rebuilds the text exactly, with levelled words and markup-looking text as plain text', () => {
    const text = 'My <b>cat</b> sleeps, Anna.';
    const tokens = [
      token('My', 0, 'A1'),
      token('cat', 6, 'A1'),
      token('sleeps', 14, 'A2'),
      token('Anna', 22, null),
    ];
    const segments = textSegments(text, tokens);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    const words = segments.filter((s) => s.kind === 'word');
    expect(words.map((w) => w.text)).toEqual(['My', 'cat', 'sleeps']);
    expect(segments.find((s) => s.text.includes('<b>'))?.kind).toBe('plain');
    expect(wordsByLevel(segments).get('A1')).toEqual(['my', 'cat']);
  });

  it('skips overlapping or out-of-range tokens instead of duplicating text', () => {
    const text = 'Hello there';
    const segments = textSegments(text, [
      token('Hello', 0, 'A1'),
      token('ello', 1, 'B1'),
      { ...token('x', 20, 'C1') },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });
});
