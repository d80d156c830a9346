import { describe, expect, it } from 'vitest';
import {
  estimateAbility,
  NEW_LEARNER_PRIOR,
  priorFromLastEstimate,
  type Prior,
  type ScoredAnswer,
} from './ability';
import type { CefrLevel } from './bank';
import { DEFAULT_MODEL, questionDifficulty, type ScoringModel } from './model';

const answer = (
  passageId: string,
  level: CefrLevel,
  tag: string,
  correct: boolean,
): ScoredAnswer => ({
  passageId,
  level,
  tags: [tag],
  correct,
});

/**
 * An independent reference: the posterior by brute force on a finer, wider grid (-13..15, step
 * 0.02), each passage's likelihood by enumerating the response PATTERNS with the observed sum
 * (not the convolution the engine uses), the passage effect by a 121-point rule over +-6 SD.
 */
function referencePosterior(answers: ScoredAnswer[], prior: Prior, model: ScoringModel) {
  const passages = new Map<string, ScoredAnswer[]>();
  for (const a of answers) passages.set(a.passageId, [...(passages.get(a.passageId) ?? []), a]);
  const zs = Array.from({ length: 121 }, (_, i) => -6 + (12 * i) / 120);
  const zw = zs.map((z) => Math.exp((-z * z) / 2));
  const zTotal = zw.reduce((a, b) => a + b, 0);
  const p = (eta: number, b: number) =>
    model.guessing + (1 - model.guessing) / (1 + Math.exp(b - eta));
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let step = 0; step <= 1400; step++) {
    const theta = -13 + step * 0.02;
    let like = Math.exp(-0.5 * ((theta - prior.mean) / prior.sd) ** 2);
    for (const group of passages.values()) {
      const bs = group.map((a) => questionDifficulty(a.level, a.tags, model));
      const score = group.filter((a) => a.correct).length;
      let integral = 0;
      zs.forEach((z, r) => {
        const eta = theta + model.testletSd * z;
        let sum = 0;
        for (let pattern = 0; pattern < 1 << bs.length; pattern++) {
          let right = 0;
          let prob = 1;
          bs.forEach((b, i) => {
            const ok = (pattern >> i) & 1;
            right += ok;
            prob *= ok ? p(eta, b) : 1 - p(eta, b);
          });
          if (right === score) sum += prob;
        }
        integral += (zw[r]! / zTotal) * sum;
      });
      like *= integral;
    }
    w0 += like;
    w1 += like * theta;
    w2 += like * theta * theta;
  }
  const mean = w1 / w0;
  return { mean, sd: Math.sqrt(w2 / w0 - mean * mean) };
}

describe('estimateAbility (EAP on the grid)', () => {
  it('returns the prior when nothing is answered', () => {
    const e = estimateAbility([], { mean: 0.4, sd: 0.8 });
    expect(e.ability).toBeCloseTo(0.4, 4);
    expect(e.standardError).toBeCloseTo(0.8, 3);
    expect(e.posterior.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it.each([
    [
      'one passage, 2 of 3 right',
      [
        answer('p', 'A2', 'detail', true),
        answer('p', 'A2', 'inference', false),
        answer('p', 'A2', 'vocabulary', true),
      ],
    ],
    [
      'one passage, none right',
      [
        answer('p', 'B1', 'detail', false),
        answer('p', 'B1', 'main-idea', false),
        answer('p', 'B1', 'grammar', false),
      ],
    ],
    [
      'three passages, mixed',
      [
        answer('a', 'A2', 'detail', true),
        answer('a', 'A2', 'reference', true),
        answer('a', 'A2', 'inference', true),
        answer('b', 'B1', 'detail', true),
        answer('b', 'B1', 'vocabulary', false),
        answer('b', 'B1', 'sequence', true),
        answer('c', 'B2', 'main-idea', false),
        answer('c', 'B2', 'inference', true),
        answer('c', 'B2', 'detail', false),
      ],
    ],
    [
      'a passage half answered',
      [
        answer('a', 'B1', 'detail', true),
        answer('b', 'B2', 'detail', true),
        answer('b', 'B2', 'inference', false),
      ],
    ],
  ])('matches a brute-force integration: %s', (_name, answers) => {
    for (const prior of [NEW_LEARNER_PRIOR, { mean: -1, sd: 0.7 }]) {
      const e = estimateAbility(answers, prior);
      const ref = referencePosterior(answers, prior, DEFAULT_MODEL);
      expect(e.ability).toBeCloseTo(ref.mean, 3);
      expect(e.standardError).toBeCloseTo(ref.sd, 3);
    }
  });

  it('matches a hand-checked case: one Rasch item at 0, right, N(0,1) prior', () => {
    // Posterior ~ phi(t) s(t). By symmetry E[s] = 1/2 and by Stein's lemma E[t s(t)] = E[s'(t)],
    // so the mean is 2 E[s(1-s)] = 0.41320 (E[s(1-s)] under N(0,1) is 0.206601).
    const rasch: ScoringModel = {
      ...DEFAULT_MODEL,
      testletSd: 0,
      guessing: 0,
      tagOffsets: { ...DEFAULT_MODEL.tagOffsets, detail: 0.7 },
    };
    const e = estimateAbility([answer('p', 'A2', 'detail', true)], { mean: 0, sd: 1 }, rasch);
    expect(e.ability).toBeCloseTo(0.4132, 3);
  });

  it('is wider when three answers share a passage than when they come from three passages', () => {
    const tags = ['detail', 'vocabulary', 'inference'];
    const pattern = [true, true, false];
    const shared = tags.map((t, i) => answer('one', 'B1', t, pattern[i]!));
    const separate = tags.map((t, i) => answer(`p${i}`, 'B1', t, pattern[i]!));
    expect(estimateAbility(shared).standardError).toBeGreaterThan(
      estimateAbility(separate).standardError + 0.01,
    );
    // Without a passage effect (and without guessing, so the sum carries all the evidence)
    // the two are exactly the same evidence.
    const rasch = { ...DEFAULT_MODEL, testletSd: 0, guessing: 0 };
    const a = estimateAbility(shared, NEW_LEARNER_PRIOR, rasch);
    const b = estimateAbility(separate, NEW_LEARNER_PRIOR, rasch);
    expect(a.ability).toBeCloseTo(b.ability, 10);
    expect(a.standardError).toBeCloseTo(b.standardError, 10);
  });

  it('rises with each right answer and falls with each wrong one, after every answer', () => {
    const answers = [
      answer('p', 'B1', 'detail', true),
      answer('p', 'B1', 'vocabulary', true),
      answer('p', 'B1', 'inference', false),
    ];
    const path = [0, 1, 2, 3].map((n) => estimateAbility(answers.slice(0, n)).ability);
    expect(path[1]).toBeGreaterThan(path[0]!);
    expect(path[2]).toBeGreaterThan(path[1]!);
    expect(path[3]).toBeLessThan(path[2]!);
  });

  it('does not depend on the order of the answers', () => {
    const answers = [
      answer('a', 'A2', 'detail', true),
      answer('b', 'B2', 'detail', false),
      answer('a', 'A2', 'inference', false),
    ];
    const reversed = [...answers].reverse();
    expect(estimateAbility(reversed).ability).toBeCloseTo(estimateAbility(answers).ability, 12);
  });

  it('refuses a prior without a positive SD', () => {
    expect(() => estimateAbility([], { mean: 0, sd: 0 })).toThrow(/positive SD/);
  });
});

describe('priorFromLastEstimate', () => {
  it('centres on the last estimate and widens it by the drift, capped at the new-learner SD', () => {
    expect(priorFromLastEstimate(null)).toEqual(NEW_LEARNER_PRIOR);
    const p = priorFromLastEstimate({ ability: 0.8, standardError: 0.6 });
    expect(p.mean).toBe(0.8);
    expect(p.sd).toBeCloseTo(Math.sqrt(0.36 + 0.25), 10);
    expect(priorFromLastEstimate({ ability: 1, standardError: 3 }).sd).toBe(NEW_LEARNER_PRIOR.sd);
  });
});
