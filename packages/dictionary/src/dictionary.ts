/**
 * The dictionary as an index for looking words up: what a learner types ("Banks", "looked
 * after", "london", "color", "sung") to the entry that explains it. Pure: the entries and the
 * irregular forms are passed in (load-dictionary.ts reads them).
 */
import { baseCandidates, type IrregularForms } from './forms';
import type { Entry, PartOfSpeech, Sense } from './model';

/** An entry that explains something itself (not a `form_of` pointer). */
export type EntryWithSenses = Entry & { senses: Sense[] };

/** How the typed text reached the entry. */
export type MatchRoute = 'headword' | 'inflection' | 'form of' | 'US spelling';

export interface DictionaryMatch {
  /** What was looked up: lower case, single spaces, curly apostrophes made straight. */
  query: string;
  /** The entry that explains it, senses in the dictionary's order. */
  entry: EntryWithSenses;
  route: MatchRoute;
  /**
   * The headword or spelling the text matched before it was followed to `entry` ("sung" for
   * sing, "color" for colour, "banks" for bank); equal to `entry.word` for a plain headword.
   */
  matched: string;
}

export interface Dictionary {
  lookup(text: string): DictionaryMatch | null;
  has(text: string): boolean;
  /** Every entry with senses, in file order (for pickers such as the random word). */
  entries: readonly EntryWithSenses[];
}

/** Lower case, straight apostrophes, single spaces, no surrounding punctuation. */
export function normaliseQuery(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .trim();
}

const hasSenses = (entry: Entry): entry is EntryWithSenses =>
  Array.isArray(entry.senses) && entry.senses.length > 0;

/** The spellings of a phrase a learner may type for the same headword (ice-cream, ice cream). */
function spellingVariants(text: string): string[] {
  return [...new Set([text, text.replace(/-/g, ' '), text.replace(/[- ]/g, '')])];
}

const VERB_LIKE: ReadonlySet<PartOfSpeech> = new Set(['verb', 'phrasal verb', 'phrase', 'idiom']);
/** Bases of an -s form: nouns and verbs, and the numbers and pronouns ("thousands", "ones"). */
const NOUN_OR_VERB: ReadonlySet<PartOfSpeech> = new Set([
  'noun',
  'verb',
  'number',
  'pronoun',
  'phrasal verb',
  'phrase',
  'idiom',
]);
const GRADABLE: ReadonlySet<PartOfSpeech> = new Set(['adjective', 'adverb']);

/**
 * The parts of speech a base must have for a regular ending to be an inflection of it: "-ed"
 * only of a verb, "-er" only of an adjective ("teacher" is not a form of "teach"). "-ly" makes
 * a new word, not a form, and is never followed.
 */
function partsOfSpeechForEnding(form: string, base: string): ReadonlySet<PartOfSpeech> | null {
  const ending = form.slice(commonPrefixLength(form, base));
  if (/(?:ly)$/.test(form) && /ly$/.test(ending)) return null;
  if (/(?:ed|d|ing)$/.test(ending)) return VERB_LIKE;
  if (/(?:er|est)$/.test(ending)) return GRADABLE;
  if (/(?:s|es|'s|s')$/.test(ending) || /(?:men|ves)$/.test(form)) return NOUN_OR_VERB;
  return null;
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

export function createDictionary(
  entries: readonly Entry[],
  irregularForms?: IrregularForms,
): Dictionary {
  const byKey = new Map<string, Entry[]>();
  const byUsSpelling = new Map<string, EntryWithSenses>();
  const add = (key: string, entry: Entry) => {
    const list = byKey.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    byKey.set(key, list);
  };
  for (const entry of entries) {
    const key = normaliseQuery(entry.word);
    for (const variant of spellingVariants(key)) add(variant, entry);
    for (const sense of entry.senses ?? []) {
      if (sense.us_spelling && hasSenses(entry)) {
        const us = normaliseQuery(sense.us_spelling);
        if (!byUsSpelling.has(us)) byUsSpelling.set(us, entry);
      }
    }
  }

  /**
   * Several entries can share a spelling ("may" the verb, "May" the month): the one written
   * exactly as typed, else the common word before a name.
   */
  const pick = (candidates: Entry[], typed: string): Entry | undefined =>
    candidates.find((e) => e.word === typed) ??
    candidates.find((e) => e.word === e.word.toLowerCase()) ??
    candidates[0];

  const entryFor = (word: string): Entry | undefined => {
    const list = byKey.get(normaliseQuery(word));
    return list ? pick(list, word) : undefined;
  };

  /** A form_of chain to the entry with senses (at most three steps: "colors" -> color -> colour). */
  const resolve = (entry: Entry): EntryWithSenses | undefined => {
    let current: Entry | undefined = entry;
    for (let step = 0; step < 4 && current; step++) {
      if (hasSenses(current)) return current;
      current = current.form_of ? entryFor(current.form_of) : undefined;
    }
    return undefined;
  };

  /** The text as a headword or a US spelling, without inflection. */
  const direct = (text: string, typed: string): Omit<DictionaryMatch, 'query'> | null => {
    for (const variant of spellingVariants(text)) {
      const list = byKey.get(variant);
      const found = list && pick(list, typed);
      const entry = found && resolve(found);
      if (found && entry) {
        return { entry, route: found === entry ? 'headword' : 'form of', matched: found.word };
      }
      const us = byUsSpelling.get(variant);
      if (us) return { entry: us, route: 'US spelling', matched: variant };
    }
    return null;
  };

  const inflected = (query: string): Omit<DictionaryMatch, 'query'> | null => {
    const tokens = query.split(' ');
    if (tokens.length > 5) return null;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      for (const base of baseCandidates(token, irregularForms)) {
        if (base === token) continue;
        const irregular = irregularForms?.get(token)?.includes(base) ?? false;
        const allowed = irregular ? null : partsOfSpeechForEnding(token, base);
        if (!irregular && !allowed) continue;
        const phrase = [...tokens.slice(0, i), base, ...tokens.slice(i + 1)].join(' ');
        const found = direct(phrase, phrase);
        if (!found) continue;
        if (allowed && !found.entry.senses.some((s) => allowed.has(s.pos))) continue;
        return { ...found, route: 'inflection', matched: query };
      }
    }
    return null;
  };

  const lookup = (text: string): DictionaryMatch | null => {
    const query = normaliseQuery(text);
    if (!query) return null;
    const typed = text.trim().replace(/\s+/g, ' ');
    // Names written with "the" are asked about without it ("nile", "what is the Nile": the chat
    // rules drop "the" as a filler).
    const found =
      direct(query, typed) ??
      inflected(query) ??
      (query.startsWith('the ') ? null : direct(`the ${query}`, `the ${typed}`));
    return found ? { query, ...found } : null;
  };

  return {
    lookup,
    has: (text) => lookup(text) !== null,
    entries: entries.filter(hasSenses),
  };
}
