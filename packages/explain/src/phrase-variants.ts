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

/** Object pronouns a learner writes where our headwords say "someone" ("keep me in the loop"). */
const PERSON_OBJECTS = new Set(['me', 'you', 'him', 'her', 'us', 'them']);
/** Possessives a learner writes where our headwords say "someone's" ("pull my leg"). */
const PERSON_POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'their', 'our']);

/** Pronouns a learner writes where our headwords say "something" ("take it with a pinch of salt"). */
const THING_OBJECTS = new Set(['it', 'this', 'that', 'them']);

/**
 * The phrase with "someone" for a person the learner named after its first word ("keep me in
 * the loop" -> keep someone in the loop, "pull my leg" -> pull someone's leg), or "something"
 * for a thing ("take it with a pinch of salt"), most likely first; none when no such word is
 * there. "her" is tried as an object, then as a possessive; "them" as people, then as things.
 */
export function withSomeone(phrase: string): string[] {
  const tokens = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length < 3) return [];
  const swap = (replace: (token: string) => string) =>
    [tokens[0]!, ...tokens.slice(1).map(replace)].join(' ');
  const asObject = swap((t) => (PERSON_OBJECTS.has(t) ? 'someone' : t));
  const asPossessive = swap((t) => (PERSON_POSSESSIVES.has(t) ? "someone's" : t));
  const asThing = swap((t) => (THING_OBJECTS.has(t) ? 'something' : t));
  return [...new Set([asObject, asPossessive, asThing])].filter((v) => v !== tokens.join(' '));
}

/** Particles of phrasal verbs that a learner puts after the object ("turn the TV off"). */
const PARTICLES = new Set(
  'off on up down out in away back over around round through along about'.split(' '),
);
/** Words that open an object's noun phrase. */
const OPENERS = new Set(
  'the a an my your his her its our their this that these those some'.split(' '),
);

/**
 * The phrasal verb around an object the learner put inside it ("turned the TV off" -> turned
 * off, "put your coat on" -> put on): a verb, an object of one word or a short noun phrase
 * opened by a determiner or possessive, and a particle. Null for anything else.
 */
export function withoutObject(phrase: string): string | null {
  const tokens = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const object = tokens.slice(1, -1);
  if (tokens.length < 3 || object.length > 3 || !PARTICLES.has(tokens.at(-1)!)) return null;
  if (object.length > 1 && !OPENERS.has(object[0]!)) return null;
  return `${tokens[0]} ${tokens.at(-1)}`;
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
