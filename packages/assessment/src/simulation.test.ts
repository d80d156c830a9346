import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS, type CefrLevel } from './bank';
import { DEFAULT_MODEL } from './model';
import {
  answerPassage,
  MODEL_WORLD,
  simulateAssessment,
  syntheticBank,
  TOPIC_IDS,
  trueItems,
} from './simulation';

/**
 * Whole assessments as the server runs them (selection, scoring, stopping; final_score by reader
 * types, ADR 0056), with simulated takers. The benchmark (scripts/bench.ts) runs thousands; these
 * few hundred guard the shape.
 */
describe('simulated assessments over A1-C2', () => {
  const bank = syntheticBank(seededRandom(3));
  const items = trueItems(bank, MODEL_WORLD, seededRandom(4));

  /** Placements (final_score 0-6) of `count` takers, each on 1-3 random topics. */
  function placements(count: number, answer: Parameters<typeof simulateAssessment>[0]['answer']) {
    const random = seededRandom(5);
    return Array.from({ length: count }, () => {
      const topics = [...TOPIC_IDS]
        .sort(() => random() - 0.5)
        .slice(0, 1 + Math.floor(random() * 3));
      return simulateAssessment({ bank, topics, answer, random });
    });
  }
  const reader = (level: CefrLevel) => {
    const random = seededRandom(6);
    return (p: (typeof bank)[number]) =>
      answerPassage(p, DEFAULT_MODEL.levels[level], items, MODEL_WORLD, random);
  };
  const share = (runs: { finalScore: number }[], test: (score: number) => boolean) =>
    runs.filter((r) => test(r.finalScore)).length / runs.length;

  it('places a learner who answers every question right at C1 or above, after three rounds', () => {
    for (const run of placements(40, (p) => p.questions.map(() => true))) {
      expect(run.passages).toHaveLength(3);
      expect(run.finalScore).toBeGreaterThanOrEqual(5);
      // The rounds climb from the A1 passage. The third is not harder than the second: with
      // every answer right on A1 and B1, C1 is nearly settled and what is left to rule out is
      // a B1 reader who was lucky twice, which another B1 passage does best (ADR 0056).
      const index = run.passages.map((p) => CEFR_LEVELS.indexOf(p.level));
      expect(index[0]).toBe(0);
      expect(index[1]).toBeGreaterThan(index[0]!);
      expect(index[2]).toBeGreaterThanOrEqual(index[1]!);
    }
  }, 60_000);

  it('never gives a learner who answers every question right an A1-A2 passage after round 1', () => {
    // The weakest-tag defect of 2026-11-28: the weakest tag of a strong reader is often one only
    // easy passages of their topics ask about.
    for (const run of placements(150, (p) => p.questions.map(() => true)))
      for (const passage of run.passages.slice(1))
        expect(['A1', 'A2']).not.toContain(passage.level);
  }, 60_000);

  it('tells C2 readers from B1 readers, and A1 readers from both', () => {
    const c2 = placements(120, reader('C2'));
    const b1 = placements(120, reader('B1'));
    const a1 = placements(120, reader('A1'));
    // The benchmark (2,000 per level): C2 at C1 or above about 91% (80% with the posterior
    // mean's band before ADR 0056; a scale that stopped at B2 gives 0%); B1 within one level
    // about 91%, at C1 about 9% (the price of telling C2 readers from B1 readers who were
    // lucky on two passages: docs/reading-assessment.md section 5).
    expect(share(c2, (s) => s >= 5)).toBeGreaterThan(0.85);
    expect(share(b1, (s) => s >= 5)).toBeLessThan(0.15);
    expect(share(b1, (s) => s >= 2 && s <= 4)).toBeGreaterThan(0.85);
    expect(share(a1, (s) => s <= 2)).toBeGreaterThan(0.85);
  }, 120_000);

  it('stops most blind guessers after round 1 and places nearly all of them below B1', () => {
    const random = seededRandom(8);
    const guesses = placements(150, (p) => p.questions.map(() => random() < 1 / 3));
    // On the first (A1) passage a guesser gets 2 or 3 of 3 right with chance 7/27 = 0.26.
    expect(guesses.filter((r) => r.passages.length > 1).length / guesses.length).toBeLessThan(0.4);
    expect(share(guesses, (s) => s >= 3)).toBeLessThan(0.1);
    // Reader types never place anyone 'below A1': A1 is within one level of it.
    expect(share(guesses, (s) => s === 0)).toBe(0);
  }, 60_000);
});
