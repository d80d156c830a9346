/**
 * The blank's frame and the checks made on it, pure: which form of the word the sentence uses,
 * whether a distractor would make a likely phrase in the frame (the second-key check), and a
 * solver that knows grammar but not meaning (how far a question can be guessed from form).
 */

export type BlankForm =
  'base' | 'plural' | 'third' | 'past' | 'participle' | 'ing' | 'comparative' | 'superlative';
export type QuizPos = 'n' | 'v' | 'a' | 'r';

/** Words of a sentence in order, lower case, with apostrophes kept ("don't", "children's"). */
export function tokensOf(sentence: string): string[] {
  return (
    sentence
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z_]+(?:'[a-z]+)*/g) ?? []
  );
}

/** Be, have and get: before a participle they make a perfect or a passive. */
const PERFECT_OR_PASSIVE = new Set(
  'has have had having is are am was were be been being get gets got getting'.split(' '),
);

/** Words between an auxiliary and its participle ("are heavily taxed", "has not seen"). */
const BETWEEN_AUXILIARY = /ly$|^(not|never|just|already|also|always|ever|still|really|even|all)$/;
const CONTRACTED: Record<string, string> = { ve: 'have', s: 'is', re: 'are', m: 'am', d: 'had' };

/**
 * Which form a verb token has, when its past and participle are written alike ("walked"): the
 * participle after have, be or get (contracted too: "I've", "she's"), past an adverb or two
 * ("are heavily taxed"), the past tense otherwise. `before`: the words before the verb.
 */
export function pastOrParticiple(
  before: string | undefined | readonly string[],
): 'past' | 'participle' {
  const words = typeof before === 'string' || before === undefined ? [before ?? ''] : before;
  for (let k = words.length - 1; k >= 0 && k >= words.length - 3; k--) {
    const word = words[k]!.toLowerCase().replace(/[^a-z']/g, '');
    const bare = word.replace(/^[a-z]+'(ve|s|re|m|d)$/, (_, c: string) => CONTRACTED[c]!);
    if (PERFECT_OR_PASSIVE.has(bare)) return 'participle';
    if (!BETWEEN_AUXILIARY.test(bare)) return 'past';
  }
  return 'past';
}

/** Words a bare verb follows: do, modals, "to" ("How much does this bag cost?"). */
const BEFORE_BARE_VERB = new Set(
  `do does did don't doesn't didn't will won't would can can't cannot could should must may
   might shall to let's please`.split(/\s+/),
);

/**
 * Whether a verb written alike in its base and past ("cost", "cut", "put") is the base here:
 * first in the sentence (an order: "Cut the cake"), or after do, a modal or "to" with at most
 * two words between ("does this bag cost"). `before`: the words before the verb.
 */
export function isBareVerb(before: readonly string[]): boolean {
  if (before.length === 0) return true;
  for (let k = before.length - 1; k >= 0 && k >= before.length - 3; k--) {
    const word = before[k]!.toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/[^a-z']/g, '');
    if (BEFORE_BARE_VERB.has(word)) return true;
  }
  return false;
}

/** "an" goes before a vowel sound: by the spelling, with the common exceptions. */
export function takesAn(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(uni|use|usu|uti|eu|ewe|one|once|ur[aeio])/.test(w)) return false;
  if (/^(hour|honest|honour|honor|heir)/.test(w)) return true;
  return /^[aeiou]/.test(w);
}

/**
 * Grammar words that go with almost any word beside them: a bigram with one of them says
 * nothing about whether a distractor makes a phrase ("the kettle", "is happy").
 */
const WEAK_NEIGHBOURS = new Set(
  (
    'a an the this that these those my your his her its our their some any no every each ' +
    'i you he she it we they me him us them and or but so is am are was were be been being ' +
    "do does did have has had will would can could should must may might not n't very too " +
    'really quite more most much many'
  ).split(' '),
);

/** Prepositions that make fixed phrases with a noun ("by accident", "on purpose", "in time"). */
const PHRASE_PREPOSITIONS = new Set('by on in at for with under out of to from without'.split(' '));

/** Pronouns that can be the object between a verb and "to" ("got me to buy"). */
const OBJECT_WORDS = new Set('me you him her it us them people someone everyone'.split(' '));

/** What the corpus says about how words combine: bigrams of base forms, and verb patterns. */
export interface PhraseIndex {
  /** "left right" pairs of base forms seen next to each other in the dictionary's sentences. */
  bigrams: ReadonlySet<string>;
  /** Base forms seen as "word X to" ("want you to"): verbs that take an object and to-infinitive. */
  objectTo: ReadonlySet<string>;
}

/**
 * Builds the phrase index from sentences and collocations. `baseOf` gives a token's base forms
 * (the dictionary's headwords it may be a form of, and the token itself).
 */
export function buildPhraseIndex(
  sentences: Iterable<string>,
  baseOf: (token: string) => readonly string[],
): PhraseIndex {
  const bigrams = new Set<string>();
  const objectTo = new Set<string>();
  for (const sentence of sentences) {
    const tokens = tokensOf(sentence);
    const bases = tokens.map(baseOf);
    for (let i = 0; i + 1 < tokens.length; i++) {
      for (const left of bases[i]!)
        for (const right of bases[i + 1]!) bigrams.add(`${left} ${right}`);
      if (tokens[i + 2] === 'to' && OBJECT_WORDS.has(tokens[i + 1]!)) {
        for (const base of bases[i]!) objectTo.add(base);
      }
    }
  }
  return { bigrams, objectTo };
}

/** The grammar patterns of a distractor's senses that matter to the frame (dictionary codes). */
export interface DistractorFacts {
  lemma: string;
  /** Grammar codes of every sense of the word in the quiz's part of speech. */
  grammar: ReadonlySet<string>;
  /** The word's collocations, as written ("by accident", "take a cab"). */
  collocations: readonly string[];
}

/**
 * Why a distractor would make a likely phrase in the blank's frame (a second key), or null. The
 * frame is the sentence's tokens with the blank at `at`; `baseOf` maps a token to base forms.
 * Checked: a bigram with a content word beside the blank that the dictionary's sentences use;
 * a fixed phrase with a preposition up to two words before ("by pure ___": by accident); one of
 * the word's collocations matching the words around the blank; a verb pattern the frame sets
 * ("___ me to buy": want, need and every verb taking an object and a to-infinitive; "___ to go";
 * "___ going"; "___ that").
 */
export function secondKeyReason(
  tokens: readonly string[],
  at: number,
  pos: QuizPos,
  d: DistractorFacts,
  index: PhraseIndex,
  baseOf: (token: string) => readonly string[],
): string | null {
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  const has = (left: string, right: string) => index.bigrams.has(`${left} ${right}`);
  if (before && !WEAK_NEIGHBOURS.has(before)) {
    if (baseOf(before).some((b) => has(b, d.lemma))) return `"${before} ${d.lemma}" is a phrase`;
  }
  if (after && !WEAK_NEIGHBOURS.has(after)) {
    if (baseOf(after).some((b) => has(d.lemma, b))) return `"${d.lemma} ${after}" is a phrase`;
  }
  for (const k of [at - 1, at - 2]) {
    const word = tokens[k];
    if (word && PHRASE_PREPOSITIONS.has(word) && has(word, d.lemma)) {
      return `"${word} ${d.lemma}" is a phrase`;
    }
  }
  for (const collocation of d.collocations) {
    if (collocationFits(collocation, d.lemma, tokens, at, baseOf)) {
      return `collocation "${collocation}"`;
    }
  }
  if (pos === 'v') {
    const next = tokens[at + 2];
    if (after && OBJECT_WORDS.has(after) && next === 'to') {
      if (index.objectTo.has(d.lemma) || d.grammar.has('+ to-infinitive')) {
        return 'takes an object and a to-infinitive';
      }
    }
    if (after === 'to' && d.grammar.has('+ to-infinitive')) return 'takes a to-infinitive';
    if (after?.endsWith('ing') && d.grammar.has('+ -ing')) return 'takes an -ing form';
    if (after === 'that' && d.grammar.has('+ that')) return 'takes a that-clause';
  }
  return null;
}

/** Words of a collocation that stand for any words ("take care of someone"). */
const PLACEHOLDERS = new Set(['someone', 'something', 'somebody', 'sb', 'sth', "one's", 'your']);

/**
 * Does a collocation of the distractor ("by accident") match the words around the blank, with
 * at most one extra word between ("by pure ___")? Its words before the headword must come
 * before the blank, and those after it after the blank; one side alone is enough when the
 * collocation has words only on that side.
 */
export function collocationFits(
  collocation: string,
  lemma: string,
  tokens: readonly string[],
  at: number,
  baseOf: (token: string) => readonly string[],
): boolean {
  const words = tokensOf(collocation);
  const head = words.findIndex((w) => w === lemma || baseOf(w).includes(lemma));
  if (head < 0) return false;
  const isWord = (token: string | undefined, word: string) =>
    token !== undefined && (token === word || baseOf(token).includes(word));
  const left = words.slice(0, head).filter((w) => !PLACEHOLDERS.has(w));
  const right = words
    .slice(head + 1)
    .filter((w) => !PLACEHOLDERS.has(w) && !WEAK_NEIGHBOURS.has(w));
  if (left.length === 0 && right.length === 0) return false;
  // Skip "a"/"the" in the collocation's left part: "take a cab" matches "took the ___".
  const leftStrong = left.filter((w) => !WEAK_NEIGHBOURS.has(w));
  const leftOk = leftStrong.length === 0 || matchesBackwards(leftStrong, tokens, at, isWord);
  const rightOk = right.length === 0 || matchesForwards(right, tokens, at, isWord);
  // A collocation made only of grammar words around the head ("a cab") says nothing.
  if (leftStrong.length === 0 && right.length === 0) return false;
  return leftOk && rightOk;
}

function matchesBackwards(
  words: readonly string[],
  tokens: readonly string[],
  at: number,
  isWord: (token: string | undefined, word: string) => boolean,
): boolean {
  let k = at - 1;
  for (let w = words.length - 1; w >= 0; w--) {
    let found = false;
    // At most two tokens skipped per word: "by pure ___", "take a hot ___".
    for (let skip = 0; skip < 3 && k - skip >= 0; skip++) {
      if (isWord(tokens[k - skip], words[w]!)) {
        k = k - skip - 1;
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

function matchesForwards(
  words: readonly string[],
  tokens: readonly string[],
  at: number,
  isWord: (token: string | undefined, word: string) => boolean,
): boolean {
  let k = at + 1;
  for (const word of words) {
    let found = false;
    for (let skip = 0; skip < 3 && k + skip < tokens.length; skip++) {
      if (isWord(tokens[k + skip], word)) {
        k = k + skip + 1;
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** Cues in the words before a blank that ask for one form of a verb or noun. */
const TO_BASE = new Set([
  'to',
  'can',
  'could',
  'will',
  'would',
  'should',
  'must',
  'may',
  'might',
  "didn't",
  "don't",
  "doesn't",
  "can't",
  "won't",
  'please',
  "let's",
]);
const THIRD_SUBJECTS = new Set(['he', 'she', 'it']);
const PLURAL_DETERMINERS = new Set([
  'these',
  'those',
  'many',
  'several',
  'two',
  'three',
  'four',
  'five',
  'both',
  'few',
]);

/**
 * What grammar alone asks of the word in the blank, from the words before it: the forms it may
 * take. Null when the words say nothing certain.
 */
export function formsAskedFor(tokens: readonly string[], at: number): Set<BlankForm> | null {
  const before = tokens[at - 1];
  if (before === undefined) return null;
  if (TO_BASE.has(before)) return new Set(['base']);
  if (before === 'has' || before === 'have' || before === 'had' || before === 'been') {
    return new Set(['participle']);
  }
  if (THIRD_SUBJECTS.has(before)) return new Set(['third', 'past']);
  if (
    before === 'a' ||
    before === 'an' ||
    before === 'one' ||
    before === 'every' ||
    before === 'each'
  ) {
    return new Set(['base']);
  }
  if (PLURAL_DETERMINERS.has(before)) return new Set(['plural']);
  if (before === 'more' || before === 'most') return new Set(['base']);
  if (before === 'than') return null;
  return null;
}

export interface SolverQuestion {
  tokens: readonly string[];
  at: number;
  options: readonly string[];
  /** Forms each option can be read as (from morphology alone: "walked" past and participle). */
  formsOf: (option: string) => ReadonlySet<BlankForm>;
  /** A noun people only count ("musician"): it needs an article in the singular. */
  countableOnly?: (option: string) => boolean;
}

/** Words after which a singular noun has no article ("He was ___ of", "made of ___"). */
const ZERO_ARTICLE_BEFORE = new Set(
  'is was are were be been am of in on at for with from by and or but as'.split(' '),
);
const DETERMINER_WORDS = new Set(
  'a an the this that these those my your his her its our their some any no every each one another what which whose'.split(
    ' ',
  ),
);
const PAST_TIMES = new Set(
  'week month year night weekend summer winter spring autumn time monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);

/**
 * A time in the past after the blank ("we ___ last week", "two days ago", "yesterday"): the
 * verb must be in the past (the judgement of 2026-11-29b: only "saw" was a past form).
 */
export function asksForPast(tokens: readonly string[], at: number): boolean {
  const after = tokens.slice(at + 1);
  if (after.includes('yesterday') || after.includes('ago')) return true;
  return after.some((t, k) => t === 'last' && PAST_TIMES.has(after[k + 1] ?? ''));
}

/**
 * A noun blank with nothing that could be its article before it: the sentence's start, "City
 * ___" (a first word that is no determiner), or after "was", "of", "in"...
 */
export function noArticleBefore(tokens: readonly string[], at: number): boolean {
  const before = tokens[at - 1];
  if (before === undefined) return true;
  if (ZERO_ARTICLE_BEFORE.has(before)) return true;
  return at === 1 && !DETERMINER_WORDS.has(before);
}

/** Forms of "go" before an activity in -ing ("We went ___": fishing, skiing, shopping). */
const GO_FORMS = new Set(['go', 'goes', 'went', 'going', 'gone']);

/**
 * A grammar-only solver: it knows the sentence's grammar and each option's forms, not what any
 * word means. It rules out an option that breaks "a"/"an" or the form the words before ask for,
 * and answers when exactly one option is left (index), else null (it would have to guess).
 */
export function grammarOnlyAnswer(q: SolverQuestion): number | null {
  const before = q.tokens[q.at - 1];
  // "We went ___" with one -ing option: the form gives it away (a reader of 2026-11-30r).
  if (GO_FORMS.has(before ?? '')) {
    const ing = q.options.map((o, i) => ({ o, i })).filter(({ o }) => /ing$/.test(o));
    if (ing.length === 1) return ing[0]!.i;
  }
  let asked = formsAskedFor(q.tokens, q.at);
  // "we ___ last week": a past, when some option can be one and the words before ask nothing.
  if (!asked && asksForPast(q.tokens, q.at) && q.options.some((o) => q.formsOf(o).has('past'))) {
    asked = new Set(['past']);
  }
  const bare = noArticleBefore(q.tokens, q.at);
  const left = q.options
    .map((option, i) => ({ option, i }))
    .filter(({ option }) => {
      if (before === 'a' && takesAn(option)) return false;
      if (before === 'an' && !takesAn(option)) return false;
      if (asked && ![...q.formsOf(option)].some((f) => asked.has(f))) return false;
      // A singular noun people only count needs an article ("City ___ can be very busy").
      if (bare && q.countableOnly?.(option)) return false;
      return true;
    });
  return left.length === 1 ? left[0]!.i : null;
}

/** How much two words' meanings share: the overlap of their meaning words (cosine of sets). */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

/**
 * A field-only solver: it knows the words each option's definition and examples use (its
 * "meaning words"), not the sentence. Three wrong options of one narrow field beside a key of
 * another ("program, password, emoji" and "engine"; "wind, weather, autumn" and "kangaroo") let
 * a learner pick the odd one out without knowing the key. It answers the option whose meaning
 * words share least with the others when the other three clearly share a field among themselves
 * (index), else null.
 */
export function oddOneOutByField(bags: readonly ReadonlySet<string>[]): number | null {
  if (bags.length < 3) return null;
  const pair = (i: number, j: number) => overlap(bags[i]!, bags[j]!);
  for (let odd = 0; odd < bags.length; odd++) {
    const rest = bags.map((_, i) => i).filter((i) => i !== odd);
    // Every two of the others share a field (not one pair by chance)...
    let weakest = Infinity;
    for (let x = 0; x < rest.length; x++)
      for (let y = x + 1; y < rest.length; y++)
        weakest = Math.min(weakest, pair(rest[x]!, rest[y]!));
    if (weakest < FIELD_SHARED) continue;
    // ...and the odd one shares much less with each of them.
    const closest = Math.max(...rest.map((i) => pair(odd, i)));
    if (closest <= weakest * FIELD_APART) return odd;
  }
  return null;
}
/** The overlap the three others must share between them to make a field. */
export const FIELD_SHARED = 0.05;
/** The odd one's overlap with them, at most this share of theirs. */
export const FIELD_APART = 0.34;
