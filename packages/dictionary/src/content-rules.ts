import { baseCandidates, wordTokens, type IrregularForms } from './forms';

/** Topic -> the words that signal it (data/content-rules.yaml). */
export type ContentRules = Readonly<Record<string, readonly string[]>>;

export interface ContentRuleHit {
  topic: string;
  word: string;
}

/**
 * The content rules every generated or example text in Lexora passes: each word of `text` that
 * is a form of a listed word, with its topic. Empty when the text is fit for any learner.
 */
export function contentRuleHits(
  text: string,
  rules: ContentRules,
  irregular?: IrregularForms,
): ContentRuleHit[] {
  const topicOf = new Map<string, string>();
  for (const [topic, words] of Object.entries(rules)) for (const w of words) topicOf.set(w, topic);
  const hits: ContentRuleHit[] = [];
  for (const token of wordTokens(text)) {
    for (const base of baseCandidates(token, irregular)) {
      const topic = topicOf.get(base);
      if (topic) {
        hits.push({ topic, word: token });
        break;
      }
    }
  }
  return hits;
}
