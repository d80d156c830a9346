import { describe, expect, it } from 'vitest';
import { pastOrParticiple } from './frame';
import { definitionProblem, questionProblems, styleProblem } from './validate';

/** The rules added after the judgement of 2026-11-29, one planted case each. */
describe('fill-blank rules of the judgement of 2026-11-29', () => {
  // Toy levels: everything A1 but the planted hard word.
  const tokenLevel = (t: string) => (t === 'diplomat' ? 4 : 0);

  it('refuses a definition that names its word, says "used in" or needs a word above the level', () => {
    expect(
      definitionProblem('shame', 'a shame: used to say that something is sad', 'B2', tokenLevel),
    ).not.toBeNull();
    expect(definitionProblem('shame', 'what a pity it is', 'B2', tokenLevel)).toBeNull();
    expect(definitionProblem('excuse', 'used in "excuse me" to say sorry', 'A1', tokenLevel)).toBe(
      'used in',
    );
    expect(
      definitionProblem('consulate', 'the office of a diplomat in a city', 'B1', tokenLevel),
    ).toMatch(/diplomat/);
    expect(
      definitionProblem('consulate', 'the office of a diplomat in a city', 'C1', tokenLevel),
    ).toBeNull();
  });

  it('refuses a comma splice and a number and unit before a noun without a hyphen', () => {
    expect(styleProblem('Close the window, the wind is very cold.')).not.toBeNull();
    expect(styleProblem('You worked hard, you deserve a holiday.')).not.toBeNull();
    expect(styleProblem('She signed a two year contract.')).not.toBeNull();
    expect(styleProblem('She signed a two-year contract.')).toBeNull();
    expect(styleProblem('When it rains, we stay at home.')).toBeNull();
    expect(styleProblem('We left early, but the bus was late.')).toBeNull();
    expect(styleProblem('She lived there for two years.')).toBeNull();
    // The written bank passes the same check.
    const q = {
      id: 'planted',
      level: 'A1' as const,
      sentence: 'Close the window, the wind is very _____.',
      options: ['cold', 'red', 'tall', 'happy'],
      answer: 'cold',
      explanation: 'Planted.',
    };
    const ctx = { tokenLevel: () => 0, contentHits: () => [] };
    expect(questionProblems(q, ctx).join(' ')).toMatch(/comma/);
  });

  it('reads a participle after a contracted or distant auxiliary ("I\'ve", "are heavily")', () => {
    expect(pastOrParticiple(["I've"])).toBe('participle');
    expect(pastOrParticiple(["She's"])).toBe('participle');
    expect(pastOrParticiple(['Cigarettes', 'are', 'heavily'])).toBe('participle');
    expect(pastOrParticiple(['has', 'not'])).toBe('participle');
    expect(pastOrParticiple(['She', 'quickly'])).toBe('past');
    expect(pastOrParticiple(['We'])).toBe('past');
  });
});
