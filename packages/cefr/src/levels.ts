import { cefrLevels, type CefrLevel } from '@lexora/contracts';

/** The six levels, in order; the one list lives in the contracts shared with the web app. */
export const CEFR_LEVELS = cefrLevels;
export type { CefrLevel };
export type LevelScores = Record<CefrLevel, number>;

/** Spec 000 section 9: weights of the assessment score. */
export const SCORE_WEIGHTS: Readonly<LevelScores> = {
  A1: 1,
  A2: 20,
  B1: 50,
  B2: 100,
  C1: 150,
  C2: 200,
};

export function levelIndex(level: CefrLevel): number {
  return CEFR_LEVELS.indexOf(level);
}

export function levelAt(index: number): CefrLevel {
  const clamped = Math.min(CEFR_LEVELS.length - 1, Math.max(0, Math.round(index)));
  return CEFR_LEVELS[clamped] ?? 'A1';
}

export function isCefrLevel(value: unknown): value is CefrLevel {
  return typeof value === 'string' && (CEFR_LEVELS as readonly string[]).includes(value);
}

export function emptyScores(): LevelScores {
  return { A1: 0, A2: 0, B1: 0, B2: 0, C1: 0, C2: 0 };
}

/** floor(A1*1 + A2*20 + B1*50 + B2*100 + C1*150 + C2*200) over the level fractions. */
export function assessmentScore(scores: LevelScores): number {
  let total = 0;
  for (const level of CEFR_LEVELS) total += scores[level] * SCORE_WEIGHTS[level];
  // A tiny epsilon keeps sums like 49.99999999 (float noise of fractions) from flooring down.
  return Math.floor(total + 1e-9);
}
