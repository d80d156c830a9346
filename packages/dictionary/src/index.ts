export * from './model';
export * from './forms';
export { checkEntries, EXAMPLE_MAX_WORDS } from './check';
export type { CheckContext, Problem } from './check';
export { contentRuleHits, namesACondition } from './content-rules';
export type { ContentRuleHit, ContentRules } from './content-rules';
export { createDictionary, normaliseQuery } from './dictionary';
export type { Dictionary, DictionaryMatch, EntryWithSenses, MatchRoute } from './dictionary';
export {
  loadBeginnerWords,
  loadContentRules,
  loadDefiningVocabulary,
  loadDictionary,
} from './load-dictionary';
export { beginnerWordTest } from './beginner-words';
export type { BeginnerWordTest } from './beginner-words';
export { senseForContext } from './sense-for-context';
export { britishPronunciation, ipaFromEspeak } from './british-ipa';
export type { BritishPronunciation } from './british-ipa';
export { americanRespellings, britishRespellings, iseSpelling } from './spelling';
