export * from './model';
export * from './forms';
export { checkEntries, EXAMPLE_MAX_WORDS } from './check';
export type { CheckContext, Problem } from './check';
export { contentRuleHits } from './content-rules';
export type { ContentRuleHit, ContentRules } from './content-rules';
export { createDictionary, normaliseQuery } from './dictionary';
export type { Dictionary, DictionaryMatch, EntryWithSenses, MatchRoute } from './dictionary';
export { loadDictionary } from './load-dictionary';
