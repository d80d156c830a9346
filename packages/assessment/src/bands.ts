import type { AbilityEstimate } from './ability';
import { CEFR_LEVELS } from './bank';
import { THETA_GRID } from './grid';
import { DEFAULT_MODEL, type ScoringModel } from './model';

/**
 * CEFR bands on the ability scale. A learner "at" a level answers about 2 of 3 typical questions
 * of that level right (ability = the level's difficulty: 1/3 + 2/3 x 0.5), so each band is
 * centred on its level's difficulty and the boundaries are the midpoints between neighbouring
 * levels; 'below A1' starts half a gap under A1, and C2, the top of the scale, has no upper end.
 * With the seed table:
 *   below A1 < -2.65 <= A1 < -1.35 <= A2 < 0 <= B1 < 1.35 <= B2 < 2.65 <= C1 < 3.95 <= C2.
 * The cuts follow the table, so a refitted table moves them with it.
 */
export const CEFR_BANDS = ['below-A1', ...CEFR_LEVELS] as const;
export type CefrBand = (typeof CEFR_BANDS)[number];

/** A band in words: 'below A1', 'A1' .. 'C2'. */
export const bandName = (band: CefrBand) => (band === 'below-A1' ? 'below A1' : band);

/** The placement a final_score stands for, in words (0 'below A1', 1 'A1' .. 6 'C2'). */
export const placementName = (score: number) => bandName(CEFR_BANDS[score] ?? 'below-A1');

/** The 6 band boundaries (logits), lowest first. */
export function bandCuts(model: ScoringModel = DEFAULT_MODEL): number[] {
  const b = CEFR_LEVELS.map((level) => model.levels[level]);
  const midpoints = b.slice(1).map((upper, i) => (b[i]! + upper) / 2);
  return [b[0]! - (b[1]! - b[0]!) / 2, ...midpoints];
}

export function bandOf(ability: number, model: ScoringModel = DEFAULT_MODEL): CefrBand {
  const index = bandCuts(model).filter((cut) => ability >= cut).length;
  return CEFR_BANDS[index]!;
}

export type FinalScore = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * `final_score` 0-6 from the posterior mean: 0 below A1, 1 A1, 2 A2, 3 B1, 4 B2, 5 C1, 6 C2 (the
 * band's place on the scale). The spec advances to the next round at >= 2, i.e. when the learner
 * reads at A2 or above: a learner still at A1 goes to reading practice instead of meeting harder
 * passages.
 */
export function finalScore(ability: number, model: ScoringModel = DEFAULT_MODEL): FinalScore {
  return CEFR_BANDS.indexOf(bandOf(ability, model)) as FinalScore;
}

export const ADVANCE_SCORE = 2;

/** The ability at which the advance decision flips (the A1/A2 boundary). */
export function advanceCut(model: ScoringModel = DEFAULT_MODEL): number {
  return bandCuts(model)[ADVANCE_SCORE - 1]!;
}

/** Posterior probability of each band. */
export function bandProbabilities(
  estimate: Pick<AbilityEstimate, 'posterior'>,
  model: ScoringModel = DEFAULT_MODEL,
): Record<CefrBand, number> {
  const out = Object.fromEntries(CEFR_BANDS.map((b) => [b, 0])) as Record<CefrBand, number>;
  estimate.posterior.forEach((w, i) => {
    out[bandOf(THETA_GRID[i]!, model)] += w;
  });
  return out;
}

export interface BandRange {
  from: CefrBand;
  to: CefrBand;
  /** Posterior probability that the ability lies in from..to. */
  probability: number;
  /** What the completion screen shows: 'B1, fairly sure', 'between A2 and B1', 'C1 or above'. */
  label: string;
}

/** Wording thresholds: a single band is 'very sure' from 0.90 and 'fairly sure' from 0.70 of
 *  the posterior; below 0.70 a range of bands holding at least 0.70 is shown instead. */
export const SURE_PROBABILITY = 0.9;
export const FAIRLY_SURE_PROBABILITY = 0.7;

/**
 * The band statement: the most probable single band when it holds >= 0.70 ('very sure' from
 * 0.90, else 'fairly sure'); otherwise the narrowest run of adjacent bands holding >= 0.70
 * (the most probable of that width), worded 'between A2 and B1', 'A2 or below', 'C1 or above'.
 */
export function describeBand(
  estimate: Pick<AbilityEstimate, 'posterior'>,
  model: ScoringModel = DEFAULT_MODEL,
): BandRange {
  const byBand = bandProbabilities(estimate, model);
  const probs = CEFR_BANDS.map((b) => byBand[b]);
  for (let width = 1; width <= CEFR_BANDS.length; width++) {
    let best = -1;
    let bestMass = -1;
    for (let start = 0; start + width <= CEFR_BANDS.length; start++) {
      const mass = probs.slice(start, start + width).reduce((a, b) => a + b, 0);
      if (mass > bestMass + 1e-12) [best, bestMass] = [start, mass];
    }
    if (bestMass >= FAIRLY_SURE_PROBABILITY || width === CEFR_BANDS.length) {
      const from = CEFR_BANDS[best]!;
      const to = CEFR_BANDS[best + width - 1]!;
      return { from, to, probability: bestMass, label: rangeLabel(from, to, bestMass) };
    }
  }
  throw new Error('unreachable');
}

function rangeLabel(from: CefrBand, to: CefrBand, probability: number): string {
  if (from === to)
    return `${bandName(from)}, ${probability >= SURE_PROBABILITY ? 'very sure' : 'fairly sure'}`;
  if (from === 'below-A1' && to === 'C2') return 'not sure yet';
  if (from === 'below-A1') return `${bandName(to)} or below`;
  if (to === 'C2') return `${bandName(from)} or above`;
  return `between ${bandName(from)} and ${bandName(to)}`;
}
