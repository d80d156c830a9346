import { cuss } from 'cuss';

/**
 * Profanity ratings from the `cuss` package: 2 = almost always offensive, 1 = often offensive or
 * sensitive (also ordinary words such as "abuse"), 0 = rarely offensive. Lower-case keys.
 */
export function loadProfanityRatings(): ReadonlyMap<string, number> {
  return new Map(Object.entries(cuss).map(([word, rating]) => [word.toLowerCase(), rating]));
}
