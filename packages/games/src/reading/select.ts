import type { PassageLevel, TopicId } from '@lexora/contracts';
import { passageLevelIndex } from './mapping';

export interface SelectablePassage {
  id: string;
  topic: TopicId;
  level: PassageLevel;
}

/**
 * A practice set: passages on `topics` (all topics when empty) at `level` or one level away.
 * Passages the learner has never met (in practice or in the assessment) come first, the exact
 * level before its neighbours; only once all of them have been met do passages come back, the
 * longest-ago met first, so the set just read is the last to return. Ties are broken by
 * `random`. The set is ordered from the easiest level up.
 */
export function pickPracticePassages<P extends SelectablePassage>(input: {
  passages: readonly P[];
  topics: readonly TopicId[];
  level: PassageLevel;
  /**
   * When the learner last met each passage (epoch ms): served for practice or read in an
   * assessment round; absent = never.
   */
  seenAt: ReadonlyMap<string, number>;
  count: number;
  random: () => number;
}): P[] {
  const { passages, topics, level, seenAt, count, random } = input;
  const target = passageLevelIndex(level);
  const near = (p: P) => Math.abs(passageLevelIndex(p.level) - target) <= 1;
  const onTopic = passages.filter(
    (p) => near(p) && (topics.length === 0 || topics.includes(p.topic)),
  );
  // A topic list too small for a set is topped up from every topic (never the case with the bank's
  // 4 passages per topic and level, but a partial bank in development can have holes).
  const pool = onTopic.length >= count ? onTopic : passages.filter(near);
  const ranked = pool
    .map((passage) => {
      const seen = seenAt.get(passage.id);
      const distance = Math.abs(passageLevelIndex(passage.level) - target);
      return {
        passage,
        key: seen === undefined ? [0, distance, 0] : [1, seen, distance],
        tie: random(),
      };
    })
    .sort((a, b) => compareKeys(a.key, b.key) || a.tie - b.tie);
  return ranked
    .slice(0, count)
    .map((r) => r.passage)
    .sort((a, b) => passageLevelIndex(a.level) - passageLevelIndex(b.level));
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
