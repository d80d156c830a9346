/**
 * The shapes this package needs from the passage bank (written in `@lexora/content`). Anything
 * with these fields works: the engine never looks at texts, options or answers except where a
 * function says so (error patterns).
 */

/** The six CEFR levels the passage bank is written at (A1-B2 since issue 12, C1-C2 issue 29). */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** The skill tags a bank question may carry (issue 12). Unknown tags are ignored by the scoring. */
export const SKILL_TAGS = [
  'main-idea',
  'detail',
  'vocabulary',
  'inference',
  'reference',
  'sequence',
  'grammar',
] as const;
export type SkillTag = (typeof SKILL_TAGS)[number];

export interface BankQuestion {
  id: string;
  tags: readonly string[];
}

export interface BankPassage {
  id: string;
  topic: string;
  level: CefrLevel;
  questions: readonly BankQuestion[];
}

export function isCefrLevel(value: unknown): value is CefrLevel {
  return typeof value === 'string' && (CEFR_LEVELS as readonly string[]).includes(value);
}

export function isSkillTag(value: unknown): value is SkillTag {
  return typeof value === 'string' && (SKILL_TAGS as readonly string[]).includes(value);
}

/** The known skill tags of a question, each once, in the order of SKILL_TAGS. */
export function skillTagsOf(tags: readonly string[]): SkillTag[] {
  return SKILL_TAGS.filter((tag) => tags.includes(tag));
}

/** Words for a tag in sentences ("2 of 3 main idea questions"). */
export const TAG_NAMES: Readonly<Record<SkillTag, string>> = {
  'main-idea': 'main idea',
  detail: 'detail',
  vocabulary: 'vocabulary',
  inference: 'inference',
  reference: 'reference',
  sequence: 'sequence',
  grammar: 'grammar',
};
