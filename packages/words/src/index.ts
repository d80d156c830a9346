export type { WordSource, SynsetData, SynsetPointer, WordNetPos } from './source';
export { createWordData } from './word-data';
export type { WordData, WordLookup, WordDataOptions } from './word-data';
export { lemmaCandidates, normaliseWordQuery } from './lemmatize';
export type { LemmaCandidate } from './lemmatize';
export {
  rankSenses,
  sensesOfEntry,
  senseId,
  displayLemma,
  isProperSense,
  POS_NAMES,
} from './senses';
export type { Sense } from './senses';
export {
  synonymsOf,
  antonymsOf,
  hypernymsOf,
  hyponymsOf,
  similarTo,
  derivationsOf,
  topicDomainsOf,
  usageDomainsOf,
  ancestorsOf,
  wordNumber,
} from './relations';
export type { RelatedWord } from './relations';
export {
  isOffensiveSense,
  isOffensiveWord,
  isSensitiveSense,
  isSensitiveWord,
  profanityRating,
} from './offensive';
export { pronunciationOf, syllabify } from './pronunciation';
export type { Pronunciation } from './pronunciation';
export { buildSpellingIndex, editDistance } from './spelling';
export type { SpellingIndex } from './spelling';
export { createInflector } from './inflect';
export type { Inflector, InflectionForm } from './inflect';
export { resolveInterest, interestScore, synsetByName } from './interests';
export type { InterestProfile } from './interests';
export { INTEREST_DOMAINS, LEX_FILE_ICONS } from './interest-domains';
export type { DomainIcon, InterestDomain } from './interest-domains';
