import { describe, expect, it } from 'vitest';
import { competitorWords } from './competitors';
import { isLearnerTypicalSwap } from './confusions';
import { buildCheckGrammar, DEFAULT_WEIGHTS } from './grammar';
import type { Neighbour } from './neighbours';
import { interpretDecode } from './verdict';

const THREE = ['TH', 'R', 'IY1'];
const TREE: Neighbour = {
  word: 'tree',
  phones: ['T', 'R', 'IY'],
  distance: 1,
  count: 700,
  edit: { kind: 'substitution', position: 0, expected: 'TH', heard: 'T' },
};
const THROW: Neighbour = {
  word: 'throw',
  phones: ['TH', 'R', 'OW'],
  distance: 1,
  count: 900,
  edit: { kind: 'substitution', position: 2, expected: 'IY', heard: 'OW' },
};
const THREES: Neighbour = {
  word: 'threes',
  phones: ['TH', 'R', 'IY', 'Z'],
  distance: 1,
  count: 60,
  edit: { kind: 'insertion', position: 3, expected: '', heard: 'Z' },
};

describe('check grammar with competitor words', () => {
  const grammar = buildCheckGrammar(THREE, DEFAULT_WEIGHTS, [TREE, THROW, THREES]);
  const weight = DEFAULT_WEIGHTS.competitor.toExponential(3);

  it('adds each competitor word as its own path with the competitor weight', () => {
    expect(grammar.fsg).toContain(`TRANSITION 0 1 ${weight} p.th.r.ow`);
    expect(grammar.fsg).toContain(`TRANSITION 0 1 ${weight} p.th.r.iy.z`);
    expect(grammar.roles.get('p.th.r.ow')).toMatchObject({ kind: 'competitor' });
    expect(grammar.words).toContainEqual({ name: 'p.th.r.ow', phones: ['TH', 'R', 'OW'] });
    expect(grammar.words).toHaveLength(grammar.roles.size);
  });
  it('keeps a learner variant that spells a competitor a variant (it names the sound)', () => {
    expect(grammar.roles.get('p.t.r.iy')?.kind).toBe('variant');
    expect(grammar.fsg).toContain(
      `TRANSITION 0 1 ${DEFAULT_WEIGHTS.variant.toExponential(3)} p.t.r.iy`,
    );
    expect(grammar.fsg).not.toContain(`${weight} p.t.r.iy\n`);
  });
  it('gives a variant that spells a competitor word the word-variant prior', () => {
    const weights = { ...DEFAULT_WEIGHTS, wordVariant: 3e-4 };
    const g = buildCheckGrammar(THREE, weights, [TREE, THROW]);
    expect(g.fsg).toContain('TRANSITION 0 1 3.000e-4 p.t.r.iy\n');
    // 'free' is a variant (TH -> F) but not in this competitor list: the plain variant prior.
    expect(g.fsg).toContain(
      `TRANSITION 0 1 ${DEFAULT_WEIGHTS.variant.toExponential(3)} p.f.r.iy\n`,
    );
  });
  it('never turns a tolerated form into a competitor', () => {
    const lemon = ['L', 'EH1', 'M', 'AH0', 'N'];
    const lemin: Neighbour = {
      word: 'lemin',
      phones: ['L', 'EH', 'M', 'IH', 'N'],
      distance: 1,
      count: 99,
    };
    const g = buildCheckGrammar(lemon, DEFAULT_WEIGHTS, [lemin]);
    expect(g.roles.get('p.l.eh.m.ih.n')?.kind).toBe('canonical');
  });
  it('accepts the other dictionary pronunciations of the word', () => {
    const either = ['IY1', 'DH', 'ER0'];
    const g = buildCheckGrammar(either, DEFAULT_WEIGHTS, [], [['AY1', 'DH', 'ER0']]);
    expect(g.roles.get('p.ay.dh.er')?.kind).toBe('canonical');
    expect(g.roles.get('p.ay.dh.ah.r')?.kind).toBe('canonical');
    expect(g.fsg).toContain('TRANSITION 0 1 1.000e+0 p.ay.dh.er\n');
    expect(buildCheckGrammar(either).roles.has('p.ay.dh.er')).toBe(false);
  });
  it('is the old grammar without competitors', () => {
    const plain = buildCheckGrammar(THREE, DEFAULT_WEIGHTS);
    expect([...plain.roles.values()].some((r) => r.kind === 'competitor')).toBe(false);
  });
});

describe('verdict when a competitor wins', () => {
  const grammar = buildCheckGrammar(THREE, DEFAULT_WEIGHTS, [TREE, THROW, THREES]);
  it('is other_word naming the word and the one sound that differs', () => {
    const result = interpretDecode('three', THREE, grammar, ['<s>', 'p.th.r.ow', '</s>']);
    expect(result.result).toBe('other_word');
    expect(result.verdict).toEqual({ kind: 'other_word' });
    expect(result.transcribedWord).toBe('throw');
    expect(result.phonemeFeedback).toEqual([{ position: 2, expected: 'IY1', transcribed: 'OW' }]);
    expect(result.missedPhonemes).toEqual(['IY1']);
    expect(result.message).toContain('"throw"');
    expect(result.message).toContain('IY sound');
    expect(result.highlightedWord.filter((p) => p.suspect).map((p) => p.text)).toEqual(['ee']);
    expect(result.distance).toBeGreaterThan(0);
  });
  it('marks no sound of the target for an added sound', () => {
    const result = interpretDecode('three', THREE, grammar, ['p.th.r.iy.z']);
    expect(result.transcribedWord).toBe('threes');
    expect(result.phonemeFeedback).toEqual([{ position: 3, expected: '', transcribed: 'Z' }]);
    expect(result.highlightedWord.some((p) => p.suspect)).toBe(false);
  });
});

describe('competitorWords (real CMUdict and SUBTLEX data)', () => {
  it('finds minimal pairs among frequent words and caches them', () => {
    const options = {
      limit: 30,
      maxDistance: 1,
      minCount: 50,
      learnerTypicalOnly: false,
      insertions: true,
    };
    const ship = competitorWords('ship', ['SH', 'IH1', 'P'], options);
    const words = ship.map((n) => n.word);
    expect(words).toEqual(expect.arrayContaining(['sheep', 'chip', 'shop']));
    expect(words).not.toContain('ship');
    expect(ship.length).toBeLessThanOrEqual(30);
    expect(competitorWords('ship', ['SH', 'IH1', 'P'], options)).toBe(ship);
    expect(competitorWords('ship', ['SH', 'IH1', 'P'], { ...options, limit: 0 })).toEqual([]);
  });
});

describe('learner-typical competitors', () => {
  it('knows typical swaps in both directions and droppable consonants', () => {
    expect(isLearnerTypicalSwap('TH', 'T')).toBe(true);
    expect(isLearnerTypicalSwap('T', 'TH')).toBe(true);
    expect(isLearnerTypicalSwap('IY1', 'IH')).toBe(true);
    expect(isLearnerTypicalSwap('D', '')).toBe(true);
    expect(isLearnerTypicalSwap('', 'S')).toBe(true);
    expect(isLearnerTypicalSwap('IY', 'OW')).toBe(false);
    expect(isLearnerTypicalSwap('HH', '')).toBe(false);
  });
  it('limits the real competitors of "tree" to typical slips such as "three"', () => {
    const options = {
      limit: 30,
      maxDistance: 1,
      minCount: 50,
      learnerTypicalOnly: true,
      insertions: true,
    };
    const words = competitorWords('tree', ['T', 'R', 'IY1'], options).map((n) => n.word);
    expect(words).toContain('three');
    expect(words).not.toContain('true'); // IY -> UW is not a typical slip
  });
  it('leaves out words with an added sound when asked', () => {
    const options = { limit: 30, maxDistance: 1, minCount: 50, learnerTypicalOnly: true };
    const withAdded = competitorWords('three', ['TH', 'R', 'IY1'], {
      ...options,
      insertions: true,
    });
    const without = competitorWords('three', ['TH', 'R', 'IY1'], { ...options, insertions: false });
    expect(withAdded.some((n) => n.edit?.kind === 'insertion')).toBe(true);
    expect(without.some((n) => n.edit?.kind === 'insertion')).toBe(false);
    expect(without.map((n) => n.word)).toContain('tree');
  });
});

describe('check grammar with a British pronunciation', () => {
  const TOMATO = ['T', 'AH0', 'M', 'EY1', 'T', 'OW2'];
  const BRITISH = ['T', 'AH0', 'M', 'AA1', 'T', 'OW0'];

  it('adds the British form as a correct path, marked with its accent', () => {
    const grammar = buildCheckGrammar(TOMATO, DEFAULT_WEIGHTS, [], [], BRITISH);
    const role = grammar.roles.get('p.t.ah.m.aa.t.ow');
    expect(role).toEqual({
      kind: 'canonical',
      phones: ['T', 'AH', 'M', 'AA', 'T', 'OW'],
      accent: { name: 'en-gb', phonemes: BRITISH },
    });
    expect(grammar.fsg).toContain(
      `TRANSITION 0 1 ${DEFAULT_WEIGHTS.canonical.toExponential(3)} p.t.ah.m.aa.t.ow`,
    );
    // The US form stays the plain dictionary form.
    expect(grammar.roles.get('p.t.ah.m.ey.t.ow')).toEqual({
      kind: 'canonical',
      phones: ['T', 'AH', 'M', 'EY', 'T', 'OW'],
    });
  });

  it('takes a British form the US forms already cover as plain, and none when switched off', () => {
    const same = buildCheckGrammar(
      ['V', 'EH1', 'R', 'IY0'],
      DEFAULT_WEIGHTS,
      [],
      [],
      ['V', 'EH1', 'R', 'IY0'],
    );
    expect([...same.roles.values()].some((r) => r.kind === 'canonical' && r.accent)).toBe(false);
    const off = buildCheckGrammar(
      TOMATO,
      { ...DEFAULT_WEIGHTS, acceptBritish: 0 },
      [],
      [],
      BRITISH,
    );
    expect(off.roles.has('p.t.ah.m.aa.t.ow')).toBe(false);
  });

  it('counts the British form as correct and reports it as what was heard', () => {
    const grammar = buildCheckGrammar(TOMATO, DEFAULT_WEIGHTS, [], [], BRITISH);
    const result = interpretDecode('tomato', TOMATO, grammar, ['p.t.ah.m.aa.t.ow']);
    expect(result.result).toBe('correct');
    expect(result.distance).toBe(0);
    expect(result.expectedPhonemes).toEqual(TOMATO);
    expect(result.transcribedPhonemes).toEqual(BRITISH);
  });
});
