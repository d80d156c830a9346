import IRREGULAR_VERBS from './data/irregular-verbs.json';
import type { LexicalSource } from './lexical-source';

/** A regular past written for an irregular verb: "swimmed" for "swam". */
export interface PastTenseSlip {
  written: string;
  past: string;
  participle: string;
}

const VERBS = Object.entries(IRREGULAR_VERBS).filter(
  (entry): entry is [string, [string, string]] => !entry[0].startsWith('_'),
);

/** The -ed forms a learner makes by the regular rule: take -> taked, swim -> swimed, swimmed. */
export function regularPasts(base: string): string[] {
  const last = base.at(-1) ?? '';
  if (last === 'e') return [`${base}d`];
  if (last === 'y' && !/[aeiou]/.test(base.at(-2) ?? ''))
    return [`${base.slice(0, -1)}ied`, `${base}ed`];
  const forms = [`${base}ed`];
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) forms.push(`${base}${last}ed`);
  return forms;
}

/**
 * Every regular-looking past of a verb in our irregular list that is not a word of its own:
 * "singed" (singe) and "wined" (wine) are other verbs, so they are never flagged.
 */
function slipTable(source: LexicalSource): Map<string, PastTenseSlip> {
  const table = new Map<string, PastTenseSlip>();
  for (const [base, [past, participle]] of VERBS) {
    for (const written of regularPasts(base)) {
      if (written === past) continue;
      const otherBase = [written.slice(0, -1), written.slice(0, -2)].some(
        (stem) => stem !== base && source.wordnet.entry(stem, 'v') !== undefined,
      );
      const isWord = (['n', 'v', 'a', 'r'] as const).some((pos) =>
        source.wordnet.entry(written, pos),
      );
      if (!otherBase && !isWord) table.set(written, { written, past, participle });
    }
  }
  return table;
}

const tables = new WeakMap<LexicalSource, Map<string, PastTenseSlip>>();

/** The regular pasts of irregular verbs in these words, each once, in text order. */
export function pastTenseSlips(words: readonly string[], source: LexicalSource): PastTenseSlip[] {
  let table = tables.get(source);
  if (!table) tables.set(source, (table = slipTable(source)));
  const found = new Map<string, PastTenseSlip>();
  for (const word of words) {
    const slip = table.get(word.toLowerCase());
    if (slip) found.set(slip.written, slip);
  }
  return [...found.values()];
}
