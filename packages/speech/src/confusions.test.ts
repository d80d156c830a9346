import { describe, expect, it } from 'vitest';
import { learnerVariants, toleratedForms } from './confusions';
import { buildCheckGrammar, buildSequenceGrammar, DEFAULT_WEIGHTS, wordName } from './grammar';

describe('learner variants', () => {
  it('offers TH as T, S and F, and R as L', () => {
    const variants = learnerVariants(['TH', 'R', 'IY1']).map((v) => v.phones.join(' '));
    expect(variants).toEqual(
      expect.arrayContaining(['T R IY', 'S R IY', 'F R IY', 'TH L IY', 'TH R IH']),
    );
  });
  it('offers V as W and B with the right position', () => {
    const variants = learnerVariants(['V', 'EH1', 'R', 'IY0']);
    const w = variants.find((v) => v.transcribed === 'W');
    expect(w).toMatchObject({
      kind: 'substitution',
      position: 0,
      expected: 'V',
      phones: ['W', 'EH', 'R', 'IY'],
    });
    expect(variants.some((v) => v.transcribed === 'B')).toBe(true);
  });
  it('drops a final consonant', () => {
    const omission = learnerVariants(['B', 'AE1', 'D']).find((v) => v.kind === 'omission');
    expect(omission).toMatchObject({ position: 2, expected: 'D', phones: ['B', 'AE'] });
  });
  it('does not vary unstressed vowels (they are tolerated instead)', () => {
    const variants = learnerVariants(['AH0', 'B', 'AW1', 'T']);
    expect(variants.some((v) => v.position === 0)).toBe(false);
  });
  it('tolerates reduced vowels and a flapped T', () => {
    const forms = toleratedForms(['W', 'AO1', 'T', 'ER0']).map((f) => f.join(' '));
    expect(forms[0]).toBe('W AO T ER');
    expect(forms).toContain('W AO D ER');
    expect(forms).toContain('W AO T AH R');
    const lemon = toleratedForms(['L', 'EH1', 'M', 'AH0', 'N']).map((f) => f.join(' '));
    expect(lemon).toContain('L EH M IH N');
  });
});

describe('check grammar', () => {
  const grammar = buildCheckGrammar(['V', 'EH1', 'R', 'IY0']);
  it('is an FSG with the canonical form, variants and a phone loop', () => {
    expect(grammar.fsg).toMatch(/^FSG_BEGIN check\nNUM_STATES 3\nSTART_STATE 0\nFINAL_STATE 1\n/);
    expect(grammar.fsg).toContain('TRANSITION 0 1 1.000e+0 p.v.eh.r.iy');
    expect(grammar.fsg).toContain(
      `TRANSITION 0 1 ${DEFAULT_WEIGHTS.variant.toExponential(3)} p.w.eh.r.iy`,
    );
    expect(grammar.fsg).toContain(
      `TRANSITION 0 2 ${DEFAULT_WEIGHTS.garbageEntry.toExponential(3)} g.th`,
    );
    expect(grammar.fsg).toContain(
      `TRANSITION 2 2 ${DEFAULT_WEIGHTS.garbagePhone.toExponential(3)} g.zh`,
    );
    expect(grammar.fsg).toContain('TRANSITION 2 1 1.000e+0\n');
    expect(grammar.fsg.trimEnd().endsWith('FSG_END')).toBe(true);
  });
  it('puts every grammar word in the dictionary with its role', () => {
    const names = new Set(grammar.words.map((w) => w.name));
    for (const line of grammar.fsg.split('\n').filter((l) => l.startsWith('TRANSITION'))) {
      const word = line.split(' ')[4];
      if (word) expect(names.has(word)).toBe(true);
    }
    expect(grammar.roles.get('p.v.eh.r.iy')?.kind).toBe('canonical');
    expect(grammar.roles.get('p.w.eh.r.iy')?.kind).toBe('variant');
    expect(grammar.roles.get('g.aa')?.kind).toBe('garbage');
    expect(grammar.words).toHaveLength(grammar.roles.size);
  });
  it('never lists a tolerated form again as an error variant', () => {
    const g = buildCheckGrammar(['S', 'IH1', 'T', 'IY0']);
    const kinds = [...g.roles.values()]
      .filter((r) => r.kind !== 'garbage')
      .map((r) => r.phones.join(' '));
    expect(new Set(kinds).size).toBe(kinds.length);
  });
  it('rejects an empty pronunciation and builds sequence grammars', () => {
    expect(() => buildCheckGrammar([])).toThrow();
    const seq = buildSequenceGrammar([
      ['K', 'AE1', 'T'],
      ['S', 'AE1', 'T'],
    ]);
    expect(seq.names).toEqual([wordName('p', ['K', 'AE', 'T']), 'p.s.ae.t']);
    expect(seq.fsg).toContain('TRANSITION 1 2 1.000e+0 p.s.ae.t');
    expect(seq.fsg).toContain('FINAL_STATE 2');
  });
});
