/**
 * The word a key moves to in a passage of `count` words, from word `current`: the arrow keys go
 * one word back or on, Home and End to the first and last. Null for any other key, which keeps
 * its usual meaning (Tab leaves the passage, Up and Down scroll).
 */
export function nextWordIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
