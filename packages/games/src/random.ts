/**
 * Randomness is injected everywhere: a `RandomSource` behaves like `Math.random`
 * (returns a float in [0, 1)). Tests pass a seeded source so draws are reproducible.
 */
export type RandomSource = () => number;

/** A uniformly chosen index in [0, length). Throws for an empty range. */
export function pickIndex(length: number, random: RandomSource): number {
  if (length <= 0) throw new RangeError('Cannot pick from an empty list');
  // Clamp guards against a source that (wrongly) returns 1.
  return Math.min(length - 1, Math.floor(random() * length));
}

/** A uniformly chosen item. Throws for an empty list. */
export function pickOne<T>(items: readonly T[], random: RandomSource): T {
  return items[pickIndex(items.length, random)] as T;
}

/**
 * A uniformly chosen index other than `current`, so the same card never shows twice in a row
 * (a list of one item can only return index 0).
 */
export function pickOtherIndex(length: number, current: number, random: RandomSource): number {
  if (length <= 1 || current < 0 || current >= length) return pickIndex(length, random);
  const offset = 1 + pickIndex(length - 1, random);
  return (current + offset) % length;
}

/** A shuffled copy (Fisher-Yates); the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = pickIndex(i + 1, random);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * A small deterministic generator (mulberry32) for tests, seeds and replays.
 * Not for anything security-related.
 */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
