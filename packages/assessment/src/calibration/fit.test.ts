import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS, SKILL_TAGS } from '../bank';
import { DEFAULT_MODEL, type ScoringModel } from '../model';
import { simulateLoggedAnswers, syntheticBank } from '../simulation';
import { calibrationObjective, fitScoringModel, groupRecords } from './fit';
import { minimise } from './lbfgs';

/**
 * A world unlike the seed table: other level gaps (each level 0.3-0.4 off its seed, with the same
 * mean, as the fit pins the scale to the seed mean), another tag order, a larger passage effect.
 */
const TRUTH: ScoringModel = {
  levels: { A1: -2.4, A2: -1.0, B1: 0.4, B2: 2.4, C1: 3.6, C2: 4.9 },
  tagOffsets: {
    detail: -0.8,
    reference: 0.1,
    sequence: -0.5,
    grammar: 0.5,
    'main-idea': -0.4,
    vocabulary: 0.2,
    inference: 0.9,
  },
  testletSd: 0.9,
  guessing: 1 / 3,
};

describe('minimise (L-BFGS)', () => {
  it('finds the minimum of a badly scaled quadratic and of the Rosenbrock function', () => {
    const quad = minimise(
      (x) => ({
        value: 100 * (x[0]! - 1) ** 2 + (x[1]! + 2) ** 2,
        gradient: [200 * (x[0]! - 1), 2 * (x[1]! + 2)],
      }),
      [0, 0],
    );
    expect(quad.x[0]).toBeCloseTo(1, 5);
    expect(quad.x[1]).toBeCloseTo(-2, 5);
    const rosen = minimise(
      (x) => {
        const [a, b] = x as [number, number];
        return {
          value: (1 - a) ** 2 + 100 * (b - a * a) ** 2,
          gradient: [-2 * (1 - a) - 400 * a * (b - a * a), 200 * (b - a * a)],
        };
      },
      [-1.2, 1],
      { gradientTolerance: 1e-8 },
    );
    expect(rosen.converged).toBe(true);
    expect(rosen.x[0]).toBeCloseTo(1, 4);
    expect(rosen.x[1]).toBeCloseTo(1, 4);
  });
});

describe('fitScoringModel (marginal maximum likelihood)', () => {
  const bank = syntheticBank(seededRandom(5));

  it('recovers the difficulties, the ability spread and the passage effect of simulated answers', () => {
    // 3000 learners x 4 passages over six levels. Tolerances are about 2.5 standard errors at
    // this sample size (seeds 7-11 all pass; the largest errors were 0.29 for a level, at C2,
    // where fewest learners read, and 0.16 for a tag). The seed table is 0.3-0.4 off the truth,
    // so a fit that did not move is caught by the check below that every level moved closer.
    const records = simulateLoggedAnswers({
      bank,
      model: TRUTH,
      population: { mean: 1, sd: 1.8 },
      learners: 3000,
      passagesPerLearner: 4,
      random: seededRandom(7),
    });
    const result = fitScoringModel(records, { abilityNodes: 15, effectNodes: 7 });
    expect(result.converged).toBe(true);
    for (const level of CEFR_LEVELS) {
      expect(Math.abs(result.model.levels[level] - TRUTH.levels[level])).toBeLessThan(0.35);
    }
    for (const tag of SKILL_TAGS) {
      expect(Math.abs(result.model.tagOffsets[tag] - TRUTH.tagOffsets[tag])).toBeLessThan(0.35);
    }
    expect(Math.abs(result.population.mean - 1)).toBeLessThan(0.2);
    expect(Math.abs(result.population.sd - 1.8)).toBeLessThan(0.2);
    expect(Math.abs(result.model.testletSd - TRUTH.testletSd)).toBeLessThan(0.3);
    // The fit moved every level toward the truth from the seed table.
    for (const level of CEFR_LEVELS) {
      const before = Math.abs(DEFAULT_MODEL.levels[level] - TRUTH.levels[level]);
      const after = Math.abs(result.model.levels[level] - TRUTH.levels[level]);
      expect(after).toBeLessThan(Math.max(before, 0.05));
    }
    // The scale is pinned: offsets sum to zero, levels keep the seed mean.
    const offsetSum = SKILL_TAGS.reduce((s, t) => s + result.model.tagOffsets[t], 0);
    expect(Math.abs(offsetSum)).toBeLessThan(0.005);
    const mean = (m: ScoringModel) =>
      CEFR_LEVELS.reduce((s, l) => s + m.levels[l], 0) / CEFR_LEVELS.length;
    expect(mean(TRUTH)).toBeCloseTo(mean(DEFAULT_MODEL), 10);
    expect(Math.abs(mean(result.model) - mean(DEFAULT_MODEL))).toBeLessThan(0.005);
    // A few seconds of numeric work: a generous limit so a busy machine does not fail it.
  }, 120_000);

  it('has an analytic gradient that matches finite differences', () => {
    const records = simulateLoggedAnswers({
      bank,
      model: TRUTH,
      population: { mean: 0, sd: 1.3 },
      learners: 40,
      passagesPerLearner: 2,
      random: seededRandom(11),
    });
    const { objective, x0 } = calibrationObjective(groupRecords(records), DEFAULT_MODEL, true);
    const x = x0.map((v, i) => v + 0.1 * Math.sin(i + 1));
    const { gradient } = objective(x);
    x.forEach((_, k) => {
      const h = 1e-5;
      const up = objective(x.map((v, i) => (i === k ? v + h : v))).value;
      const down = objective(x.map((v, i) => (i === k ? v - h : v))).value;
      expect(gradient[k]).toBeCloseTo((up - down) / (2 * h), 4);
    });
  });

  it('keeps the start values and warns when there is no data for a level', () => {
    const records = simulateLoggedAnswers({
      bank: bank.filter((p) => p.level !== 'B2'),
      model: TRUTH,
      population: { mean: -1, sd: 1 },
      learners: 60,
      passagesPerLearner: 2,
      random: seededRandom(3),
    }).map(({ passageId: _drop, ...rest }) => rest);
    const result = fitScoringModel(records);
    expect(result.warnings.join(' ')).toMatch(/Only 0 answers at B2/);
    expect(result.warnings.join(' ')).toMatch(/No passage ids/);
    expect(result.model.testletSd).toBe(DEFAULT_MODEL.testletSd);
  });
});
