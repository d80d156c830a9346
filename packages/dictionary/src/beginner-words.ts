/**
 * Beginner words (data/beginner-words.txt): the lemmas a teacher calls A1. A `simple`
 * definition uses only these (any inflected form), the headword's own forms and numbers; the
 * word assistant prefers the example with the fewest words outside them for A1-A2 learners.
 */
import { baseCandidates, type IrregularForms } from './forms';
import { britishRespellings } from './spelling';

export type BeginnerWordTest = (token: string) => boolean;

/**
 * Whether a word form is a beginner word: a number, or any inflected form of a listed lemma
 * ("played", "children", "better"), in either spelling variety. An -ly adverb is a word of its
 * own and counts only when listed: fresh readers of A1 answers marked "slowly", "nearly" and
 * "easily" A2 though "slow", "near" and "easy" are A1.
 */
export function beginnerWordTest(
  words: ReadonlySet<string>,
  irregular?: IrregularForms,
  /** Words of their own that look like a form of a beginner word ("player", "beer"). */
  notForms: ReadonlySet<string> = new Set(),
): BeginnerWordTest {
  const british = new Set(words);
  for (const word of words) for (const b of britishRespellings(word)) british.add(b);
  return (token: string) => {
    const lower = token.toLowerCase().replace(/[’‘]/g, "'");
    if (/^\d/.test(lower)) return true;
    if (notForms.has(lower) || notForms.has(lower.replace(/s$/, ''))) return false;
    for (const base of baseCandidates(lower, irregular, { inflectionOnly: true }))
      if (british.has(base)) return true;
    return false;
  };
}
