import { describe, expect, it } from 'vitest';
import {
  advanceCut,
  bandCuts,
  bandOf,
  bandProbabilities,
  describeBand,
  finalScore,
  placementName,
} from './bands';
import { THETA_GRID } from './grid';
import { DEFAULT_MODEL } from './model';

/** A posterior with the given probability mass on grid points at the given abilities. */
function posteriorAt(masses: [ability: number, mass: number][]): { posterior: number[] } {
  const posterior = THETA_GRID.map(() => 0);
  for (const [ability, mass] of masses) {
    const i = THETA_GRID.findIndex((t) => Math.abs(t - ability) < 1e-9);
    if (i < 0) throw new Error(`${ability} is not a grid point`);
    posterior[i]! += mass;
  }
  return { posterior };
}

describe('CEFR bands and final_score', () => {
  it('puts the cuts at the midpoints between level difficulties', () => {
    expect(bandCuts()).toEqual(
      [-2.65, -1.35, 0, 1.35, 2.65, 3.95].map((v) => expect.closeTo(v, 10)),
    );
    expect(advanceCut()).toBeCloseTo(-1.35, 10);
  });

  it.each([
    [-3, 'below-A1', 0],
    [-2.65, 'A1', 1],
    [-1.36, 'A1', 1],
    [-1.35, 'A2', 2],
    [-0.01, 'A2', 2],
    [0, 'B1', 3],
    [1.35, 'B2', 4],
    [2.64, 'B2', 4],
    [2.65, 'C1', 5],
    [3.94, 'C1', 5],
    [3.95, 'C2', 6],
    [6.5, 'C2', 6],
  ] as const)('ability %d is %s, final_score %d', (ability, band, score) => {
    expect(bandOf(ability)).toBe(band);
    expect(finalScore(ability)).toBe(score);
  });

  it('names the placement of each final_score', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(placementName)).toEqual([
      'below A1',
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
    ]);
  });

  it('moves the cuts with a refitted table', () => {
    const model = { ...DEFAULT_MODEL, levels: { A1: -3, A2: -1, B1: 1, B2: 3, C1: 4, C2: 6 } };
    expect(bandCuts(model)).toEqual([-4, -2, 0, 2, 3.5, 5]);
    expect(finalScore(3.6, model)).toBe(5);
    expect(finalScore(3.6)).toBe(5);
    expect(finalScore(3.4, model)).toBe(4);
    expect(finalScore(-1.5, model)).toBe(2);
    expect(finalScore(-1.5)).toBe(1);
  });
});

describe('describeBand', () => {
  it('names one band when it holds 0.90 or more: very sure', () => {
    const band = describeBand(
      posteriorAt([
        [0.5, 0.93],
        [-0.5, 0.07],
      ]),
    );
    expect(band).toEqual({
      from: 'B1',
      to: 'B1',
      probability: expect.closeTo(0.93, 10),
      label: 'B1, very sure',
    });
  });

  it('names one band from 0.70: fairly sure', () => {
    expect(
      describeBand(
        posteriorAt([
          [0.5, 0.75],
          [-0.5, 0.25],
        ]),
      ).label,
    ).toBe('B1, fairly sure');
  });

  it('gives the narrowest likely range below 0.70', () => {
    const band = describeBand(
      posteriorAt([
        [-0.5, 0.45],
        [0.5, 0.4],
        [2, 0.15],
      ]),
    );
    expect(band).toMatchObject({ from: 'A2', to: 'B1', label: 'between A2 and B1' });
    expect(band.probability).toBeCloseTo(0.85, 10);
  });

  it('words the open ends of the scale', () => {
    expect(
      describeBand(
        posteriorAt([
          [3, 0.5],
          [4.5, 0.45],
          [0.5, 0.05],
        ]),
      ).label,
    ).toBe('C1 or above');
    expect(
      describeBand(
        posteriorAt([
          [2, 0.5],
          [3, 0.45],
          [0.5, 0.05],
        ]),
      ).label,
    ).toBe('between B2 and C1');
    expect(describeBand(posteriorAt([[5, 1]])).label).toBe('C2, very sure');
    expect(
      describeBand(
        posteriorAt([
          [-3, 0.4],
          [-2, 0.5],
          [0.5, 0.1],
        ]),
      ).label,
    ).toBe('A1 or below');
    expect(
      describeBand(
        posteriorAt([
          [-2, 0.3],
          [-0.5, 0.3],
          [0.5, 0.3],
          [3, 0.1],
        ]),
      ).label,
    ).toBe('between A1 and B1');
  });

  it('sums the posterior per band', () => {
    const probs = bandProbabilities(
      posteriorAt([
        [-1.35, 0.2],
        [-1.4, 0.3],
        [0, 0.5],
      ]),
    );
    expect(probs.A1).toBeCloseTo(0.3, 10);
    expect(probs.A2).toBeCloseTo(0.2, 10);
    expect(probs.B1).toBeCloseTo(0.5, 10);
  });
});
