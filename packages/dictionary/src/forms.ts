/**
 * Base forms a written word form can stand for, from regular English inflection rules and an
 * irregular-form table (ran -> run, mice -> mouse). Used to ask "is this token a form of X?".
 */
export interface IrregularForms {
  /** form -> its base forms ("ran" -> ["run"], "better" -> ["good", "well"]). */
  get(form: string): readonly string[] | undefined;
}

const SUFFIX_RULES: readonly (readonly [string, string])[] = [
  ['s', ''],
  ['es', ''],
  ['ies', 'y'],
  ['men', 'man'],
  ['ves', 'f'],
  ['ves', 'fe'],
  ['ed', ''],
  ['ed', 'e'],
  ['d', ''],
  ['ied', 'y'],
  ['ing', ''],
  ['ing', 'e'],
  ['ying', 'ie'],
  ['er', ''],
  ['er', 'e'],
  ['ier', 'y'],
  ['est', ''],
  ['est', 'e'],
  ['iest', 'y'],
  ['ly', ''],
  ['ily', 'y'],
  ["'s", ''],
  ["s'", 's'],
];

const CONTRACTED_NOT: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall', ai: 'be' };
const CONTRACTED: Record<string, string> = {
  re: 'are',
  m: 'am',
  ll: 'will',
  ve: 'have',
  d: 'would',
};

/** The words a contraction stands for ("don't" -> do, not; "you're" -> you, are), else null. */
export function contractionParts(word: string): string[] | null {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const not = /^([a-z]+)n't$/.exec(lower);
  if (not) return [CONTRACTED_NOT[not[1]!] ?? not[1]!, 'not'];
  const other = /^([a-z]+)'(re|m|ll|ve|d)$/.exec(lower);
  if (other) return [other[1]!, CONTRACTED[other[2]!]!];
  if (lower === "o'clock") return ['clock'];
  return null;
}

/** Endings after which a short word doubles its last letter (swim -> swimming, big -> bigger). */
const DOUBLING_SUFFIXES = new Set(['ing', 'ed', 'er', 'est']);

/**
 * Whether `stem + suffix` is how English spells that form of `stem`: a word of one syllable
 * that ends in one vowel and one consonant doubles it (swimming, stopped, bigger), so
 * "swiming", "runing" and "stoped" are misspellings, not forms of swim, run and stop; and a
 * word ending in a silent e drops it ("making", not "makeing"). A misspelt form is not a form:
 * the learner gets "Did you mean" instead.
 */
function spelledRegularly(stem: string, suffix: string, replacement: string): boolean {
  if (replacement !== '' || !DOUBLING_SUFFIXES.has(suffix)) return true;
  if (/^[^aeiouy]*[aeiou][bcdfgklmnprstvz]$/.test(stem)) return false;
  // "makeing", "hopeed": a silent e is dropped ("seeing", "ageing", "queueing" keep theirs).
  const silentE = /[^aeiouy]e$/.test(stem) && stem.length > 2 && stem !== 'age';
  return !silentE;
}

/** Endings that make a new word rather than a form of it ("early" is not a form of "ear"). */
const DERIVATIONAL = new Set(['ly', 'ily']);

/**
 * The token itself and every base it could be an inflection of (`inflectionOnly`: without the
 * adverb endings, which make words of their own).
 */
export function baseCandidates(
  token: string,
  irregular?: IrregularForms,
  options: { inflectionOnly?: boolean } = {},
): Set<string> {
  const word = token.toLowerCase();
  const out = new Set<string>([word]);
  // "I'm" is a form of "be" and of "I": each part stands for its own bases.
  const parts = contractionParts(word);
  if (parts) {
    for (const part of parts) for (const base of baseCandidates(part, irregular)) out.add(base);
    return out;
  }
  for (const base of irregular?.get(word) ?? []) out.add(base);
  for (const [suffix, replacement] of SUFFIX_RULES) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
    if (options.inflectionOnly && DERIVATIONAL.has(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    // "used" -> use, but not "ward" -> war; "boxes" -> box, but not "wares" -> war.
    if (suffix === 'd' && !stem.endsWith('e')) continue;
    if (suffix === 'es' && replacement === '' && !/(?:s|x|z|ch|sh|o)$/.test(stem)) continue;
    if (!spelledRegularly(stem, suffix, replacement)) continue;
    out.add(stem + replacement);
    // stopped -> stop, bigger -> big, running -> run
    if (replacement === '' && /([bcdfgklmnprstvz])\1$/.test(stem)) out.add(stem.slice(0, -1));
  }
  return out;
}

export function isFormOf(token: string, base: string, irregular?: IrregularForms): boolean {
  return baseCandidates(token, irregular).has(base.toLowerCase());
}

/** Lower-case word tokens of a sentence (letters and inner apostrophes or hyphens kept). */
export function wordTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z]+(?:['-][a-z]+)*/g) ?? []
  ).map((token) => token.replace(/'s$/, ''));
}

/** Words in a headword that stand for any words of the sentence ("take care of someone"). */
const PLACEHOLDERS = new Set(['someone', 'something', 'somebody', "one's", 'your', 'sb', 'sth']);

/**
 * Whether the sentence uses the headword: each word of it in order, as any form, with at most
 * three other words between them (an object inside a phrasal verb: "look it up").
 */
export function usesHeadword(
  sentence: string,
  headword: string,
  irregular?: IrregularForms,
): boolean {
  const tokens = wordTokens(sentence);
  const all = wordTokens(headword);
  // A headword that is itself a placeholder word ("someone", "your") must appear as it is.
  const open = all.filter((part) => !PLACEHOLDERS.has(part));
  const parts = open.length > 0 ? open : all;
  if (parts.length === 0) return false;
  const hyphenless = tokens.flatMap((t) => (t.includes('-') ? [t, ...t.split('-')] : [t]));
  const search = (from: number, index: number): boolean => {
    if (index === parts.length) return true;
    const limit = index === 0 ? hyphenless.length : Math.min(hyphenless.length, from + 4);
    for (let i = from; i < limit; i++) {
      if (isFormOf(hyphenless[i]!, parts[index]!, irregular) && search(i + 1, index + 1))
        return true;
    }
    return false;
  };
  // "ice cream" may be written "ice-cream"; "everyday" as one token.
  if (search(0, 0)) return true;
  const joined = parts.join('');
  return hyphenless.some((t) => isFormOf(t.replace(/-/g, ''), joined, irregular));
}
