import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contentRuleHits, type ContentRules, type IrregularForms } from '@lexora/dictionary';

/**
 * The content rules every generated text in Lexora passes (packages/dictionary/data/
 * content-rules.yaml: topic -> words), read through the installed package as the dictionary's
 * loader does, so the server's bundle finds it too. The file is one "topic: [a, b, c]" line per
 * topic, which is all this reads.
 */
export function parseContentRules(text: string): ContentRules {
  const rules: Record<string, string[]> = {};
  for (const line of text.split('\n')) {
    const match = /^([a-z]+):\s*\[(.*)\]\s*$/.exec(line.trim());
    if (match)
      rules[match[1]!] = match[2]!
        .split(',')
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean);
  }
  return rules;
}

let loaded: ContentRules | undefined;

export function loadContentRules(): ContentRules {
  if (!loaded) {
    const index = createRequire(import.meta.url).resolve('@lexora/dictionary');
    const file = join(dirname(index), '../data/content-rules.yaml');
    loaded = parseContentRules(readFileSync(file, 'utf8'));
  }
  return loaded;
}

/** The topics a text touches ("war: soldiers"), empty when any learner may read it. */
export function contentHits(
  text: string,
  rules: ContentRules,
  irregular?: IrregularForms,
): string[] {
  return contentRuleHits(text, rules, irregular).map((hit) => `${hit.topic}: ${hit.word}`);
}
