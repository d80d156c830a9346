import { contentRuleHits, type ContentRules, type IrregularForms } from '@lexora/dictionary';

/** The topics a text touches ("war: soldiers"), empty when any learner may read it. */
export function contentHits(
  text: string,
  rules: ContentRules,
  irregular?: IrregularForms,
): string[] {
  return contentRuleHits(text, rules, irregular).map((hit) => `${hit.topic}: ${hit.word}`);
}
