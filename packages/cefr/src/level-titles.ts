import type { CefrLevel } from './levels';

/** Level table of spec 000 section 3 (plain CEFR labels): title and colour. */
export const LEVEL_TITLES: Record<CefrLevel, string> = {
  A1: 'Beginner',
  A2: 'Elementary',
  B1: 'Intermediate',
  B2: 'Upper Intermediate',
  C1: 'Advanced',
  C2: 'Proficient',
};

export const LEVEL_COLOURS: Record<CefrLevel, string> = {
  A1: 'blue',
  A2: 'green',
  B1: 'yellow',
  B2: 'orange',
  C1: 'red',
  C2: 'purple',
};
