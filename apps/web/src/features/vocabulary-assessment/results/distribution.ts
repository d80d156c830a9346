import type { LevelScores } from '@lexora/contracts';
import { cefrLevels, type CefrLevel } from '@lexora/contracts/vocabulary-limits';

export interface DistributionRow {
  level: CefrLevel;
  /** Percentage of levelled words, capped at 100 (spec 000 section 9). */
  percent: number;
}

/** Rows only for levels above 0.001 (spec 000 section 9), in level order. */
export function distributionRows(scores: LevelScores): DistributionRow[] {
  return cefrLevels
    .filter((level) => scores[level] > 0.001)
    .map((level) => ({
      level,
      percent: Math.min(100, Math.round(scores[level] * 1000) / 10),
    }));
}
