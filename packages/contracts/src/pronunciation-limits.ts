// The pronunciation coach's constants and accuracy without zod: the coach's page shows them on its first load,
// which should not have to load zod and the contracts' schemas (docs/performance.md).

/** Spec 001 section 9: the coach's constants. */
export const COACH_RECORDING_SECONDS = 4;
export const COACH_COUNTDOWN_SECONDS = 3;
export const COACH_SAMPLE_RATE = 44_100;
export const PRONUNCIATION_POINTS = 2;
export const PRACTICE_WORDS_PER_SOUND = 5;
/** Practice words cover at most this many sounds at once: more would swamp the learner. */
export const MAX_PRACTICE_SOUNDS = 3;
/** Upload limits of the check (issue 5): a WAV of at most 2 MB and 10 s. */
export const MAX_RECORDING_BYTES = 2 * 1024 * 1024;
export const MAX_RECORDING_SECONDS = 10;

/** Spec 001 section 5: accuracy as a whole percent, 0 when nothing was attempted. */
export function coachAccuracy(correct: number, practice: number): number {
  const total = correct + practice;
  return total === 0 ? 0 : Math.round((100 * correct) / total);
}
