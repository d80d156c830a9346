/**
 * The dictionary as an index for looking words up: what a learner types ("Banks", "looked
 * after", "london", "color", "sung") to the entry that explains it. Pure: the entries and the
 * irregular forms are passed in (load-dictionary.ts reads them).
 */
import { britishPronunciation, type BritishPronunciation } from './british-ipa';
import { baseCandidates, type IrregularForms } from './forms';
import type { Entry, PartOfSpeech, Sense } from './model';
import { britishRespellings } from './spelling';

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
  /**
   * The sense the text names, when it is a phrase written as a sense of a one-word entry
   * ("stem from": the sense "stem from something: to be caused by something" of stem).
   */
  sense?: number;
}

export interface Dictionary {
  lookup(text: string): DictionaryMatch | null;
  has(text: string): boolean;
  /**
   * The British spelling of a word when it is an American spelling of one of ours ("colors" ->
   * "colours", "organized" -> "organised"), else null; a word that is British as it is
   * ("meter", "license" the verb) is null too.
   */
  britishSpelling(word: string): string | null;
  /** The text with every American spelling of our words in British spelling (ADR 0051). */
  toBritishSpelling(text: string): string;
  /**
   * A headword's British pronunciation (data/ipa-gb.tsv), when the dictionary was given them;
   * for a verb said otherwise than its noun ("record"), the verb's (data/ipa-gb-verbs.tsv).
   */
  pronunciation(headword: string, pos?: PartOfSpeech): BritishPronunciation | undefined;
  /**
   * The right spelling of a word typed as one of our verbs + -ed or -ing without the doubled
   * consonant its stressed last syllable needs ("occured": occurred), else null.
   */
  doubledSpelling(word: string): string | null;
  /** Every entry with senses, in file order (for pickers such as the random word). */
  entries: readonly EntryWithSenses[];
  /** The irregular forms it was made with (ran -> run), for callers that take words to bases. */
  irregularForms?: IrregularForms;
}

/** The text without accents and other marks on its letters ("appétit": appetit). */
export const withoutAccents = (text: string): string =>
  // Most text is printable ASCII: no normalising at all (14,500 headwords at every load).
  /[^ -~]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC') : text;

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
  return [
    ...new Set([
      text,
      text.replace(/-/g, ' '),
      text.replace(/[- ]/g, ''),
      // "Marks and Spencer" finds "Marks & Spencer"; "salt & pepper" finds "salt and pepper".
      text.replace(/ & /g, ' and '),
    ]),
  ];
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

/**
 * Whether `form` is `base` + -ed or -ing written without the doubled consonant a stressed last
 * syllable needs ("occured", "prefering", "begining": occurred, preferring, beginning), by the
 * base's British pronunciation ("ə.ˈkɜː": the stress mark is on the last syllable). Such a
 * form is a misspelling, not a form of the word (a reader of 2026-12-01z12 saw "occured"
 * explained as a form of "occur").
 */
export function missesDoubledConsonant(
  form: string,
  base: string,
  ipa: string | undefined,
): boolean {
  if (!ipa || ipa.includes(' ') || !/(?:ed|ing)$/.test(form) || !form.startsWith(base))
    return false;
  if (!/[^aeiou][aeiou][bdgkmnprtvz]$/.test(base)) return false;
  const syllables = ipa.split('.');
  return syllables.length > 1 && syllables[syllables.length - 1]!.startsWith('ˈ');
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Words a phrase sense names its object with, which a learner leaves out ("stem from"). */
const PLACEHOLDERS = new Set(['something', 'someone', 'somebody', 'somewhere']);

/**
 * The phrase a sense of a one-word entry is about, as a learner would type it: its guide or the
 * start of its definition before a colon ("stem from something: to be caused by something"),
 * when it holds the headword and another word, without the placeholders.
 */
function phraseOfSense(headword: string, sense: Sense): string[] {
  const written = [sense.guide, /^([^:]{3,60}):/.exec(sense.definition)?.[1]];
  return written.flatMap((text) => {
    if (!text) return [];
    const words = normaliseQuery(text)
      .split(' ')
      .filter((word) => !PLACEHOLDERS.has(word));
    return words.length > 1 && words.includes(headword) ? [words.join(' ')] : [];
  });
}

/**
 * Words that never run together with the next one into a headword the learner meant: "in sight"
 * is no "insight", "for ages" no "forages" (forage), "by law" no "bylaw" (a writer of
 * 2026-11-30). "ice cream" and "e mail" still find "icecream" and "email".
 */
const NOT_JOINED = new Set(['a', 'an', 'the', 'in', 'on', 'at', 'for', 'by', 'of', 'to', 'up']);

/** The spellings of what a learner typed to look up (`spellingVariants`, minus false joins). */
function queryVariants(text: string): string[] {
  const first = text.split(/[ -]/)[0] ?? '';
  const joined = text.replace(/[- ]/g, '');
  return NOT_JOINED.has(first) && joined !== text
    ? spellingVariants(text).filter((v) => v !== joined)
    : spellingVariants(text);
}

/** The small words a phrase headword may end in that learners leave off ("take part in"). */
const PHRASE_ENDINGS = ['in', 'of', 'to', 'on', 'for', 'with', 'at', 'from', 'about', 'up'];

export function createDictionary(
  entries: readonly Entry[],
  irregularForms?: IrregularForms,
  /** Headword -> its line of data/ipa-gb.tsv ("ˈkʌ.lə"). */
  britishIpa?: ReadonlyMap<string, string>,
): Dictionary {
  const byKey = new Map<string, Entry[]>();
  const byUsSpelling = new Map<string, EntryWithSenses>();
  const phraseSenses = new Map<string, { entry: EntryWithSenses; sense: number }>();
  const add = (key: string, entry: Entry) => {
    const list = byKey.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    byKey.set(key, list);
  };
  for (const entry of entries) {
    const key = normaliseQuery(entry.word);
    for (const variant of spellingVariants(key)) add(variant, entry);
    // Learners seldom type accents: "bon appetit", "Durer" find "bon appétit", "Dürer".
    const plain = withoutAccents(key);
    if (plain !== key) add(plain, entry);
    if (hasSenses(entry) && !key.includes(' ')) {
      entry.senses.forEach((sense, index) => {
        for (const phrase of phraseOfSense(key, sense)) {
          if (!phraseSenses.has(phrase)) phraseSenses.set(phrase, { entry, sense: index });
        }
      });
    }
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

  /** A form_of pointer is an American spelling when its target is its British spelling. */
  const pointerRoute = (pointer: Entry, entry: EntryWithSenses): MatchRoute => {
    const target = entry.word.toLowerCase();
    // "traveled" points at travel: its British spelling "travelled" is a form of the target.
    const british = britishRespellings(pointer.word).some(
      (r) => r === target || baseCandidates(r, irregularForms).has(target),
    );
    return british || entry.senses.some((sense) => sense.us_spelling === pointer.word)
      ? 'US spelling'
      : 'form of';
  };

  /** The text as a headword or a US spelling, without inflection. */
  const direct = (text: string, typed: string): Omit<DictionaryMatch, 'query'> | null => {
    for (const variant of queryVariants(text)) {
      const list = byKey.get(variant);
      const found = list && pick(list, typed);
      const entry = found && resolve(found);
      if (found && entry) {
        const route = found === entry ? 'headword' : pointerRoute(found, entry);
        return { entry, route, matched: found.word };
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
        const listed = irregularForms?.get(token);
        const irregular = listed?.includes(base) ?? false;
        const allowed = irregular ? null : partsOfSpeechForEnding(token, base);
        if (!irregular && !allowed) continue;
        if (!irregular && missesDoubledConsonant(token, base, britishIpa?.get(base))) continue;
        // WordNet lists a word as its own base to say it is no comparative ("layer", "opener",
        // "foreigner", "loner"): not "lay", "open", "foreign" or "lone" made -er.
        if (allowed === GRADABLE && listed?.includes(token)) continue;
        const phrase = [...tokens.slice(0, i), base, ...tokens.slice(i + 1)].join(' ');
        const found = direct(phrase, phrase);
        if (!found) continue;
        if (allowed && !found.entry.senses.some((s) => allowed.has(s.pos))) continue;
        // "colors": a form of the American pointer "color" is an American spelling too; so is a
        // form British English spells otherwise ("traveled": travelled).
        const american =
          found.route === 'US spelling' ||
          britishRespellings(token).some((r) => baseCandidates(r, irregularForms).has(base));
        const route = american ? 'US spelling' : 'inflection';
        return { ...found, route, matched: query };
      }
    }
    return null;
  };

  const asSpelt = (query: string, typed: string): Omit<DictionaryMatch, 'query'> | null =>
    direct(query, typed) ??
    inflected(query) ??
    // Names written with "the" are asked about without it ("nile", "what is the Nile": the chat
    // rules drop "the" as a filler).
    (query.startsWith('the ') ? null : direct(`the ${query}`, `the ${typed}`));

  /** The query with one of its words in a British spelling the dictionary has ("colors"). */
  const respelt = (
    query: string,
  ): { text: string; found: Omit<DictionaryMatch, 'query'> } | null => {
    const tokens = query.split(' ');
    if (tokens.length > 5) return null;
    for (let i = 0; i < tokens.length; i++) {
      for (const british of britishRespellings(tokens[i]!)) {
        const text = [...tokens.slice(0, i), british, ...tokens.slice(i + 1)].join(' ');
        const found = direct(text, text) ?? inflected(text);
        if (found) return { text, found };
      }
    }
    return null;
  };

  /**
   * A phrase asked without its last small word ("take part": take part in; "look forward":
   * look forward to), when exactly one headword completes it (a reader of 2026-11-30u got the
   * general dictionary for "take part").
   */
  const completed = (query: string): Omit<DictionaryMatch, 'query'> | null => {
    if (!query.includes(' ')) return null;
    const found = PHRASE_ENDINGS.map((ending) => asSpelt(`${query} ${ending}`, '')).filter(
      (match) => match !== null,
    );
    const [only] = found;
    return only && found.length === 1
      ? { ...only, route: 'headword', matched: only.entry.word }
      : null;
  };

  /** A phrase sense as written or with one word inflected ("stems from", "stemmed from"). */
  const phraseSense = (query: string) => {
    const named = phraseSenses.get(query);
    if (named || !query.includes(' ')) return named;
    const tokens = query.split(' ');
    for (let i = 0; i < tokens.length; i++) {
      for (const base of baseCandidates(tokens[i]!, irregularForms)) {
        const found = phraseSenses.get(
          [...tokens.slice(0, i), base, ...tokens.slice(i + 1)].join(' '),
        );
        if (found) return found;
      }
    }
    return undefined;
  };

  const lookup = (text: string): DictionaryMatch | null => {
    const query = normaliseQuery(text);
    if (!query) return null;
    const typed = text.trim().replace(/\s+/g, ' ');
    const found = asSpelt(query, typed);
    if (found) return { query, ...found };
    const british = respelt(query);
    if (british) return { query, entry: british.found.entry, route: 'US spelling', matched: query };
    const whole = completed(query);
    if (whole) return { query, ...whole };
    // Last: a phrase that is only a sense of a one-word entry, not a headword of its own.
    const named = phraseSense(query);
    return named
      ? { query, entry: named.entry, route: 'headword', matched: query, sense: named.sense }
      : null;
  };

  const britishSpelling = (word: string): string | null => {
    const lower = word.toLowerCase();
    if (!/^[a-z]+$/.test(lower)) return null;
    const found = asSpelt(lower, lower);
    // British as it is: a headword or a form of one ("meter", "license", "colours").
    if (found && found.route !== 'US spelling') return null;
    if (found) {
      // An American pointer or a form of one ("color", "colors"): its British spelling is the
      // respelling that reaches the same entry.
      return britishRespellings(lower).find((r) => asSpelt(r, r)?.entry === found.entry) ?? null;
    }
    return respelt(lower)?.text ?? null;
  };

  const toBritishSpelling = (text: string): string =>
    text.replace(/[A-Za-z]+/g, (word: string, offset: number) => {
      // Lower-case words, and a capital only where a sentence starts: "Pearl Harbor" is a name.
      const capital = /^[A-Z]/.test(word);
      if (capital && !/(?:^|[.!?]\s+)$/.test(text.slice(0, offset))) return word;
      const british = britishSpelling(word);
      if (!british) return word;
      return capital ? british[0]!.toUpperCase() + british.slice(1) : british;
    });

  const pronunciations = new Map<string, BritishPronunciation>();
  const pronunciation = (
    headword: string,
    pos?: PartOfSpeech,
  ): BritishPronunciation | undefined => {
    const verb = pos === 'verb' ? britishIpa?.get(`${headword.toLowerCase()} (verb)`) : undefined;
    const stored = verb ?? britishIpa?.get(headword) ?? britishIpa?.get(headword.toLowerCase());
    if (stored === undefined) return undefined;
    let known = pronunciations.get(stored);
    if (!known) pronunciations.set(stored, (known = britishPronunciation(stored)));
    return known;
  };

  const doubledSpelling = (word: string): string | null => {
    const token = normaliseQuery(word);
    const suffix = /ing$/.test(token) ? 'ing' : /ed$/.test(token) ? 'ed' : null;
    if (!suffix || token.includes(' ')) return null;
    const base = token.slice(0, -suffix.length);
    if (!direct(base, base) || !missesDoubledConsonant(token, base, britishIpa?.get(base))) {
      return null;
    }
    return `${base}${base.slice(-1)}${suffix}`;
  };

  return {
    lookup,
    has: (text) => lookup(text) !== null,
    doubledSpelling,
    britishSpelling,
    toBritishSpelling,
    pronunciation,
    entries: entries.filter(hasSenses),
    ...(irregularForms ? { irregularForms } : {}),
  };
}
