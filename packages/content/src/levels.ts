import type { RandomSource } from '@lexora/games';

/** The CEFR levels our built-in decks are written for (C2 learners play the C1 cards). */
export const CONTENT_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type ContentLevel = (typeof CONTENT_LEVELS)[number];

export function isContentLevel(value: string): value is ContentLevel {
  return (CONTENT_LEVELS as readonly string[]).includes(value);
}

/**
 * Maps whatever the profile holds to a deck level: a CEFR label (with or without "+"), a level
 * title from the spec's level table, or the literal 'level' (not yet assessed). Unknown or unset
 * levels fall back to Elementary (A2), the spec's default.
 */
export function contentLevelFor(profileLevel: string | null | undefined): ContentLevel {
  const value = (profileLevel ?? '').trim();
  const label = value.toUpperCase().replace('+', '');
  if (label === 'C2') return 'C1';
  if (isContentLevel(label)) return label;
  const byTitle: Record<string, ContentLevel> = {
    beginner: 'A1',
    elementary: 'A2',
    intermediate: 'B1',
    'upper intermediate': 'B2',
    advanced: 'C1',
    proficient: 'C1',
  };
  return byTitle[value.toLowerCase()] ?? 'A2';
}

function levelIndex(level: ContentLevel): number {
  return CONTENT_LEVELS.indexOf(level);
}

/**
 * Items for a learner at `level`: their own level and the one below (so a round mixes stretch
 * words with confident ones). When that leaves fewer than `minimum` items, the band widens one
 * level at a time in both directions until it is large enough.
 */
export function itemsAtLevel<T extends { level: ContentLevel }>(
  items: readonly T[],
  level: ContentLevel,
  minimum = 12,
): T[] {
  const target = levelIndex(level);
  for (let spread = 0; spread < CONTENT_LEVELS.length; spread++) {
    const chosen = items.filter((item) => {
      const index = levelIndex(item.level);
      return index <= target + spread && index >= target - 1 - spread;
    });
    if (chosen.length >= minimum || spread === CONTENT_LEVELS.length - 1) return chosen;
  }
  return [...items];
}

/** `count` distinct items at the learner's level, in random order. */
export function drawAtLevel<T extends { level: ContentLevel }>(
  items: readonly T[],
  level: ContentLevel,
  random: RandomSource,
  count = Infinity,
): T[] {
  const pool = [...itemsAtLevel(items, level)];
  // Fisher-Yates, cut short once `count` items are placed.
  const take = Math.min(count, pool.length);
  for (let i = 0; i < take; i++) {
    const j = i + Math.min(pool.length - i - 1, Math.floor(random() * (pool.length - i)));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, take);
}
