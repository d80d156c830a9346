import { describe, expect, it } from 'vitest';
import {
  baseZipf,
  derivationBases,
  familyZipf,
  lemmaZipf,
  spellingVariants,
  wordParts,
} from './word-forms';

const table: Record<string, number> = {
  color: 5,
  colour: 3,
  organize: 4,
  happy: 5,
  ice: 4.5,
  cream: 4,
  dog: 5,
  dogs: 4.5,
};
const zipf = (word: string) => table[word] ?? 1;

describe('word forms', () => {
  it('adds American and undotted spellings', () => {
    expect(spellingVariants('colour')).toContain('color');
    expect(spellingVariants('organise')).toContain('organize');
    expect(spellingVariants('organisation')).toContain('organization');
    expect(spellingVariants('centre')).toContain('center');
    expect(spellingVariants('mr.')).toContain('mr');
    expect(spellingVariants('dog')).toEqual(new Set(['dog']));
  });

  it('rates a British spelling or a phrase by its commonest form or its parts', () => {
    expect(lemmaZipf('colour', zipf)).toBe(5);
    expect(lemmaZipf('ice cream', zipf)).toBeCloseTo(4.25, 12);
    expect(wordParts('brother-in-law')).toEqual(['brother', 'in', 'law']);
  });

  it('sums the inflection family on a linear scale', () => {
    expect(familyZipf('dog', zipf)).toBeGreaterThan(5);
    expect(familyZipf('dog', zipf)).toBeLessThan(5.5);
  });

  it('finds the base of a derived word only when the base is a common word', () => {
    expect(derivationBases('happily')).toContain('happy');
    expect(derivationBases('unhappy')).toContain('happy');
    expect(baseZipf('happily', zipf)).toBe(5);
    expect(baseZipf('dog', zipf)).toBeUndefined();
  });
});
