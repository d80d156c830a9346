import { cefrLevelTitles } from '@lexora/contracts';
import type { CefrLevel } from './levels';

/** Level table of spec 000 section 3 (plain CEFR labels): the titles, from the shared contracts. */
export const LEVEL_TITLES: Record<CefrLevel, string> = cefrLevelTitles;

/** The colour of each level on the spec's level table. */
export const LEVEL_COLOURS: Record<CefrLevel, string> = {
  A1: 'blue',
  A2: 'green',
  B1: 'yellow',
  B2: 'orange',
  C1: 'red',
  C2: 'purple',
};
