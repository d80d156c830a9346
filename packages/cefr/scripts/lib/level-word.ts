import type { CefrEngine, CefrLevel } from '../../src/index';
import { CEFR_LEVELS, classFromListPos } from '../../src/index';

/** Level of a list entry; words no source knows still get the model's (high) level. */
export function levelWord(engine: CefrEngine, word: string, pos: string): CefrLevel {
  const wordClass = classFromListPos(pos);
  return engine.words.levelOf(word, wordClass, { includeUnknown: true })?.level ?? 'C2';
}

/** The allowed level closest to `level` (ties go to the lower one); any level if none listed. */
export function nearestAllowedLevel(level: CefrLevel, allowed: CefrLevel[]): CefrLevel {
  if (allowed.length === 0) return level;
  const index = CEFR_LEVELS.indexOf(level);
  const distance = (l: CefrLevel) => Math.abs(CEFR_LEVELS.indexOf(l) - index);
  return [...allowed]
    .sort((a, b) => CEFR_LEVELS.indexOf(a) - CEFR_LEVELS.indexOf(b))
    .reduce((best, l) => (distance(l) < distance(best) ? l : best));
}
