import { describe, expect, it } from 'vitest';
import { findNeighbours } from './neighbours';

// A tiny dictionary (base phones -> spelling) and counts, so the search is checked on its own.
const DICTIONARY = new Map([
  ['SH IH P', 'ship'],
  ['SH IY P', 'sheep'],
  ['CH IH P', 'chip'],
  ['SH IH P S', 'ships'],
  ['IH P', 'ip'],
  ['SH AA P', 'shop'],
  ['SH IY T', 'sheet'],
  ['TH R IY', 'three'],
  ['T R IY', 'tree'],
  ['F R IY', 'free'],
]);
const COUNTS: Record<string, number> = {
  ship: 900,
  sheep: 300,
  chip: 200,
  ships: 150,
  ip: 2,
  shop: 800,
  sheet: 400,
  three: 5000,
  tree: 700,
  free: 3000,
};
const wordFor = (key: string) => DICTIONARY.get(key);
const countOf = (word: string) => COUNTS[word] ?? 0;
const options = { maxDistance: 1, limit: 20, minCount: 50 };

describe('findNeighbours', () => {
  it('finds the frequent words one phoneme away, most frequent first', () => {
    const found = findNeighbours(['SH', 'IH1', 'P'], wordFor, countOf, options);
    expect(found.map((n) => n.word)).toEqual(['shop', 'sheep', 'chip', 'ships']);
    expect(found.every((n) => n.distance === 1)).toBe(true);
  });
  it('says which phoneme differs and how', () => {
    const found = findNeighbours(['SH', 'IH1', 'P'], wordFor, countOf, options);
    expect(found.find((n) => n.word === 'sheep')?.edit).toEqual({
      kind: 'substitution',
      position: 1,
      expected: 'IH',
      heard: 'IY',
    });
    expect(found.find((n) => n.word === 'ships')?.edit).toEqual({
      kind: 'insertion',
      position: 3,
      expected: '',
      heard: 'S',
    });
    const tree = findNeighbours(['T', 'R', 'IY1'], wordFor, countOf, options);
    expect(tree.find((n) => n.word === 'three')?.edit).toMatchObject({
      kind: 'substitution',
      position: 0,
      expected: 'T',
      heard: 'TH',
    });
  });
  it('leaves out rare words, the target itself and words beyond the distance', () => {
    const found = findNeighbours(['SH', 'IH1', 'P'], wordFor, countOf, {
      ...options,
      exclude: ['chip'],
    });
    const words = found.map((n) => n.word);
    expect(words).not.toContain('ip'); // too rare
    expect(words).not.toContain('ship'); // the target's own pronunciation
    expect(words).not.toContain('chip'); // excluded
    expect(words).not.toContain('sheet'); // two phonemes away
  });
  it('reaches two edits when asked, nearer words first, and honours the limit', () => {
    const found = findNeighbours(['SH', 'IH1', 'P'], wordFor, countOf, {
      ...options,
      maxDistance: 2,
    });
    expect(found.at(-1)).toMatchObject({ word: 'sheet', distance: 2 });
    expect(found.at(-1)?.edit).toBeUndefined();
    const limited = findNeighbours(['SH', 'IH1', 'P'], wordFor, countOf, { ...options, limit: 2 });
    expect(limited.map((n) => n.word)).toEqual(['shop', 'sheep']);
  });
  it('keeps only what the accept filter allows, before the limit', () => {
    const found = findNeighbours(['SH', 'IH1', 'P'], wordFor, countOf, {
      ...options,
      limit: 1,
      accept: (n) => n.edit?.kind === 'substitution' && n.edit.heard === 'IY',
    });
    expect(found.map((n) => n.word)).toEqual(['sheep']);
  });
});
