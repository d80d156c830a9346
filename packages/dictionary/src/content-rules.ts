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

const CONDITION = /\b(condition|illness|disease|disorder|disability|disabled)\b|^having "/i;

/**
 * A medical sense of a condition of body or mind, or of someone who has one ("dyslexia",
 * "autistic"): no throw-away wrong option in a quiz beside a key of another field, where it
 * invites jokes in a class (a reader of 2026-11-30x).
 */
export function namesACondition(sense: {
  definition: string;
  domains?: readonly string[];
}): boolean {
  return (sense.domains ?? []).includes('medicine') && CONDITION.test(sense.definition);
}
