/**
 * Quality rules of the fill-in-the-blank quiz that people's judgements asked for (docs/quizzes.md,
 * "Judging a sample"): sentences specific enough that one word fits, and nothing unkind. Pure
 * functions over the dictionary's sentences and our written bank.
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
 * adverbs have no such kinds, so their sentence must say more.
 */
export const MIN_CONTENT_WORDS = { n: 2, v: 2, a: 3, r: 3 } as const;

/**
 * Adjectives that go with almost any noun: a noun blank right after one is an open slot ("hoping
 * for good ___": news, weather, luck...).
 */
const GENERAL_ADJECTIVES = new Set(
  (
    'good bad great big small little large new old nice real whole long short high low important ' +
    'different same other certain special main major full right wrong general usual common best ' +
    'better worst worse own few several strong simple free possible true hard easy clear fine ' +
    'poor rich young huge tiny strange odd ' +
    // Amounts: "I need more ___" takes sleep, lunch or onion.
    'more less enough'
  ).split(' '),
);

/** Verbs that take almost any object (seed 55021: "change the ___" fits law, mood, pace). */
const GENERAL_VERBS = new Set(
  'change changed changes changing like love want need understand know see find use keep lose'.split(
    ' ',
  ),
);
const PERSON_OBJECTS = new Set(
  'me you him her us them everyone everybody someone somebody'.split(' '),
);
const POSSESSIVES = new Set('my your his her our their'.split(' '));
/** Words of degree before an adjective. */
const DEGREE_WORDS = new Set('very so really quite too extremely rather pretty'.split(' '));
/** Objects that name nothing: the verb's meaning is all the sentence has. */
const INDEFINITE_OBJECTS = new Set(
  'everything something anything nothing it this that them all'.split(' '),
);
/** Words of "how often" and "when" after a verb: no complement that picks one verb. */
const WHEN_WORDS = new Set(
  (
    'once twice times time a an every each per day days week weeks month months year years ' +
    'morning mornings evening evenings night nights weekend weekends today tonight yesterday ' +
    'tomorrow now then again often always sometimes usually never regularly already soon later ' +
    'early late last next this one two three four five six seven several many lot too much ' +
    'very well hard here there all'
  ).split(' '),
);

/** People as a subject: "We ___ on the frozen lake" says only that someone did something. */
const PERSON_SUBJECTS = new Set('i we you he she they'.split(' '));
/** Determiners that open a subject noun phrase ("The children", "My son"). */
const SUBJECT_DETERMINERS = new Set(
  'the a an my your his her our their some many all two'.split(' '),
);
/** Words between a subject and its verb ("We often ___", "She has ___"). */
const BEFORE_VERB = new Set(
  (
    'often always never sometimes usually just already also still really even all both ' +
    'will would can could should must may might shall do does did has have had is are was were am ' +
    "not don't didn't doesn't can't won't"
  ).split(' '),
);
/** Adverbs of manner and place after a verb with no object ("She ___ well in the final"). */
const ADJUNCT_ADVERBS = new Set(
  'well badly hard fast slowly quickly together home abroad away outside inside there here alone'.split(
    ' ',
  ),
);

/** Words of time that can follow a verb with no object ("We ___ yesterday"). */
const ADJUNCT_TIMES = new Set(
  'yesterday today tonight tomorrow now then again often always sometimes usually never once twice early late'.split(
    ' ',
  ),
);

/**
 * A verb with a person as its subject and nothing after it but where, when or how ("We ___ on
 * the frozen lake": skated, cheered, stretched; "She ___ well in the final": served, skated,
 * surfed): a place or a time goes with almost any act, so any verb of the pattern fits (the
 * judgement of 2026-11-29c). Not when the verb selects the preposition (`selects`: "listen to").
 */
export function adjunctOnly(
  tokens: readonly string[],
  blankIndex: number,
  selects: (preposition: string) => boolean = () => false,
  personNoun?: (word: string) => boolean,
): boolean {
  const before = tokens.slice(0, blankIndex).map(bareToken).filter(Boolean);
  while (before.length > 0 && BEFORE_VERB.has(before[before.length - 1]!)) before.pop();
  // A pronoun, or (with `personNoun`, ADR 0059) a determiner, at most one word more and a noun
  // of people: "The children were ___ in the park" (skipping, sneezing; the judgement of
  // 2026-11-29g, B2 #62).
  const pronoun = before.length === 1 && PERSON_SUBJECTS.has(before[0]!);
  const person =
    personNoun !== undefined &&
    (before.length === 2 || before.length === 3) &&
    SUBJECT_DETERMINERS.has(before[0]!) &&
    personNoun(before[before.length - 1]!);
  if (!pronoun && !person) return false;
  const rest = tokens
    .slice(blankIndex + 1)
    .map(bareToken)
    .filter(Boolean);
  const first = rest[0];
  if (first === undefined) return false;
  if (PREPOSITIONS.has(first)) return !selects(first);
  return ADJUNCT_ADVERBS.has(first) || /ly$/.test(first) || ADJUNCT_TIMES.has(first);
}

/** Forms of make, have, take, give, get and do: their object is whatever the noun says. */
const LIGHT_VERBS = new Set(
  (
    'make made makes making have has had having take took taken takes taking give gave given ' +
    'gives giving get got gets getting gotten do did does doing done'
  ).split(' '),
);

/** Where someone is sent, taken or kept ("sent him home", "took them away"). */
const PLACE_ADVERBS = new Set('home away back upstairs downstairs abroad indoors'.split(' '));

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
 * of speech fill, so a distractor fits however unrelated it is in meaning (the miss
 * left in every judged sample): an adverb ("will ___ make you more upset": also, only), an
 * adjective (before a noun, "a ___ noise", or after a linking verb, "The dress got ___"), a
 * noun after a general adjective ("hoping for good ___") or as the object of a light verb
 * ("He made a good ___"), or a noun that ends its sentence or clause after a preposition ("make
 * the repairs in the ___": elevator; "unprepared for the ___ that confronted us": merger) unless
 * the preposition and the answer make a phrase the dictionary lists (`isPhrase`: "out of work",
 * "to date"). Our written sentences pin their word; a general example may not.
 */
export function openSlot(
  pos: 'n' | 'v' | 'a' | 'r',
  tokens: readonly string[],
  blankIndex: number,
  answer = '',
  isPhrase: (phrase: string) => boolean = () => false,
):
  | 'adverb'
  | 'adjective'
  | 'general adjective'
  | 'light verb object'
  | 'preposition object'
  | 'general verb object'
  | 'bare person object'
  | 'indefinite object'
  | 'no complement'
  | 'demonstrative subject'
  | 'moved somewhere'
  | null {
  if (pos === 'r') return 'adverb';
  if (pos === 'a') return 'adjective';
  const ends = (i: number) => /[.!?]$/.test(tokens[i] ?? '') || i === tokens.length - 1;
  if (pos === 'v') {
    // A verb whose only context after it is a person ("didn't mean to ___ you.", "want to ___
    // their children."): scare, force, knock, understand, protect all fit (seed 55021).
    const next = bareToken(tokens[blankIndex + 1]);
    if (PERSON_OBJECTS.has(next) && ends(blankIndex + 1)) return 'bare person object';
    if (POSSESSIVES.has(next) && ends(blankIndex + 2)) return 'bare person object';
    // An object that names nothing ("The thieves ___ everything.": took, noticed) or no
    // complement but how often or when ("I ___ three times a week.": exercise, dive, compete):
    // any verb of the pattern fits (the judgement of 2026-11-29b).
    // A participle after "very" or "so" is an adjective ("Looking after a baby is very ___":
    // draining, demanding, engaging): an open adjective slot (the fixer's seed 61357).
    if (DEGREE_WORDS.has(bareToken(tokens[blankIndex - 1]))) return 'adjective';
    const rest = tokens
      .slice(blankIndex + 1)
      .map(bareToken)
      .filter(Boolean);
    if (
      rest.length > 0 &&
      INDEFINITE_OBJECTS.has(rest[0]!) &&
      rest.slice(1).every((w) => WHEN_WORDS.has(w))
    ) {
      return 'indefinite object';
    }
    if (rest.length > 0 && rest.every((w) => WHEN_WORDS.has(w))) return 'no complement';
    // Someone moved or held somewhere ("The teacher ___ him home because he was ill": sent,
    // kept, took, drove, walked all fit; the judgement of 2026-11-29f, A2 #34): the verb, its
    // object (a pronoun or a short noun phrase), then a place adverb.
    let k = 0;
    if (PERSON_OBJECTS.has(rest[0] ?? '') || rest[0] === 'it' || rest[0] === 'them') k = 1;
    else if (DETERMINERS.has(rest[0] ?? '')) k = PLACE_ADVERBS.has(rest[2] ?? '') ? 2 : 3;
    // "my work at home", "my keys at home": a place, not where the object goes.
    const between = rest.slice(1, k);
    if (k > 0 && PLACE_ADVERBS.has(rest[k] ?? '') && !between.some((w) => PREPOSITIONS.has(w))) {
      return 'moved somewhere';
    }
    return null;
  }
  if (pos !== 'n') return null;
  // The subject after "this" or "that" that starts the sentence ("This ___ helps you learn new
  // words": program, machine; "This ___ uses fresh tomatoes": recipe, hamburger).
  if (blankIndex === 1 && /^(this|that)$/i.test(bareToken(tokens[0])))
    return 'demonstrative subject';
  // The object of a verb that takes almost anything, ending the sentence ("change the ___.":
  // law, mood, pace).
  const verbAt = DETERMINERS.has(bareToken(tokens[blankIndex - 1]))
    ? blankIndex - 2
    : blankIndex - 1;
  if (GENERAL_VERBS.has(bareToken(tokens[verbAt])) && ends(blankIndex))
    return 'general verb object';
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
 * Words that make a sentence unkind to show a learner of any age, whatever the sentence
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

const JUDGING_ADJECTIVES = new Set(
  (
    'good bad great fine nice terrible awful excellent better worse poor okay ok ' +
    // How a thing strikes someone (the judgement of 2026-11-29f, B2 #75: "The ___ looks
    // exciting": trailer, audition, game, film all fit).
    'exciting interesting boring amazing wonderful lovely beautiful brilliant fantastic ' +
    'perfect horrible dull impressive fascinating fun delicious tasty strange weird'
  ).split(' '),
);
const BE_FORMS = new Set('is was are were been be'.split(' '));
/** Verbs that link a subject to how it strikes someone ("looks exciting", "sounds great"). */
const LINKING_VERBS = new Set(
  (
    'look looks looked seem seems seemed sound sounds sounded appear appears appeared ' +
    'feel feels felt smell smells smelled smelt taste tastes tasted'
  ).split(' '),
);
const FRAME_TIMES = new Set(
  'this last that year month week today lately recently so far at the moment'.split(' '),
);

/**
 * A noun blank that is only said to be good or bad ("___ has been good this year", the
 * judgement of 2026-11-29e, #28: money, business, work, life... all fit): the subject, a form
 * of "be" ("has been") or a verb that links it to how it strikes someone ("The ___ looks
 * exciting", the judgement of 2026-11-29f), an adjective that only judges, then at most a time.
 * Anything can be good, and any show can look exciting.
 */
export function judgedOnly(tokens: readonly string[], blankIndex: number): boolean {
  const before = tokens.slice(0, blankIndex).map(bareToken).filter(Boolean);
  if (before.some((t) => !DETERMINERS.has(t))) return false;
  const rest = tokens
    .slice(blankIndex + 1)
    .map(bareToken)
    .filter(Boolean);
  let k = 0;
  if (rest[k] === 'has' || rest[k] === 'have' || rest[k] === 'had') k++;
  if (!rest[k] || !(BE_FORMS.has(rest[k]!) || LINKING_VERBS.has(rest[k]!))) return false;
  k++;
  if (rest[k] === 'very' || rest[k] === 'really' || rest[k] === 'quite') k++;
  if (!rest[k] || !JUDGING_ADJECTIVES.has(rest[k]!)) return false;
  return rest.slice(k + 1).every((t) => FRAME_TIMES.has(t));
}
