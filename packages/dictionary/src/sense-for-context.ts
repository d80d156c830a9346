/**
 * Which sense of an entry a text about the word means: the games say what a word meant in
 * their own words (a Taboo card's meaning, a Word Association explanation), and the word is
 * filed and played with that sense of our dictionary. Pure.
 */
import { baseCandidates, wordTokens } from './forms';
import type { Sense } from './model';

/** Words that say nothing about a meaning: they never decide between senses. */
const EMPTY_WORDS = new Set(
  `a an the and or but of to in on at by for from with about as into than that this these those
  it its is are was were be been being am do does did have has had can could will would should
  may might must not no so very too also all some any each every many much more most other such
  what which who whom whose when where why how there here they them their you your we our he
  she his her him i me my one ones thing things something someone somebody people person way
  use used using make made get got go goes went often usually especially kind type part lot`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The meaning words of a text, each as the set of base forms it could stand for
 * ("instruments" -> instruments, instrument); the headword's own forms left out.
 */
function meaningWords(text: string, headword: string): Set<string>[] {
  const own = new Set(wordTokens(headword).flatMap((w) => [...baseCandidates(w)]));
  const tokens = new Set(wordTokens(text).filter((t) => t.length > 2 && !EMPTY_WORDS.has(t)));
  return [...tokens]
    .map((token) => baseCandidates(token, undefined, { inflectionOnly: true }))
    .filter((bases) => ![...bases].some((base) => own.has(base)));
}

/** What a sense says about itself: its definition, signpost, examples, collocations and domains. */
function senseText(sense: Sense): string {
  return [
    sense.guide ?? '',
    sense.definition,
    ...(sense.examples ?? []),
    ...(sense.collocations ?? []),
    ...Object.values(sense.interest_examples ?? {}),
    ...(sense.domains ?? []),
  ].join(' ');
}

const isOffensive = (sense: Sense) =>
  (sense.labels ?? []).some((label) => label === 'offensive' || label === 'taboo');

/**
 * The index of the sense `context` means. The dictionary lists the sense a learner most likely
 * means first, so a later sense must share at least two meaning words with the context, and
 * more than the first sense does ("a small stick that makes fire" is match's second sense;
 * "a game" alone stays with the first); one of another part of speech must share two more (a
 * game's card about a house that mentions a family is not about the verb "house"). An
 * offensive sense is never chosen from a context.
 */
export function senseForContext(
  entry: { word: string; senses: readonly Sense[] },
  context: string,
): number {
  const wanted = new Set(meaningWords(context, entry.word).flatMap((bases) => [...bases]));
  const first = entry.senses[0];
  if (!first || wanted.size === 0 || entry.senses.length < 2) return 0;
  const shared = (sense: Sense) =>
    meaningWords(senseText(sense), entry.word).filter((bases) =>
      [...bases].some((base) => wanted.has(base)),
    ).length;
  const firstScore = shared(first);
  let best = 0;
  let bestScore = 0;
  entry.senses.forEach((sense, index) => {
    if (index === 0 || isOffensive(sense)) return;
    const score = shared(sense);
    const needed = Math.max(2, firstScore + (sense.pos === first.pos ? 1 : 2));
    if (score >= needed && score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}
