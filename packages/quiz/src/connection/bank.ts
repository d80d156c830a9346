import { cefrLevels, type CefrLevel } from '@lexora/contracts';
import {
  hypernymsOf,
  isProperSense,
  lemmaCandidates,
  sensesOfEntry,
  type Sense,
  type SynsetData,
  type WordData,
  type WordNetPos,
} from '@lexora/words';
import type { ConnectionKind } from './types';

/** A clue word of a connection, with what the explanation shows for it. */
export interface BankClue {
  word: string;
  level: CefrLevel | null;
  /** Compounds: the entry the clue makes with the answer ("fireplace", "fire engine"). */
  joined?: string;
  /**
   * The level of the clue's sense before `rarerSenseLevel` raised it (finish.ts): "study" the
   * room is B2, shown as C1 so that B1 games leave it out. It does not make a C1 question of
   * A1 words (the judgement of 2026-11-29e: "study, kitchen, hall -> rooms" at C1).
   */
  ownLevel?: CefrLevel;
}

/** One hidden connection and every clue word that has it; questions draw 3 of the clues. */
export interface BankItem {
  kind: ConnectionKind;
  answer: string;
  pos: WordNetPos;
  level: CefrLevel | null;
  /** The answer's sense (interests steer by it; its definition joins the difficult words). */
  sense: Sense;
  clues: BankClue[];
  /** Category: synsets up to 3 steps above (sibling categories make plausible distractors). */
  near: ReadonlySet<number>;
  /** The key's definition in our learner's dictionary, in the sense the question uses. */
  definition?: string;
  /** Category: the WordNet head word behind the label the learner sees ("raptor": birds of prey). */
  head?: string;
  /** Category: heads whose groups share members (connection-labels.txt): never distractors. */
  overlaps?: readonly string[];
}

/** The commonest words (SUBTLEX rank) the quiz uses as clues, answers and distractors. */
const VOCABULARY_SIZE = 40_000;
/** Zipf of a clue or an answer: everyday words only (a learner should know the clues). */
const MIN_ZIPF = 2.4;
/**
 * Categories of things a learner can picture (fruit, tool, bird, job); abstract ones ("thought":
 * feeling, program, meaning) make riddles, not vocabulary questions. Acts only when common
 * (sport, game, dance).
 */
const CONCRETE_FILES = new Set([
  'noun.food',
  'noun.animal',
  'noun.artifact',
  'noun.plant',
  'noun.body',
  'noun.substance',
  'noun.object',
  'noun.person',
  'noun.location',
]);
const COMMON_ACT_ZIPF = 4.2;
/**
 * A category of made things, places or stuff is a word learners name things by (tool,
 * furniture), not a dictionary node ("edifice", "receptacle", "tract", "enclosure") whose members
 * have little in common to a learner. People, animals, plants and foods group coherently even
 * under rarer words (educator, poultry).
 */
const CATEGORY_ZIPF = 3.5;
const COHERENT_FILES = new Set(['noun.person', 'noun.animal', 'noun.plant', 'noun.food']);
/**
 * Category words a learner recognises as a category and whose WordNet members read as its
 * kinds (written by us, ADR 0031). WordNet's other nodes gather a clue through a meaning the
 * learner does not read: "lawman", "grandparent" (names for the same person, not kinds),
 * "contestant" (jock), "expert" (superstar, therapist), "traveler" (foreigner, courier), "woman"
 * (girl), "reverend" (shepherd), "shelter" (haven), "tree" (cassie, tung).
 */
export const CATEGORY_HEADS: ReadonlySet<string> = new Set(
  (
    'fruit vegetable meat bread cake dessert cheese drink beverage alcohol spirits wine beer ' +
    'coffee tea meal dish soup sauce spice nut grain cereal berry insect bird fish dog cat horse ' +
    'mammal reptile snake sport game dance metal gem jewel fabric tool weapon gun vehicle car ' +
    'boat ship aircraft truck furniture chair instrument room building store shop hat shoe ' +
    'garment coat dress toy flower crime criminal thief performer musician singer athlete ' +
    'relative scientist doctor disease illness emotion color colour shape storm'
  ).split(' '),
);
/**
 * Members WordNet files under a recognisable category that the judged samples found odd
 * ("seed" as a fruit, "wolfram" for tungsten, "veronica" the plant, "vintage" as an alcohol).
 */
const JUDGED_ODD_MEMBERS: ReadonlySet<string> = new Set([
  'fruit:seed',
  'metal:wolfram',
  'flower:veronica',
  'alcohol:vintage',
  'alcohol:toddy',
  'room:saloon',
  // Shown as "apes and monkeys" (connection-labels.txt): a lemur is neither (sample 20261129).
  'primate:lemur',
]);
/**
 * Zipf of a category clue and of both parts of a compound: words a learner has met. Clues may
 * come from any level at or below the learner's (issue 15), so C1 can afford this: rarer words
 * made riddles ("honcho", "letterman" -> supervisor, contestant; "luminous flux", "zinc blende").
 */
const CLUE_ZIPF = 3.2;
/**
 * Kinds of thing whose two-step categories still read as "a kind of" (a moose is a deer, a deer
 * an animal). Made things, places and people drift two steps up: a sword and glasses are both
 * "instruments", a toilet and a cab both "rooms", a jock a "contestant". Their clues need the
 * category as a direct parent.
 */
const TWO_STEP_FILES = new Set(['noun.animal', 'noun.plant', 'noun.food']);

/** Grammar words WordNet files as adjectives ("some", "both"): not meanings a quiz can ask. */
const GRAMMAR_WORDS = new Set(
  'some any both several all each every many much few more most less least no none other such own same enough'.split(
    ' ',
  ),
);
/** Categories too broad to be a satisfying answer ("thing", "object"). */
const BROAD = new Set(
  'abstraction act action activity area artifact attribute being body condition content entity event form group instrumentality item kind location material matter measure object organism part people person point process property quality quantity region relation set state stuff substance system thing time type unit whole way change amount number idea message communication structure container device product cognition feeling symbol collection arrangement happening organization people nourishment nutriment nutrition sustenance aliment alimentation victuals herb'.split(
    ' ',
  ),
);

export const levelIndex = (level: CefrLevel | null | undefined): number =>
  level ? cefrLevels.indexOf(level) : -1;

/** Some sense of the word, in any part of speech, is about sex or the body ("gay", "organ"). */
export function hasSensitiveSense(words: WordData, word: string): boolean {
  return (['n', 'v', 'a', 'r'] as const).some((pos) =>
    sensesOfEntry({ lemma: word, pos }, words.source).some((s) => words.isSensitiveSense(s)),
  );
}

/** A word's senses in one part of speech, most tagged first, names and offensive ones left out. */
function rankedSenses(words: WordData, lemma: string, pos: WordNetPos): Sense[] {
  return sensesOfEntry({ lemma, pos }, words.source)
    .filter((s) => !isProperSense(s) && !words.isOffensiveSense(s) && !words.isSensitiveSense(s))
    .sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber);
}

type MainSenses = (lemma: string, pos: WordNetPos) => Sense[];

/**
 * The senses a learner would think of first: the most tagged one, the second only when SemCor
 * tagged it too, and up to three when none is tagged (WordNet's order then says little:
 * "cherry" is first the wood, third the fruit). Memoised: the bank asks for the same words often.
 */
function mainSensesOf(words: WordData): MainSenses {
  const cache = new Map<string, Sense[]>();
  return (lemma, pos) => {
    const key = `${pos}:${lemma}`;
    let found = cache.get(key);
    if (!found) {
      if (!words.source.wordnet.entry(lemma, pos)) found = [];
      else {
        const senses = rankedSenses(words, lemma, pos);
        const untagged = senses.every((s) => s.tagCount === 0);
        found = untagged ? senses.slice(0, 3) : senses.slice(0, 2).filter((s) => s.tagCount > 0);
      }
      cache.set(key, found);
    }
    return found;
  };
}

export const senseOf = (synset: SynsetData, lemma: string): Sense => ({
  id: `${lemma}.${synset.pos}.${synset.offset}`,
  lemma,
  pos: synset.pos,
  offset: synset.offset,
  senseNumber: 1,
  tagCount: 0,
  synset,
});

/**
 * The part of speech a learner knows a word as: the one SemCor tags most ("local" is an
 * adjective, "express" a verb, "unfortunate" an adjective). A word SemCor never tagged counts
 * as a noun only when it has no other part of speech.
 */
export function isMainly(words: WordData, word: string, pos: WordNetPos): boolean {
  const { wordnet } = words.source;
  const own = wordnet.entry(word, pos);
  if (!own) return false;
  return (['n', 'v', 'a', 'r'] as const).every((other) => {
    const entry = other === pos ? undefined : wordnet.entry(word, other);
    return !entry || own.semcor > entry.semcor;
  });
}

/** WordNet also knows the word as a name (John, Rex, Benny): a learner reads it as one. */
export function isAlsoName(words: WordData, word: string): boolean {
  return sensesOfEntry({ lemma: word, pos: 'n' }, words.source).some(isProperSense);
}

/**
 * The senses a category clue is read in: the most tagged one, and others tagged at least half as
 * often; the first when SemCor tagged none. "Shot" is first the act of firing, "ball" the thing
 * games use, "fin" (never tagged) the five-dollar bill: not kinds of missile or decoration.
 */
export function categoryClueSenses(senses: readonly Sense[]): Sense[] {
  const top = senses[0];
  if (!top) return [];
  if (top.tagCount === 0) return [top];
  // A second meaning counts only when SemCor saw it about as often (3/4) as the first: "sport"
  // (11 tags as a pastime, 6 as an athlete's occupation) is not a job to a learner.
  return senses.filter((s) => s.tagCount * 4 >= top.tagCount * 3);
}

/**
 * Why a category clue's sense is not what a learner reads the word as, or null when it is.
 * - another kind of thing competes: the word's senses outside the clue's kind (lexicographer
 *   file, kindred files counting as one) were tagged more than a quarter as often ("queen": 16
 *   tags as the insect, 5 as a woman; "carrier": a porter, a vehicle and a warship, 3 each);
 * - one tag among three or more meanings is no evidence ("hood": the criminal once, nine kinds
 *   of covering never), like an untagged sense of a word with several;
 * - the clue is the plural of another noun that does not share the sense ("organs" the meat
 *   reads as body organs; "greens", "cleaners" likewise).
 */
export function clueSenseProblem(
  words: WordData,
  word: string,
  sense: Sense,
  senses: readonly Sense[],
): string | null {
  const file = sense.synset.lexFile;
  const otherKinds = senses
    .filter((s) => !kindred(s.synset.lexFile, file) && !kindred(file, s.synset.lexFile))
    .reduce((n, s) => n + s.tagCount, 0);
  if (otherKinds * 4 > sense.tagCount && otherKinds > 0) return 'another kind competes';
  if (sense.tagCount === 0 && senses.length > 1) return 'untagged among several meanings';
  if (sense.tagCount < 2 && senses.length >= 3) return 'tagged once among many meanings';
  const singular = lemmaCandidates(word, words.source).find(
    (c) => c.pos === 'n' && c.lemma !== word,
  )?.lemma;
  if (singular && !sense.synset.words.some((w) => w.toLowerCase() === singular)) {
    return 'plural of another noun';
  }
  return null;
}

/** Kinds of thing a clue and its category may differ in and still read as "a kind of". */
const KINDRED_FILES: Record<string, string[]> = {
  'noun.food': ['noun.substance', 'noun.plant'],
  'noun.substance': ['noun.food'],
  'noun.plant': ['noun.food'],
};
const kindred = (clueFile: string, categoryFile: string) =>
  clueFile === categoryFile || (KINDRED_FILES[clueFile] ?? []).includes(categoryFile);

/** Does a definition name the category ("apple: fruit with red or yellow ...")? */
function namesCategory(synset: SynsetData, category: SynsetData): boolean {
  return category.words.some((w) =>
    new RegExp(`\\b${w.toLowerCase().replace(/_/g, ' ')}s?\\b`).test(synset.definition),
  );
}

/** The generated bank: categories and compounds from WordNet (shared meanings: dictionary-synonyms.ts). */
export function buildConnectionBank(words: WordData): BankItem[] {
  const { source } = words;
  const vocabulary = new Map<string, number>();
  for (const word of source.frequency.ranked()) {
    if (vocabulary.size >= VOCABULARY_SIZE) break;
    if (!/^[a-z]{3,}$/.test(word) || words.isSensitiveWord(word)) continue;
    const zipf = words.zipf(word);
    if (zipf >= MIN_ZIPF && !GRAMMAR_WORDS.has(word)) vocabulary.set(word, zipf);
  }
  const level = (word: string, pos?: WordNetPos) => words.level(word, pos)?.level ?? null;
  const related = (a: string, b: string) => a.includes(b) || b.includes(a);
  const main = mainSensesOf(words);
  return [
    ...categories(words, main, vocabulary, level, related),
    ...compounds(words, main, vocabulary, level, related),
  ];
}

type Leveler = (word: string, pos?: WordNetPos) => CefrLevel | null;
type Related = (a: string, b: string) => boolean;

/** apple, cherry, banana -> fruit: a hypernym one or two steps above a main sense of each clue. */
function categories(
  words: WordData,
  mainSenses: MainSenses,
  vocabulary: Map<string, number>,
  level: Leveler,
  related: Related,
): BankItem[] {
  const { source } = words;
  const groups = new Map<number, Set<string>>();
  for (const word of vocabulary.keys()) {
    // A clue is a thing a learner names with a noun ("local" is an adjective first), and not
    // also a name ("john" the toilet is John first to a learner; "rex", "benny", "bobby").
    if (!isMainly(words, word, 'n') || isAlsoName(words, word)) continue;
    if ((vocabulary.get(word) ?? 0) < CLUE_ZIPF) continue;
    const senses = rankedSenses(words, word, 'n');
    for (const sense of categoryClueSenses(senses)) {
      // A person is a kind of the category when it is the word's most frequent meaning and its
      // definition says so ("thief: a criminal who ..."); roles reached through a rarer reading
      // ("runner" the smuggler, "shepherd" the clergyman) or only by WordNet's tree
      // ("foreigner" -> traveler, "therapist" -> expert) are not what a learner reads.
      const person = sense.synset.lexFile === 'noun.person';
      if (person && sense !== senses[0]) continue;
      // An untagged sense of a word with several meanings is a guess at what a learner reads
      // ("geek" the carnival performer, "jock" the athlete or the support); see clueSenseProblem.
      if (clueSenseProblem(words, word, sense, senses)) continue;
      const parents = hypernymsOf(sense.synset, source);
      const above = [...parents, ...parents.flatMap((p) => hypernymsOf(p, source))];
      for (const a of above) {
        // The same kind of thing as its category: the sky (an object) is not a kind of gas.
        if (!kindred(sense.synset.lexFile, a.lexFile)) continue;
        // A rare word is a kind of its category when SemCor saw it in this sense, when the
        // category is its direct parent, or when its definition names the category; two steps
        // through a sense nobody tagged ("letterman", "feller", "booker") is a dictionary path.
        const direct = parents.some((p) => p.offset === a.offset);
        if (!direct && !TWO_STEP_FILES.has(a.lexFile)) continue;
        if (sense.tagCount === 0 && !direct && !namesCategory(sense.synset, a)) continue;
        if (person && !namesCategory(sense.synset, a)) continue;
        let group = groups.get(a.offset);
        if (!group) groups.set(a.offset, (group = new Set()));
        group.add(word);
      }
    }
  }
  const items: BankItem[] = [];
  for (const [offset, members] of groups) {
    // Small groups are mostly odd senses ("canary": a singer); real categories gather many words.
    if (members.size < 4) continue;
    const synset = source.wordnet.synset('n', offset);
    if (source.wordnet.depth('n', offset) < 4) continue;
    const concrete = CONCRETE_FILES.has(synset.lexFile) || synset.lexFile === 'noun.act';
    if (!concrete) continue;
    const answer = synset.words
      .filter((w) => vocabulary.has(w) && !BROAD.has(w) && !/(is(e|ation)|ing)$/.test(w))
      .sort((a, b) => (vocabulary.get(b) ?? 0) - (vocabulary.get(a) ?? 0))[0];
    if (!answer || !CATEGORY_HEADS.has(answer)) continue;
    if (synset.lexFile === 'noun.act' && (vocabulary.get(answer) ?? 0) < COMMON_ACT_ZIPF) continue;
    if (!COHERENT_FILES.has(synset.lexFile) && (vocabulary.get(answer) ?? 0) < CATEGORY_ZIPF)
      continue;
    // The answer must mean this category to a learner, first of all ("fruit" the food, not "the
    // fruit of work"; "creation" is first the act of creating), in a meaning SemCor saw
    // ("jock"), and be a noun first ("unfortunate" is an adjective).
    const first = mainSenses(answer, 'n')[0];
    if (first?.offset !== offset || first.tagCount === 0 || !isMainly(words, answer, 'n')) continue;
    const clues = [...members]
      .filter((w) => !related(w, answer) && !JUDGED_ODD_MEMBERS.has(`${answer}:${w}`))
      .map((word) => ({ word, level: level(word, 'n') }));
    if (clues.length < 3) continue;
    const near = new Set<number>([offset]);
    let layer = [synset];
    for (let step = 0; step < 3; step++) {
      layer = layer.flatMap((s) => hypernymsOf(s, source));
      for (const s of layer) near.add(s.offset);
    }
    items.push({
      kind: 'category',
      answer,
      pos: 'n',
      level: level(answer, 'n'),
      sense: senseOf(synset, answer),
      clues,
      near,
    });
  }
  return items;
}

/** Endings and beginnings that make derived words, not compounds ("rough|ness", "mini|bus"). */
const AFFIXES = new Set(
  'ness less ship hood ment ful ing ism ist able ible ward wards wise like ling let ette dom ance ence mini micro mega super anti semi arch sub tion ion ity'.split(
    ' ',
  ),
);
/**
 * A split that is really a word and its ending: "sled|ding", "top|ping", "gas|sing" (a doubled
 * letter before -ing), "relations|hip" (-ship), "cool|ant", "foot|age".
 */
const isSuffixed = (first: string, second: string) =>
  second === `${first.at(-1)}ing` ||
  AFFIXES.has(`${first.at(-1)}${second}`) ||
  ['ant', 'ent', 'ate', 'age'].includes(second);

/**
 * A part of a closed compound is a word a learner knows: levelled by our word model, a WordNet
 * word that is not only a name, and not a shortening. Splits into a word and a fragment were
 * made before ("law|yer", "drum|mer", "lemon|ade", "objective" = object + "ive"); "mon" is
 * frequent only through "c'mon" and means Monday (a longer word of its own synset, never tagged
 * by SemCor), so "monoxide" is not mon + oxide.
 */
export function knownPart(words: WordData, part: string): boolean {
  if (!words.level(part)) return false;
  // In any form: "sports|man", "towns|people".
  const senses = lemmaCandidates(part, words.source)
    .flatMap((entry) => sensesOfEntry(entry, words.source))
    .filter((s) => !isProperSense(s));
  if (senses.length === 0) return false;
  if (senses.some((s) => s.tagCount > 0)) return true;
  // Its first meaning only: "ginger" is a plant before it is short for "gingerroot", "sledge" a
  // sled before a sledgehammer.
  return !senses[0]!.synset.words.some(
    (w) => w.length > part.length && w.toLowerCase().startsWith(part),
  );
}

/** Species names ("fat hen" the plant) are compounds few learners know. */
const SPECIES_FILES = new Set(['noun.plant', 'noun.animal']);

/**
 * Where a compound splits into two everyday words. A closed compound counts when it is itself a
 * common word and its definition names one of its parts ("fireplace: ... where a fire can be
 * built"): that tells a real compound from a chance split ("manage" is not man + age). Spaced
 * ones ("fire truck") come from our written sets only.
 */
interface CompoundSplit {
  parts: [string, string];
  /** The parts that may be shown as a clue (the other part is then the answer). */
  clueParts: string[];
}

/**
 * A field's jargon: every sense of the entry carries a topic domain other than a sport or game
 * ("editor program": computer science, "time value": music, "game theory": mathematics), while
 * "baseball player" (baseball, an act) is everyday English.
 */
export function isJargon(words: WordData, list: readonly Sense[]): boolean {
  return (
    list.length > 0 &&
    list.every((s) =>
      s.synset.pointers.some(
        (p) =>
          p.symbol === ';c' && words.source.wordnet.synset(p.pos, p.offset).lexFile !== 'noun.act',
      ),
    )
  );
}

/**
 * Closed compounds that every rule above passes but a learner does not meet, or meets as slang
 * or an insult: "letterman" (judged at A1 in seed 7321), "iceman" (seed 5829), and the others
 * we read in the generated list of 2026-11-27 (ADR 0031). Written by us.
 */
export const JUDGED_OBSCURE_COMPOUNDS: ReadonlySet<string> = new Set(
  (
    'letterman iceman headman earthman freedman firestone hellfire doughboy gumshoe flatfoot ' +
    'skinhead underwood woodman sandman thunderbird buckboard timberline southland rathole ' +
    'kingpin shirttail counterintelligence counteroffer mincemeat latchkey passkey cellblock ' +
    'brownstone coatroom poolroom barkeep manservant headwaiter pinhead flophouse waterworks ' +
    'hairball spearhead linebacker seaboard dateline assemblyman patrolman highwayman ' +
    'smokehouse cakewalk shinbone footlocker blacktop hardtop turnoff doornail'
  ).split(' '),
);

function compoundSplit(
  words: WordData,
  lemma: string,
  vocabulary: Map<string, number>,
): CompoundSplit | null {
  const { source } = words;
  const usable = (part: string) => vocabulary.has(part) && !AFFIXES.has(part);
  const senses = () => sensesOfEntry({ lemma, pos: 'n' }, source);
  const clean = (list: Sense[]) =>
    list.length > 0 &&
    !words.isSensitiveWord(lemma) &&
    list.every(
      (s) =>
        !isProperSense(s) &&
        !words.isOffensiveSense(s) &&
        !words.isSensitiveSense(s) &&
        !SPECIES_FILES.has(s.synset.lexFile),
    );
  // Spaced and hyphenated compounds come only from our written sets (written-connections.ts):
  // no rule found in WordNet tells "fire truck" from "credit order", "type metal" or
  // "telegraph form" (attested by another gloss, or even by SemCor), and the judged samples
  // found a third of them obscure.
  if (!/^[a-z]{6,}$/.test(lemma) || words.zipf(lemma) < 2.5) return null;
  if (JUDGED_OBSCURE_COMPOUNDS.has(lemma)) return null;
  const splits: [string, string][] = [];
  for (let at = 3; at <= lemma.length - 3; at++) splits.push([lemma.slice(0, at), lemma.slice(at)]);
  // The split into the commonest words first: pass|port, not pas|sport (whose "pas" matched the
  // definition's "pass").
  const weakest = ([a, b]: [string, string]) => Math.min(words.zipf(a), words.zipf(b));
  splits.sort((x, y) => weakest(y) - weakest(x));
  for (const [first, second] of splits) {
    if (!usable(first) || !usable(second) || isSuffixed(first, second)) continue;
    if (!knownPart(words, first) || !knownPart(words, second)) continue;
    const list = senses();
    if (!clean(list)) return null;
    const glosses = list.map((s) => s.synset.definition).join(' ');
    const named = [first, second].some((part) => new RegExp(`\\b${part}s?\\b`).test(glosses));
    if (named) return { parts: [first, second], clueParts: [first, second] };
  }
  return null;
}

/** fly, man, place -> fire (firefly, fireman, fireplace): compounds that are WordNet entries. */
function compounds(
  words: WordData,
  mainSenses: MainSenses,
  vocabulary: Map<string, number>,
  level: Leveler,
  related: Related,
): BankItem[] {
  const { source } = words;
  const joiners = new Map<string, Map<string, string>>();
  const add = (joiner: string, clue: string, joined: string) => {
    let clues = joiners.get(joiner);
    if (!clues) joiners.set(joiner, (clues = new Map()));
    if (!clues.has(clue)) clues.set(clue, joined);
  };
  for (const lemma of source.wordnet.lemmas('n')) {
    const split = compoundSplit(words, lemma, vocabulary);
    if (!split) continue;
    const [first, second] = split.parts;
    const shown = lemma.replace(/_/g, ' ');
    if (split.clueParts.includes(second)) add(first, second, shown);
    if (split.clueParts.includes(first)) add(second, first, shown);
  }
  const items: BankItem[] = [];
  for (const [answer, clueMap] of joiners) {
    if (clueMap.size < 3) continue;
    // A joining word is a thing ("fire"), not mostly a describing word ("male person").
    // ("fatty": SemCor never tagged it as a noun, so its adjective counts).
    const asNoun = source.wordnet.entry(answer, 'n')?.semcor ?? 0;
    const asAdjective = source.wordnet.entry(answer, 'a');
    if (asAdjective && (asAdjective.semcor > asNoun || asNoun === 0)) continue;
    const sense = mainSenses(answer, 'n')[0] ?? rankedSenses(words, answer, 'n')[0];
    if (!sense) continue;
    const clues = [...clueMap]
      .filter(([word]) => !related(word, answer))
      .map(([word, joined]) => ({ word, level: level(word), joined }));
    if (clues.length < 3) continue;
    items.push({
      kind: 'compound',
      answer,
      pos: sense.pos,
      level: level(answer),
      sense,
      clues,
      near: new Set(),
    });
  }
  return items;
}

/**
 * Bumped whenever the bank's rules change, so a stored bank from older rules is rebuilt (19: shared
 * meanings at one strength, the judgement of 2026-11-29d).
 */
export const BANK_VERSION = 19;

export interface StoredBankItem {
  kind: ConnectionKind;
  answer: string;
  pos: WordNetPos;
  offset: number;
  level: CefrLevel | null;
  clues: BankClue[];
  near: number[];
  definition?: string;
}

/** The bank as plain data (synsets are looked up again when it is read). */
export function storeBank(bank: readonly BankItem[]): StoredBankItem[] {
  return bank.map((item) => ({
    kind: item.kind,
    answer: item.answer,
    pos: item.pos,
    offset: item.sense.offset,
    level: item.level,
    clues: item.clues,
    near: [...item.near],
    ...(item.definition ? { definition: item.definition } : {}),
  }));
}

export function readStoredBank(words: WordData, stored: readonly StoredBankItem[]): BankItem[] {
  return stored.map((item) => ({
    kind: item.kind,
    answer: item.answer,
    pos: item.pos,
    level: item.level,
    sense: senseOf(words.source.wordnet.synset(item.pos, item.offset), item.answer),
    clues: item.clues,
    near: new Set(item.near),
    ...(item.definition ? { definition: item.definition } : {}),
  }));
}
