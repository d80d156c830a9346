import { cefrLevels, type CefrLevel } from '@lexora/contracts';

/**
 * ADR 0053, the one level story: a vocabulary level and a reading level, each moved only by
 * evidence of its own kind (the analyser for vocabulary; the reading assessment and reading
 * practice for reading) and by at most one level per piece of evidence. The first evidence of a
 * kind places the level where the evidence shows it.
 */
export function movedLevel(current: CefrLevel | null, shown: CefrLevel): CefrLevel {
  if (current === null) return shown;
  const from = cefrLevels.indexOf(current);
  const to = cefrLevels.indexOf(shown);
  return cefrLevels[from + Math.sign(to - from)]!;
}

/** One answered practice question, with the level of its passage. */
export interface PracticeAnswer {
  passageLevel: CefrLevel;
  correct: boolean;
}

/** Answers needed before a practice set counts as evidence: two passages of three questions. */
export const PRACTICE_EVIDENCE_MIN_ANSWERS = 6;
/** At least this share right, on passages at or above the level, shows the next level up. */
export const PRACTICE_STEP_UP_SHARE = 0.85;
/** Below this share right, on passages at or below the level, shows the level below. */
export const PRACTICE_STEP_DOWN_SHARE = 0.4;

const shift = (level: CefrLevel, by: 1 | -1): CefrLevel =>
  cefrLevels[Math.min(Math.max(cefrLevels.indexOf(level) + by, 0), cefrLevels.length - 1)]!;

/**
 * The level a practice set shows, or null when it shows nothing new. A learner without a reading
 * level practises from A1: a set read well there shows A2. Nearly all right on six or more answers
 * at or above the level shows the level above; fewer than 40% right on six or more at or below it
 * shows the level below.
 */
export function practiceShows(
  current: CefrLevel | null,
  answers: readonly PracticeAnswer[],
): CefrLevel | null {
  const level = current ?? 'A1';
  const at = cefrLevels.indexOf(level);
  const share = (list: readonly PracticeAnswer[]) =>
    list.filter((a) => a.correct).length / list.length;
  const above = answers.filter((a) => cefrLevels.indexOf(a.passageLevel) >= at);
  if (above.length >= PRACTICE_EVIDENCE_MIN_ANSWERS && share(above) >= PRACTICE_STEP_UP_SHARE) {
    const up = shift(level, 1);
    return up === current ? null : up;
  }
  const below = answers.filter((a) => cefrLevels.indexOf(a.passageLevel) <= at);
  if (below.length >= PRACTICE_EVIDENCE_MIN_ANSWERS && share(below) < PRACTICE_STEP_DOWN_SHARE) {
    const down = shift(level, -1);
    return down === current ? null : down;
  }
  return null;
}

/** The assessment's final_score 0-6 (below A1, A1 .. C2) as a level; below A1 reads A1. */
export function levelForFinalScore(finalScore: number): CefrLevel {
  const index = Math.min(Math.max(Math.round(finalScore) - 1, 0), cefrLevels.length - 1);
  return cefrLevels[index]!;
}
