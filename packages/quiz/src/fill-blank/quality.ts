import type { SynsetData } from '@lexora/words';

/**
 * Quality rules of the fill-in-the-blank quiz that people's judgements asked for (docs/quizzes.md,
 * "Judging a sample"): sentences specific enough that one word fits, distractors that cannot fit
 * the sentence's frame, explanations that do not define a word by itself. Pure functions.
 */

/** Words that carry grammar, not a topic: they do not narrow what fits a blank. */
const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those my your his her its our their me him us them i you he she it we they ' +
    'who whom whose which what where when why how there here ' +
    'is am are was were be been being do does did done have has had having will would shall should can could may might must ' +
    'not no nor and or but so if then than as at by for from in into of off on onto out over to up down with without about ' +
    'all any both each every some such very too just also only even still yet ever never again ' +
    "one two three four five six seven eight nine ten 's don't doesn't didn't isn't wasn't won't can't"
  ).split(' '),
);

/**
 * Content words of a sentence other than the blank ("The fire is _____." has one: fire). Names
 * (capitalised inside the sentence) do not count: "_____ are very popular in Berlin" says
 * nothing about what is popular.
 */
export function contentWords(sentence: string, blank: string): string[] {
  return sentence
    .replace(blank, ' ')
    .split(/\s+/)
    .filter((t, i) => i === 0 || !/^[^a-z]*[A-Z]/.test(t))
    .map((t) => t.toLowerCase().replace(/^[^a-z']+|[^a-z']+$/g, ''))
    .filter((t) => t.length > 1 && !FUNCTION_WORDS.has(t));
}

/**
 * Content words a sentence needs besides the blank. Nouns and verbs get distractors of another
 * kind and (verbs) another frame, which two content words already rule out; adjectives and
 * adverbs have no such classes in WordNet, so their sentence must say more.
 */
export const MIN_CONTENT_WORDS = { n: 2, v: 2, a: 3, r: 3 } as const;

/** WordNet examples with grammar a learner must not copy ("one large burner and three smaller one"). */
const BAD_GRAMMAR = [
  /\b(two|three|four|five|six|seven|eight|nine|ten|several|many)\s+(\w+\s+)?one\b/i,
];

/** Be, have, do and the modals: a clause with one of them after its first word has a verb. */
const AUXILIARIES = new Set(
  "is am are was were be been has have had do does did will would shall should can could may might must 's 're 've 'd 'll".split(
    ' ',
  ),
);

/**
 * Why a WordNet example cannot become a question, or null when it can. WordNet writes whole
 * sentences with a capital letter; in lower case it writes both clauses ("she changed her mind")
 * and fragments ("lasted a half hour", "the foot of the mountain"). A lower-case example counts
 * as a sentence when a word after its first is a finite verb (an auxiliary, or a word
 * `isFiniteVerb` recognises: "changed"), so it has a subject. A fragment or a short generic
 * frame ("The fire is ___") lets many words of the same kind fit.
 */
export function sentenceProblem(
  example: string,
  blanked: string,
  blank: string,
  isFiniteVerb: (token: string) => boolean = () => false,
  minContentWords = 3,
): string | null {
  const tokens = example
    .trim()
    .split(/\s+/)
    .map((t) => t.toLowerCase().replace(/^[^a-z']+|[^a-z']+$/g, ''));
  const isVerb = (t: string) => AUXILIARIES.has(t) || isFiniteVerb(t);
  // A clause starting with its verb has no subject ("was settled in a comfortable job").
  const hasSubjectAndVerb = !isVerb(tokens[0] ?? '') && tokens.slice(1).some(isVerb);
  if (!/^[A-Z]/.test(example.trim()) && !hasSubjectAndVerb) return 'fragment (no subject and verb)';
  if (BAD_GRAMMAR.some((re) => re.test(example))) return 'known-bad grammar';
  // A quotation cut with an ellipsis has lost what would tell its blank's sense.
  if (/\.\.\.|…/.test(example)) return 'cut quotation';
  // WordNet's backtick quotations come from novels, typos and all ("how its going").
  if (example.includes('`')) return 'quotation';
  if (contentWords(blanked, blank).length < minContentWords) return 'too generic';
  return null;
}

/**
 * WordNet's generic verb frames by what follows the verb: nothing (or a preposition), a thing, a
 * person. A distractor verb that takes the same kind of object as the answer's sense could fit
 * ("Her success ___ her vanity": feeds / maintains); one that cannot take it reads wrong at once.
 */
export type FrameClass = 'none' | 'thing' | 'person' | 'ing';
const FRAME_CLASSES: Record<number, FrameClass[]> = {
  1: ['none'],
  2: ['none'],
  3: ['none'],
  4: ['none'],
  5: ['thing'],
  6: ['none'],
  7: ['none'],
  8: ['thing'],
  9: ['person'],
  10: ['person'],
  11: ['thing'],
  12: ['none'],
  13: ['none'],
  14: ['person', 'thing'],
  15: ['thing'],
  16: ['thing'],
  17: ['person'],
  18: ['person'],
  19: ['thing'],
  20: ['person'],
  21: ['thing'],
  22: ['none'],
  23: ['none'],
  24: ['person'],
  25: ['person'],
  26: ['thing'],
  27: ['none'],
  28: ['none'],
  29: ['none'],
  30: ['person'],
  31: ['thing'],
  32: ['none'],
  33: ['thing', 'ing'],
  34: ['thing'],
  35: ['none'],
};

export function frameClasses(synset: SynsetData): Set<FrameClass> {
  const out = new Set<FrameClass>();
  for (const frame of synset.frames) for (const c of FRAME_CLASSES[frame] ?? []) out.add(c);
  return out;
}

/**
 * Words after which a verb blank has no object: a preposition or particle ("I can ___ with this
 * crew", "Someone ___ in while I was away", "to").
 */
const NO_OBJECT_AFTER = new Set(
  'with to at about for on of from into in out up down off over away back through around after by upon onto toward towards across along'.split(
    ' ',
  ),
);

/**
 * The frame the sentence itself gives a verb blank, from what follows it: nothing (the sentence
 * or clause ends, or a preposition comes), or a verb's -ing form ("He ___ singing down the road":
 * "kept" would fit). Null when an object follows: the answer sense's frames decide. The sense's
 * frames alone missed both: "deal" (be in charge of) is listed with an object, yet the sentence
 * says "deal with", where "talk" fits too.
 */
/** Forms of be and get before a participle make a passive. */
const BE_FORMS = new Set('is are was were be been being get got gets getting gotten'.split(' '));

/** Particles that make phrasal verbs ("keep away", "sleep in"). */
const PARTICLES = new Set('away in out up down off on over back through around along'.split(' '));

/** The particle right after a verb blank ("They ___ away the crowd"), or null. */
export function particleAfter(next: string | undefined): string | null {
  const word = next?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  return PARTICLES.has(word) ? word : null;
}

export function sentenceFrame(
  blankToken: string,
  next: string | undefined,
  isIngVerb: (token: string) => boolean,
  previous?: string,
): FrameClass | null {
  // A passive ("The men were ___ after five years") has its object before it: the answer
  // sense's frames decide, not what follows.
  if (BE_FORMS.has((previous ?? '').toLowerCase().replace(/[^a-z]/g, ''))) return null;
  if (/[.,;!?]$/.test(blankToken) || next === undefined) return 'none';
  const word = next.toLowerCase().replace(/[^a-z']/g, '');
  if (NO_OBJECT_AFTER.has(word)) return 'none';
  if (word.endsWith('ing') && isIngVerb(word)) return 'ing';
  return null;
}

/**
 * True when any synset shares a frame class with the answer's (or with the frame the sentence
 * gives the blank, when it gives one): the distractor could fit.
 */
export function sharesFrame(
  answer: SynsetData,
  distractor: readonly SynsetData[],
  inSentence: FrameClass | null = null,
): boolean {
  const mine = inSentence ? new Set([inSentence]) : frameClasses(answer);
  return distractor.some((s) => [...frameClasses(s)].some((c) => mine.has(c)));
}

/**
 * A gloss part names the word itself or its root ("feed into", "heal or recover", "the act of
 * preventing" for prevention, "depending on judgment" for judgmental): says nothing to a
 * learner. The root is the word's first letters (4 to 6, leaving off a suffix's worth).
 */
export function repeatsWord(text: string, lemma: string): boolean {
  const stem = lemma.slice(0, Math.max(4, Math.min(6, lemma.length - 3)));
  return new RegExp(`\\b${stem.replace(/[^a-z]/gi, '.')}`, 'i').test(text);
}

/**
 * The first part of a synset's definition (without bracketed asides) that does not repeat the
 * word it defines; null when every part does ("poke or thrust abruptly" for "poke").
 */
export function plainDefinition(synset: SynsetData, lemma: string): string | null {
  for (const part of synset.definition.split(';')) {
    const text = part.replace(/\s*\([^)]*\)/g, '').trim();
    // A part that quotes a word (`crisp' is archaic) is a usage note, not a meaning.
    if (text.length > 0 && !repeatsWord(text, lemma) && !text.includes('`')) return text;
  }
  return null;
}

/**
 * Adjectives that go with almost any noun: a noun blank right after one is an open slot ("hoping
 * for good ___": news, weather, luck...).
 */
const GENERAL_ADJECTIVES = new Set(
  (
    'good bad great big small little large new old nice real whole long short high low important ' +
    'different same other certain special main major full right wrong general usual common best ' +
    'better worst worse own few several strong simple free possible true hard easy clear fine ' +
    'poor rich young huge tiny strange odd'
  ).split(' '),
);

/** Forms of make, have, take, give, get and do: their object is whatever the noun says. */
const LIGHT_VERBS = new Set(
  (
    'make made makes making have has had having take took taken takes taking give gave given ' +
    'gives giving get got gets getting gotten do did does doing done'
  ).split(' '),
);

const DETERMINERS = new Set(
  'a an the this that these those my your his her its our their some any no another'.split(' '),
);

const bareToken = (token: string | undefined) =>
  (token ?? '').toLowerCase().replace(/^[^a-z']+|[^a-z']+$/g, '');

const PREPOSITIONS = new Set(
  (
    'in on at for of from with to into by about over under through after before during without ' +
    'within among between against across'
  ).split(' '),
);

/** Words that start a clause after a noun: the noun before them ends its own phrase. */
const CLAUSE_STARTS = new Set('that which who whom whose where when'.split(' '));

/**
 * Why a blank's slot is open, or null. An open slot is one that many words of the answer's part
 * of speech fill, so a distractor fits however unrelated it is by WordNet's relations (the miss
 * left in every judged sample): an adverb ("will ___ make you more upset": also, only), an
 * adjective (before a noun, "a ___ noise", or after a linking verb, "The dress got ___"), a
 * noun after a general adjective ("hoping for good ___") or as the object of a light verb
 * ("He made a good ___"), or a noun that ends its sentence or clause after a preposition ("make
 * the repairs in the ___": elevator; "unprepared for the ___ that confronted us": merger) unless
 * the preposition and the answer make a phrase WordNet lists (`isPhrase`: "out of work", "to
 * date"). Our written sentences pin their word; WordNet's examples do not.
 */
export function openSlot(
  pos: 'n' | 'v' | 'a' | 'r',
  tokens: readonly string[],
  blankIndex: number,
  answer = '',
  isPhrase: (phrase: string) => boolean = () => false,
):
  'adverb' | 'adjective' | 'general adjective' | 'light verb object' | 'preposition object' | null {
  if (pos === 'r') return 'adverb';
  if (pos === 'a') return 'adjective';
  if (pos !== 'n') return null;
  // The object of a light verb: the verb, then at most a determiner and one other word.
  let others = 0;
  for (let i = blankIndex - 1; i >= 0 && i >= blankIndex - 3; i--) {
    const word = bareToken(tokens[i]);
    if (LIGHT_VERBS.has(word)) return 'light verb object';
    if (!DETERMINERS.has(word) && ++others > 1) break;
  }
  if (GENERAL_ADJECTIVES.has(bareToken(tokens[blankIndex - 1]))) return 'general adjective';
  const determiner = DETERMINERS.has(bareToken(tokens[blankIndex - 1])) ? 1 : 0;
  const preposition = bareToken(tokens[blankIndex - 1 - determiner]);
  const endsClause =
    /[.,;!?]$/.test(tokens[blankIndex] ?? '') ||
    blankIndex === tokens.length - 1 ||
    CLAUSE_STARTS.has(bareToken(tokens[blankIndex + 1]));
  if (PREPOSITIONS.has(preposition) && endsClause) {
    const before = bareToken(tokens[blankIndex - 2 - determiner]);
    const phrases = [
      [preposition, answer],
      [preposition, bareToken(tokens[blankIndex - 1]), answer],
      [before, preposition, answer],
    ];
    if (!phrases.some((words) => isPhrase(words.join('_')))) return 'preposition object';
  }
  return null;
}

/**
 * The phrasal verb a verb blank makes with the particle after it, with one word between at most
 * ("What did you ___ me in for?": let_in_for) and not before a noun phrase, when WordNet lists it (`isVerbEntry`); null
 * otherwise. The sentence then uses the phrasal verb, and the bare verb's meaning explains
 * nothing.
 */
export function phrasalUse(
  lemma: string,
  tokens: readonly string[],
  blankIndex: number,
  isVerbEntry: (entry: string) => boolean,
): string | null {
  for (const gap of [1, 2]) {
    const particle = particleAfter(tokens[blankIndex + gap]);
    if (!particle) continue;
    const next = bareToken(tokens[blankIndex + gap + 1]);
    // Before a noun phrase the particle is a preposition ("put the book on the table").
    if (DETERMINERS.has(next)) continue;
    if (next && isVerbEntry(`${lemma}_${particle}_${next}`)) return `${lemma}_${particle}_${next}`;
    if (isVerbEntry(`${lemma}_${particle}`)) return `${lemma}_${particle}`;
  }
  return null;
}

/**
 * Why a word cannot be a distractor, or null. The explanation names one meaning of it, so that
 * meaning must be what learners read: its most tagged sense, tagged at least twice and in more
 * than half of the word's uses, and at least 5 times when the word has three or more senses
 * (SemCor's few tags of "hardware" are all military weaponry, of "complaint" a disorder). Never
 * a sensitive meaning ("nymphomaniac"), never a clipping of a word of its own synset ("sec" for
 * second).
 */
export function distractorProblem(
  lemma: string,
  commonFirst: readonly { tagCount: number; synset: Pick<SynsetData, 'words'> }[],
  sensitive: boolean,
): 'sensitive meaning' | 'clipping' | 'no well-attested meaning' | null {
  if (sensitive) return 'sensitive meaning';
  const top = commonFirst[0];
  if (!top) return 'no well-attested meaning';
  const longer = top.synset.words.some(
    (w) => w.length > lemma.length && w.toLowerCase().startsWith(lemma),
  );
  if (longer) return 'clipping';
  const tags = commonFirst.reduce((n, s) => n + s.tagCount, 0);
  const needed = commonFirst.length >= 3 ? 5 : 2;
  if (top.tagCount < needed || top.tagCount * 2 <= tags) return 'no well-attested meaning';
  return null;
}

/**
 * A form learners do not write: used less than 1/56 as often as its base (Zipf 1.75 lower), as
 * the plurals of uncountable nouns ("dusts", "pities", "baggages"; "freedoms" is fine) and
 * regular forms of irregular verbs ("ridded": the past of "rid" is "rid").
 */
export function rareForm(formZipf: number, baseZipf: number): boolean {
  return formZipf < baseZipf - 1.75;
}

/** Words before a noun that say how many or which: skipped on the way to its verb. */
const NOUN_PHRASE_STARTS = new Set([
  ...DETERMINERS,
  ...'several many few both each every all most'.split(' '),
]);

export interface VerbHead {
  verb: string;
  role: 'object' | 'subject';
}

/**
 * The verb a noun blank is the object of ("He visited several European ___": visit) or, failing
 * that, the subject of ("A number of ___ determined the outcome": determine), or null.
 * `verbLemma` gives the lemma of a token that is a verb form (null otherwise); `isModifier` tells
 * an adjective between the verb and the noun.
 */
export function verbHead(
  tokens: readonly string[],
  blankIndex: number,
  verbLemma: (token: string) => string | null,
  isModifier: (token: string) => boolean,
): VerbHead | null {
  let i = blankIndex - 1;
  for (let skipped = 0; i >= 0 && skipped < 3; i--, skipped++) {
    const word = bareToken(tokens[i]);
    // A verb form that is also an adjective ("held") is the verb here.
    if (verbLemma(word) || (!NOUN_PHRASE_STARTS.has(word) && !isModifier(word))) break;
  }
  const before = i >= 0 ? verbLemma(bareToken(tokens[i])) : null;
  if (before) return { verb: before, role: 'object' };
  if (/[.,;:!?]$/.test(tokens[blankIndex] ?? '')) return null;
  const after = verbLemma(bareToken(tokens[blankIndex + 1]));
  return after ? { verb: after, role: 'subject' } : null;
}

/**
 * Words that make a WordNet example unkind to show a learner of any age, whatever the sentence
 * says around them: killing and gore, sexual content, drugs, cruelty (judged sample 4242: "His
 * head was severed from his body", "The man exposed himself in the subway"). Matched against a
 * token and its lemmas. Words with an everyday meaning too ("hit", "shot", "gun", "war", "die",
 * "fight", "enemy", "blood") are not here: a phrase below catches their vivid uses.
 */
const UNKIND_WORDS = new Set(
  (
    'kill killer murder murderer assassin assassinate slaughter massacre bloodbath bloodshed ' +
    'behead decapitate strangle stab torture torturer mutilate dismember corpse cadaver ' +
    'bullet gunshot assault harass harassment kidnap hostage ransom terrorist drown starve starvation whack slap ' +
    'rape molest sexual sexy seduce nude naked adultery prostitute propositioned erotic ' +
    'drug overdose heroin cocaine marijuana opium narcotic huffing vomit mugged mugger mugging ' +
    // Insults the word layer's lists do not rate (judged sample 1618: "imbecile" offered).
    'imbecile cretin halfwit dunce dimwit nitwit blockhead lunatic'
  ).split(' '),
);

/** Vivid uses of everyday words: injury, a body, a blow to a child or an animal, indecency. */
const UNKIND_PHRASES = [
  /\bcut\w* off (his|her|their|its|the) heads?\b/,
  /\b(heads?|arms?|hands?|legs?|limbs?) (was|were) severed\b|\bsevered (heads?|arms?|hands?|legs?|limbs?)\b/,
  /\b(pool of|streamed|flooded|his|her|their) blood\b/,
  /\bblood shed\b/,
  /\b(found|bury|buried) the body\b/,
  /\bdead bodies\b/,
  /\b(fell|found|struck \w+ \w+) dead\b/,
  /\bpainful death\b/,
  /\b(want\w*|wish\w*) to die\b/,
  /\b(are|is|was|were) executed\b/,
  /\b(their|his|her) victims?\b/,
  /\b(being|was|were) beaten\b/,
  /\b(hit|struck|slapped|punched) (her|him) hard\b/,
  /\b(struck|hit|beat|kicked|whacked|slapped|punched) (the|a|his|her|their) (child|children|boy|girl|student|pupil|dog|cat|wife|woman|baby)\b/,
  /\bchok(ed|ing) (his|her|their|the) \w+/,
  /\bexpos\w* (himself|herself|themselves)\b/,
  /\bpaw (her|him)\b/,
];

/**
 * Why a sentence is unkind to show a learner (the word or phrase), or null. `lemmasOf` gives a
 * token's lemmas ("killed": kill); `isOffensive` is the word layer's offensive list (slurs,
 * swear words), applied to the lemmas too. Its wider sensitive list is not: lemmas would read
 * "crackers", "cocks crowed" and "the cracking of the ice" as slurs and drugs.
 */
export function unkindText(
  text: string,
  lemmasOf: (token: string) => readonly string[] = () => [],
  isOffensive: (word: string) => boolean = () => false,
): string | null {
  const lower = text.toLowerCase();
  for (const token of lower.match(/[a-z]+/g) ?? []) {
    for (const word of [token, ...lemmasOf(token)]) {
      if (UNKIND_WORDS.has(word) || isOffensive(word)) return token;
    }
  }
  return UNKIND_PHRASES.find((phrase) => phrase.test(lower))?.source ?? null;
}

/**
 * Broad kinds of noun: lexicographer files whose words fill the same slots after a verb. WordNet
 * files a country under location and a river under object, a queen under person and a bank under
 * group, yet "He visited several European ___" takes rivers and queens as well as countries, and
 * "Both ___ wrote at the same time" takes banks as well as people.
 */
const BROAD_KINDS: readonly (readonly string[])[] = [
  ['noun.person', 'noun.group', 'noun.animal'],
  ['noun.location', 'noun.object'],
  ['noun.artifact', 'noun.substance', 'noun.food', 'noun.plant', 'noun.body'],
  ['noun.act', 'noun.event', 'noun.process', 'noun.phenomenon'],
  [
    'noun.cognition',
    'noun.communication',
    'noun.attribute',
    'noun.state',
    'noun.feeling',
    'noun.motive',
  ],
];

/** The kinds a noun distractor avoids, widened to their broad kinds (`BROAD_KINDS`). */
export function broadKinds(kinds: Iterable<string>, subject = false): Set<string> {
  const wide = new Set(kinds);
  // Almost any verb takes a person, a group or an animal as its subject ("A number of ___
  // determined the outcome": pathologists).
  if (subject) wide.add('noun.person');
  for (const kind of [...wide]) {
    for (const broad of BROAD_KINDS) if (broad.includes(kind)) for (const k of broad) wide.add(k);
  }
  return wide;
}
