import type { LexicalSource } from './lexical-source';

/**
 * Frequencies of a list or text lemma that look past its exact spelling: SUBTLEX is American
 * subtitles, so British spellings, dotted abbreviations and multi-word entries would otherwise
 * look rare. Also the frequency of a derived word's base ("happily" -> "happy").
 */

type Zipf = (word: string) => number;

const BRITISH: [RegExp, string][] = [
  [/is(e|ed|es|ing|ation|ations|er)$/, 'iz$1'],
  [/isation/, 'ization'],
  [/our/g, 'or'],
  [/tre$/, 'ter'],
  [/ogue$/, 'og'],
  [/ence$/, 'ense'],
  [/ll(ed|ing|er)$/, 'l$1'],
  [/ae/g, 'e'],
  [/yse$/, 'yze'],
  [/é/g, 'e'],
];

/** The word and its American / undotted spellings. */
export function spellingVariants(word: string): Set<string> {
  const variants = new Set([word, word.replace(/\./g, '')]);
  for (const [pattern, replacement] of BRITISH) {
    if (pattern.test(word)) variants.add(word.replace(pattern, replacement));
  }
  return variants;
}

/** Highest zipf over the spelling variants. */
export function bestSpellingZipf(word: string, zipf: Zipf): number {
  let best = -Infinity;
  for (const variant of spellingVariants(word)) best = Math.max(best, zipf(variant));
  return best;
}

export function wordParts(word: string): string[] {
  return word.split(/[ -]+/).filter((part) => part.length > 0);
}

/** Zipf of a lemma; a multi-word or hyphenated entry is at least as common as its parts' mean. */
export function lemmaZipf(word: string, zipf: Zipf): number {
  const own = bestSpellingZipf(word, zipf);
  const parts = wordParts(word);
  if (parts.length < 2) return own;
  const mean = parts.reduce((s, part) => s + bestSpellingZipf(part, zipf), 0) / parts.length;
  return Math.max(own, mean);
}

/** The inflected forms a learner meets for a lemma. */
export function inflectionFamily(word: string): Set<string> {
  const forms = new Set([word, `${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`]);
  if (word.endsWith('e')) forms.add(`${word.slice(0, -1)}ing`);
  if (word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`).add(`${word.slice(0, -1)}ied`);
  return forms;
}

/** Zipf of the inflection family, summed on a linear scale (at least the lemma's own zipf). */
export function familyZipf(word: string, zipf: Zipf): number {
  let total = 0;
  for (const form of inflectionFamily(word)) total += 10 ** bestSpellingZipf(form, zipf);
  const family = Math.log10(total);
  return wordParts(word).length > 1 ? Math.max(family, lemmaZipf(word, zipf)) : family;
}

/** Occurrences of the inflection family in WordNet glosses (the rarest part for phrases). */
export function familyGlossCount(word: string, source: LexicalSource): number {
  const count = (w: string) => {
    let total = 0;
    for (const form of inflectionFamily(w)) total += source.wordnet.glossCount(form);
    return total;
  };
  const parts = wordParts(word);
  return parts.length > 1 ? Math.min(...parts.map(count)) : count(word);
}

const SUFFIX_BASES: [string, string][] = [
  ['ically', 'ic'],
  ['ably', 'able'],
  ['ibly', 'ible'],
  ['ily', 'y'],
  ['ly', 'le'],
  ['ly', ''],
  ['iness', 'y'],
  ['ness', ''],
  ['ment', ''],
  ['ers', ''],
  ['er', ''],
  ['er', 'e'],
  ['ful', ''],
  ['less', ''],
  ['ility', 'le'],
  ['ity', ''],
  ['ity', 'e'],
  ['ation', 'e'],
  ['ation', ''],
  ['ication', 'y'],
  ['ization', 'ize'],
  ['isation', 'ise'],
  ['ize', ''],
  ['ise', ''],
  ['ist', ''],
  ['ism', ''],
  ['al', ''],
  ['ous', ''],
  ['ive', 'e'],
  ['ive', ''],
  ['ing', ''],
  ['ing', 'e'],
  ['ed', ''],
  ['ed', 'e'],
  ['ied', 'y'],
  ['ies', 'y'],
  ['s', ''],
];
const PREFIXES = [
  'un',
  'in',
  'im',
  'il',
  'ir',
  'dis',
  're',
  'mis',
  'non',
  'over',
  'under',
  'pre',
  'inter',
  'anti',
  'self-',
  'out',
  'counter',
  'super',
  'semi',
  'sub',
];

/** Candidate bases of a derived word (one affix removed); most are not words and get filtered. */
export function derivationBases(word: string): Set<string> {
  const bases = new Set<string>();
  for (const [suffix, replacement] of SUFFIX_BASES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      bases.add(word.slice(0, word.length - suffix.length) + replacement);
    }
  }
  for (const prefix of PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 3) {
      bases.add(word.slice(prefix.length).replace(/^-+/, ''));
    }
  }
  bases.delete(word);
  return bases;
}

/** Zipf of the commonest real base (zipf above 2), or undefined for an underived word. */
export function baseZipf(word: string, zipf: Zipf): number | undefined {
  let best: number | undefined;
  for (const base of derivationBases(word)) {
    const z = bestSpellingZipf(base, zipf);
    if (z > 2 && (best === undefined || z > best)) best = z;
  }
  return best;
}
