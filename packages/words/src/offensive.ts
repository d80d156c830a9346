import { usageDomainsOf } from './relations';
import type { SynsetData, WordSource } from './source';

/** Usage domains WordNet gives to coarse or hurtful senses. */
const OFFENSIVE_USAGE = new Set([
  'obscenity',
  'vulgarism',
  'ethnic_slur',
  'disparagement',
  'derogation',
  'profanity',
  'smut',
]);
const OFFENSIVE_GLOSS =
  /\b(obscene|vulgar|offensive|ethnic slur|derogatory|disparaging|insulting|contemptuous)\b/i;

/** Highest profanity rating of the word or any of its parts (2 offensive, 1 sensitive). */
export function profanityRating(word: string, source: WordSource): number {
  const key = word.toLowerCase().replace(/_/g, ' ');
  let rating = source.profanity.get(key) ?? 0;
  for (const part of key.split(/[ -]+/)) rating = Math.max(rating, source.profanity.get(part) ?? 0);
  return rating;
}

/** A word we never explain, suggest, quiz or show (a slur or a swear word). */
export function isOffensiveWord(word: string, source: WordSource): boolean {
  return profanityRating(word, source) >= 2;
}

/**
 * A word the engine never offers on its own (random words, suggestions, related words, quiz
 * answers), though it explains it when a learner asks ("abuse", "addict").
 */
export function isSensitiveWord(word: string, source: WordSource): boolean {
  return profanityRating(word, source) >= 1;
}

/** Glosses about sex or bodily functions: fine to explain when asked, never put in a quiz. */
const SENSITIVE_GLOSS =
  /\b(sexual(ly)?|sex organs?|semen|ejaculat\w*|genitals?|genitalia|penis|vagina|erotic\w*|orgasm\w*|masturbat\w*|prostitut\w*|copulat\w*|intercourse|pornograph\w*|menstrua\w*|urinat\w*|excret\w*|feces|faeces|defecat\w*)\b/i;

/**
 * A sense the engines never offer on their own (quiz answers, clues and compounds), though they
 * explain it when a learner asks: "nocturnal emission" is a real compound of "emission".
 */
export function isSensitiveSense(synset: SynsetData): boolean {
  return SENSITIVE_GLOSS.test(synset.definition);
}

/** A sense that is vulgar, a slur or an insult: hidden from explanations and examples. */
export function isOffensiveSense(synset: SynsetData, source: WordSource): boolean {
  if (OFFENSIVE_GLOSS.test(synset.definition)) return true;
  return usageDomainsOf(synset, source).some((domain) =>
    domain.words.some((w) => OFFENSIVE_USAGE.has(w.toLowerCase())),
  );
}
