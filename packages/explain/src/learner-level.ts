import { CEFR_LEVELS, type CefrLevel } from '@lexora/cefr';
import { cefrLevelTitles } from '@lexora/contracts';

/** The spec's default: 'Elementary' when the level is unset or still the literal 'level'. */
export const DEFAULT_LEARNER_LEVEL: CefrLevel = 'A2';

/**
 * A profile level as a CEFR level: a label ('B1', 'B1+'), a title of the spec's level table
 * ('Upper Intermediate' -> B2), or anything else (unset, 'level') -> A2, Elementary.
 */
export function learnerLevel(value: string | null | undefined): CefrLevel {
  const text = (value ?? '').trim();
  const label = text.toUpperCase().replace('+', '');
  if ((CEFR_LEVELS as readonly string[]).includes(label)) return label as CefrLevel;
  const byTitle = Object.entries(cefrLevelTitles).find(
    ([, title]) => title.toLowerCase() === text.toLowerCase(),
  );
  return (byTitle?.[0] as CefrLevel | undefined) ?? DEFAULT_LEARNER_LEVEL;
}
