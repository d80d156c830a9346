/** Announce the time at each 10 s mark and in the last 5 s, not every second. */
export function timeAnnouncement(seconds: number): string | null {
  if (seconds <= 0) return null;
  if (seconds % 10 === 0 || seconds <= 5) return `${seconds} seconds left`;
  return null;
}
