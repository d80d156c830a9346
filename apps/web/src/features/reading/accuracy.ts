import type { ReadingHistoryEntry } from '@lexora/contracts';

export interface AccuracyPoint {
  n: number;
  label: string;
  score: string;
  accuracy: number;
}

/** One point per practice set, oldest first: whole percent of right answers. */
export function accuracyPoints(history: readonly ReadingHistoryEntry[]): AccuracyPoint[] {
  return history.map((entry, i) => ({
    n: i + 1,
    label: `Practice ${i + 1} (${new Date(entry.at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })})`,
    score: `${entry.score}/${entry.total}`,
    accuracy: entry.total > 0 ? Math.round((entry.score / entry.total) * 100) : 0,
  }));
}
