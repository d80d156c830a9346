/**
 * The ways a learner types a fixed phrase other than its headword: without its object ("play
 * by ear" for "play it by ear", "give a hand" for "give someone a hand") or with another
 * person's possessive ("change my mind" for "change your mind"). Pure.
 */

/** Words a headword holds in an object's place, tried where the learner left one out. */
const OBJECTS = ['it', 'your', 'someone', 'something'] as const;
/** Possessives a learner writes where our headwords say "your". */
const POSSESSIVES = new Set(['my', 'his', 'her', 'their', 'our', "one's", 'ones']);

/** The phrase with "your" for another possessive ("not my cup of tea"), or null without one. */
export function withYour(phrase: string): string | null {
  const tokens = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length < 2 || !tokens.some((t) => POSSESSIVES.has(t))) return null;
  return tokens.map((t) => (POSSESSIVES.has(t) ? 'your' : t)).join(' ');
}

/** The variants of a phrase of two or more words, most likely first; the phrase itself not. */
export function phraseVariants(phrase: string): string[] {
  const tokens = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length < 2) return [];
  const out: string[] = [];
  const possessive = withYour(phrase);
  if (possessive) out.push(possessive);
  for (let at = 1; at < tokens.length; at++) {
    for (const object of OBJECTS) {
      out.push([...tokens.slice(0, at), object, ...tokens.slice(at)].join(' '));
    }
  }
  return [...new Set(out)].filter((variant) => variant !== tokens.join(' '));
}
