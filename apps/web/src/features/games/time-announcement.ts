/** Announce the time at each 10 s mark and in the last 5 s, not every second. */
export function timeAnnouncement(seconds: number): string | null {
  if (seconds <= 0) return null;
  if (seconds % 10 === 0 || seconds <= 5)
    return `${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`;
  return null;
}

/** What a timed game's live region is told about: its score, its clock, whether it runs. */
export interface GameAnnouncementInput {
  score: number;
  timeLeft: number;
  /** True while the game's timer runs (not in a countdown, between rounds or at game over). */
  active: boolean;
}

/**
 * The live region's next message (issue 30). While the timer runs: a score change, else a timer
 * mark. Once it stops (game over) the region is emptied, so nothing more is said and nothing of
 * the old game is left to read; a game that starts again begins with its own time, never with the
 * score of the game before.
 */
export function nextAnnouncement(
  previous: GameAnnouncementInput | null,
  current: GameAnnouncementInput,
  message: string,
): string {
  if (!current.active) return '';
  if (!previous?.active) return timeAnnouncement(current.timeLeft) ?? '';
  if (current.score !== previous.score) return `Score ${current.score}`;
  if (current.timeLeft !== previous.timeLeft) return timeAnnouncement(current.timeLeft) ?? message;
  return message;
}
