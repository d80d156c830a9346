/**
 * Time is passed in as epoch milliseconds (`now`) on every event; nothing here reads a clock.
 * Deadlines are stored as absolute times so a late or skipped tick (a hidden browser tab)
 * still lands in the right state on the next event.
 */
export const SECOND_MS = 1000;

/** Whole seconds left before `deadline`, rounded up (60.0 s -> 60, 59.2 s -> 60, 0 -> 0). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
}

/** The sound cues the games ask the screen to play. Playback failures are only logged. */
export type SoundCue = 'countdown' | 'correct' | 'skip' | 'gameStart' | 'gameOver' | 'tick';

/** Static files made by `packages/content/scripts/make-sounds.ts` under apps/web/public. */
export const SOUND_FILES: Readonly<Record<SoundCue, string>> = {
  countdown: '/sounds/countdown.wav',
  correct: '/sounds/correct.wav',
  skip: '/sounds/skip.wav',
  gameStart: '/sounds/game-start.wav',
  gameOver: '/sounds/game-over.wav',
  tick: '/sounds/tick.wav',
};
