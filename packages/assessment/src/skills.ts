import { SKILL_TAGS, skillTagsOf, type SkillTag } from './bank';

/** Right and wrong answers seen for one skill tag. */
export interface TagRecord {
  right: number;
  wrong: number;
}

export type SkillStats = Record<SkillTag, TagRecord>;

/**
 * Counts per tag. A question with two tags counts for both: it is evidence about each skill.
 * `base` adds to earlier counts (e.g. the learner's earlier rounds).
 */
export function skillStats(
  answers: readonly { tags: readonly string[]; correct: boolean }[],
  base?: SkillStats,
): SkillStats {
  const stats = Object.fromEntries(
    SKILL_TAGS.map((tag) => [
      tag,
      { right: base?.[tag].right ?? 0, wrong: base?.[tag].wrong ?? 0 },
    ]),
  ) as SkillStats;
  for (const answer of answers)
    for (const tag of skillTagsOf(answer.tags)) stats[tag][answer.correct ? 'right' : 'wrong'] += 1;
  return stats;
}

/** Posterior mean of a Beta(1 + right, 1 + wrong): the chance of a right answer on this skill. */
export function tagMean(record: TagRecord): number {
  return (1 + record.right) / (2 + record.right + record.wrong);
}

/**
 * Tags from weakest to strongest: lowest Beta mean first; on equal means the tag with more
 * answers first (the same mean on more evidence is the surer weakness), then SKILL_TAGS order.
 */
export function tagsByWeakness(stats: SkillStats): SkillTag[] {
  const seen = (tag: SkillTag) => stats[tag].right + stats[tag].wrong;
  return [...SKILL_TAGS].sort(
    (a, b) =>
      tagMean(stats[a]) - tagMean(stats[b]) ||
      seen(b) - seen(a) ||
      SKILL_TAGS.indexOf(a) - SKILL_TAGS.indexOf(b),
  );
}

/**
 * The weakest tag: first of tagsByWeakness. An untested tag has mean 0.5, so once every tested
 * skill is going well the next round explores an untested one. Null before any tagged answer:
 * nothing is known yet, so no tag is forced on the next round.
 */
export function weakestTag(stats: SkillStats): SkillTag | null {
  const answered = SKILL_TAGS.some((tag) => stats[tag].right + stats[tag].wrong > 0);
  return answered ? tagsByWeakness(stats)[0]! : null;
}
