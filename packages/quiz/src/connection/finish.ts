import type { CefrLevel } from '@lexora/contracts';
import { wordTokens } from '@lexora/dictionary';
import { levelIndex, type BankClue, type BankItem } from './bank';
import { loadRefusedWords, type CategoryLabel } from './connection-data';
import { headOf, strengthOf } from './dictionary-synonyms';
import type { LearnerWords } from './learner-words';
import type { WordNetPos } from '@lexora/words';

const LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const hardest = (levels: (CefrLevel | null)[]): CefrLevel | null =>
  levels.some((l) => l === null) ? null : (LEVELS[Math.max(...levels.map(levelIndex))] ?? null);

/**
 * The level of a compound a learner must know ("fireplace", "bus stop"): the dictionary's level
 * of the compound as a headword of its own, however it is written (closed, spaced, hyphened),
 * or the level of the sense that lists it among its collocations ("bus station"). A compound the dictionary does not hold is not asked (null): never levelled by its parts,
 * which made "ice age" an A1 question (issue 28). A compound listed under a sense of its clue
 * word is no easier than that sense (the judgement of 2026-11-29f: "notice board" is listed
 * under "board", A2, and under "notice", the paper on a wall, B1; the clue "notice" is read in
 * that sense, so "notice, chess, key -> board" is no A1 question).
 */
export function compoundLevel(
  learner: LearnerWords,
  joined: string,
  clue?: string,
): CefrLevel | null {
  const spaced = joined.replace(/-/g, ' ');
  const forms = [...new Set([joined, spaced, spaced.replace(/ /g, '')])];
  for (const form of forms) {
    const level = learner.level(form, 'n');
    if (level) return level;
  }
  // A compound a sense lists among its collocations ("bus station" under "station"). That is
  // the level of the sense, not of the compound: "dinner party" and "garden party" are listed
  // under A1 senses of "dinner" and "garden" but are B1-B2 phrases (the judgement of
  // 2026-11-29d), so a reader's level comes first (JUDGED_COMPOUND_LEVELS).
  for (const form of forms) {
    const level = learner.listedLevel(form);
    if (level) {
      const own = clue ? (learner.listedUnder(form, clue) ?? level) : level;
      return hardest([level, own, JUDGED_COMPOUND_LEVELS.get(spaced) ?? level]);
    }
  }
  return null;
}

/**
 * Compounds our dictionary lists only among the collocations of an easy sense, at the level a
 * teacher gives the phrase (read after the judgement of 2026-11-29d, which met "dinner party"
 * and "garden party" at A1: every listed compound of the bank was read; these are two levels
 * or more above the sense that lists them, or a level above at A1-A2 where it decides the game).
 * Written by us.
 */
export const JUDGED_COMPOUND_LEVELS: ReadonlyMap<string, CefrLevel> = new Map([
  ['dinner party', 'B1'],
  // B2 after the judgement of 2026-11-29d (not A1); B1 after 2026-11-29f ("garden, birthday,
  // dinner -> party" read as an item under B2).
  ['garden party', 'B1'],
  ['game show', 'B1'],
  ['phone bill', 'B1'],
  ['life story', 'B1'],
  ['power station', 'B1'],
  ['public holiday', 'B1'],
  ['holiday season', 'B1'],
  ['health care', 'B1'],
  ['child care', 'B1'],
  ['middle age', 'B1'],
  ['middle class', 'B1'],
  ['space travel', 'B1'],
  ['air travel', 'B1'],
  ['street lamp', 'B1'],
  ['parking ticket', 'B1'],
  // The judgement of 2026-11-29g: "health, medical, child -> care" at A2 was at the upper edge
  // (childcare is a B2 word), and "public transport, public toilet, public library" is no A1
  // item (a public toilet is no A2 phrase).
  ['child care', 'B2'],
  ['public toilet', 'B1'],
]);

/**
 * Shared meanings our dictionary and WordNet agree on that a teacher still refuses (read in
 * the generated list and the samples of 2026-11-28): keys whose words only meet in a phrase
 * ("have": hold, make, give; "get": grow, develop, produce; "pass": go, run, lead) or in slang
 * ("nut": addict, freak), and single clues ("heavy" is not "big": heavy rain is not big rain).
 * Written by us.
 */
export const JUDGED_LOOSE_SYNONYMS: ReadonlySet<string> = new Set(
  (
    'have get fix nut band ace cardinal mental run need heavy important pass ' +
    'big:heavy great:heavy large:heavy primary:master principal:master cook:fix ' +
    'good:cracking keen:cracking neat:cracking put:pose certain:doomed complete:gross ' +
    'entirely:all completely:all ' +
    // The judgement of 2026-11-29 and the fixer's sample: rare or loose senses.
    'master large:grand prepare:fix ' +
    // The judgement of 2026-11-29b: "all" is no synonym of entirely (its gloss "completely or
    // very"), "control" was glossed "have power over" for hold, contain, curb (restrain), and
    // "frightening" is not "dreadful" (very bad).
    'all control dreadful:frightening ' +
    // The judgement of 2026-11-29c: one-way pairs (a plain word is no stronger one, nor the
    // reverse: large is not huge, bad is not dreadful, important is not chief) and loose senses
    // (gentle is not quiet; certain and sure are not destined).
    'large:huge huge:large large:gigantic gigantic:large large:enormous enormous:large ' +
    'large:massive massive:large large:vast vast:large big:huge huge:big big:enormous ' +
    'big:gigantic big:massive bad:dreadful dreadful:bad bad:terrible bad:awful bad:horrible ' +
    'important:chief chief:important important:main main:important important:principal ' +
    'important:key important:primary primary:important quiet:gentle gentle:quiet ' +
    'destined:certain destined:sure certain:destined sure:destined bound:destined ' +
    // The judgement of 2026-11-29d: a clue that meets the key in another sense than the one
    // the explanation names ("direct" is to tell someone the way, not to go in front; "engage"
    // is to pay a person, not to rent a thing), kinds of a meaning that are not the meaning
    // (baked, fried are kinds of cooked), and pairs at two strengths (new is not novel; an
    // impression is no belief); "load" (carried by a person or animal) explains no cargo. A
    // pair is refused both ways (judgedLoose).
    'lead:direct engage cooked novel:new belief:impression load ' +
    // The judgement of 2026-11-29e: "stressed" is under pressure, not "nervous" (a little
    // afraid); the dictionary builds both on "worried", so no rule tells them apart. "involve"
    // in its common sense is "include": no "require" either (take, need went by rule).
    'nervous:stressed require:involve ' +
    // The judgement of 2026-11-29g: "benign" is "not harmful" in its common sense and "gentle"
    // is soft and calm, neither "kind" both ways.
    'kind:benign kind:gentle'
  ).split(' '),
);

/**
 * Words that are no clue of any shared meaning (the judgement of 2026-11-29d): "important" is not
 * principal, key or central (most or very important), "all" is not altogether, "master" is
 * not main or chief, "cardinal" is a rare sense. Written by us.
 */
export const JUDGED_LOOSE_CLUES: ReadonlySet<string> = new Set(
  'important all master cardinal engage'.split(' '),
);

/** A refused pair is refused both ways: "bad" is no "terrible", nor "terrible" a "bad". */
export function judgedLoose(answer: string, clue?: string): boolean {
  if (clue === undefined) return JUDGED_LOOSE_SYNONYMS.has(answer);
  return (
    JUDGED_LOOSE_CLUES.has(clue) ||
    JUDGED_LOOSE_SYNONYMS.has(`${answer}:${clue}`) ||
    JUDGED_LOOSE_SYNONYMS.has(`${clue}:${answer}`)
  );
}

/**
 * A clue that means the key at another strength, by our dictionary (the judgement of
 * 2026-11-29d, the class of "giant" for large, "bad" for terrible, "important" for principal):
 * the key's definition is the clue made stronger ("terrible: very bad"; "principal: most
 * important"), or the clue is only ever defined as the key made stronger ("giant: very large",
 * "stunning: very beautiful"). Shared meanings must hold both ways at one strength.
 */
export function oneWayClue(
  learner: LearnerWords,
  key: string,
  clue: string,
  pos: BankItem['pos'],
  keyDefinition?: string,
): boolean {
  const stronger = (definition: string, word: string) => {
    const strength = strengthOf(definition);
    return strength !== undefined && strength !== word && strength.endsWith(` ${word}`);
  };
  if (keyDefinition && stronger(keyDefinition, clue)) return true;
  const senses = learner.senses(clue, pos).filter((s) => !s.sensitive);
  return (
    senses.some((s) => stronger(s.definition, key)) &&
    !senses.some((s) => strengthOf(s.definition) === key)
  );
}

/** Particles that make a phrasal verb of the verb before them ("put ... down"). */
const PARTICLES = new Set(
  'down up out off away back in on over aside apart together around round'.split(' '),
);
/** Words a definition puts between a verb and its particle ("put something or someone down"). */
const OBJECT_WORDS = new Set('something someone somebody or it them things people'.split(' '));

/**
 * The definition is the verb with a particle: "lay: to put something or someone down so that
 * they lie on something" is "put down", not "put".
 */
export function phrasalOf(definition: string, verb: string): boolean {
  const tokens = wordTokens(definition.toLowerCase());
  let i = tokens[0] === 'to' ? 1 : 0;
  if (tokens[i] !== verb) return false;
  for (i++; i < tokens.length && OBJECT_WORDS.has(tokens[i]!); i++);
  return PARTICLES.has(tokens[i] ?? '');
}

/**
 * A verb whose shared meaning is a phrasal verb of another word of the set (the judgement of
 * 2026-11-29f: "put, set, place -> lay", and "lay" is "to put something down so that it lies":
 * you put a cup on the table, you do not lay it). The key's explained sense is the clue with a
 * particle, or every sense of the clue built on the key or on another clue is that word with
 * one ("lay" beside put in "put, place, lay -> set"): the one word is far narrower than the
 * other, so no synonym.
 */
export function phrasalClue(
  learner: LearnerWords,
  key: string,
  clue: string,
  pos: BankItem['pos'],
  keyDefinition: string | undefined,
  others: readonly string[] = [],
): boolean {
  if (pos !== 'v') return false;
  if (keyDefinition && phrasalOf(keyDefinition, clue)) return true;
  const members = new Set([key, ...others].filter((w) => w !== clue));
  const built = learner
    .senses(clue, pos)
    .filter((s) => !s.sensitive && members.has(headOf(s.definition) ?? ''));
  return built.length > 0 && built.every((s) => phrasalOf(s.definition, headOf(s.definition)!));
}

/** Verbs too light to carry a shared meaning at a definition's head ("to have ...", "to get ..."). */
const LIGHT_HEADS = new Set('have get make do be give take go keep'.split(' '));

/**
 * A shared meaning's clue our dictionary does not tie to the key's explained sense, in the two
 * ways the judgement of 2026-11-29e found (WordNet alone had put the words together, and the
 * written sets are read against WordNet only):
 * - the key's explained sense is built on a light verb ("involve: to have something as a
 *   necessary part"), so sharing it says nothing ("need: to have to have something"), and no
 *   sense of the clue names the key nor the key's sense the clue: take, need -> involve;
 * - the clue meets the key only as its comparative ("senior: older, or for older people" is
 *   not "old", nor so "elderly: old, used as a kind word"): a comparative is another meaning.
 */
export function dictionaryLoose(
  learner: LearnerWords,
  key: string,
  clue: string,
  pos: BankItem['pos'],
  keyDefinition: string | undefined,
): boolean {
  if (!keyDefinition) return false;
  const tokens = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];
  const keyHead = headOf(keyDefinition);
  const senses = learner.senses(clue, pos).filter((s) => !s.sensitive);
  const names = (word: string) => senses.some((s) => tokens(s.definition).includes(word));
  if (names(key) || tokens(keyDefinition).includes(clue)) return false;
  if (keyHead && LIGHT_HEADS.has(keyHead)) return true;
  const base = keyHead && !names(keyHead) ? keyHead : undefined;
  return (
    base !== undefined &&
    senses.some((s) => [`${base}er`, `${base}r`].includes(headOf(s.definition) ?? ''))
  );
}

/**
 * Clue levels a reader of the samples set against the dictionary's (the judgement of
 * 2026-11-29c): "coyote" is a North American animal a B2 learner does not know (the dictionary's
 * C1 let it into B2 games; C2 keeps it to C1), and "eagle" and "swan" are everyday birds (the
 * dictionary's B2 made "eagle, swan, duck -> birds" a B2 question). Written by us.
 */
export const JUDGED_CLUE_LEVELS: ReadonlyMap<string, CefrLevel> = new Map([
  ['coyote', 'C2'],
  ['eagle', 'B1'],
  // "swan" B2: the judgement of 2026-11-29h found "turkey, swan, duck -> birds" at A2 (and
  // "paperwork", now B2 in the dictionary, in "bag, news, work -> paper").
  ['swan', 'C1'],
  // The judgement of 2026-11-29e. A key "word:head" levels the word in that category only
  // (cricket the sport stays A2). "bench" (the dictionary's A2) is a B1 word, so no A1 seats
  // question; "shovel" and "saw" as tools are C1 and B2, so no B1 tools question with a shovel;
  // "cricket" the insect (C1 in the bank after rarerSenseLevel) is off a B2 learner's list: C2,
  // asked at C1 only.
  ['bench', 'B1'],
  ['shovel:tool', 'C1'],
  ['shovel:implement', 'C1'],
  ['saw:tool', 'C1'],
  ['saw:implement', 'C1'],
  ['cricket:insect', 'C2'],
  // "study" the room is B1 for a teacher (the dictionary's B2, raised to C1 as a rarer sense,
  // made "study, kitchen, hall -> rooms" a C1 question).
  ['study:room', 'B1'],
  // The judgement of 2026-11-29g and the fixer's reading after it: "pigeon" is no A2 word
  // ("turkey, duck, pigeon -> birds" at A2); "cherry", "nephew" and "niece" are A2 words for a
  // teacher (the dictionary's B1 made "pear, cherry, lemon -> fruit" and "grandmother, brother,
  // nephew -> family members" B1 items that sit under their level); "fear" and "happiness" are
  // B1 nouns (no "fear, love, happiness -> feelings" at A1); "horror" the feeling is B2 (an A2
  // learner knows the film kind).
  ['pigeon', 'B2'],
  // "robin": B1 after the fixer's reading of seed 62011 ("goose, robin, duck -> birds" at B2 sat
  // under its level), back to B2 (the dictionary's) after the judgement of 2026-11-29i found
  // "robin, turkey, chicken -> birds" at A2 "well above A2", as swan and pigeon.
  ['robin', 'C1'],
  ['cherry:fruit', 'A2'],
  ['nephew:relative', 'A2'],
  ['niece:relative', 'A2'],
  ['fear:emotion', 'B1'],
  ['happiness:emotion', 'B1'],
  ['horror:emotion', 'B2'],
  // The judgement of 2026-11-29j: "merely" is above B1 (no B1 "merely, just, only -> simply";
  // C1 since the judgement of 2026-11-29o found "simply, just, merely -> only" at B1), and
  // "spite" the feeling C2 (no B2 "spite, anxiety, excitement -> feelings").
  ['merely', 'C1'],
  ['spite:emotion', 'C2'],
  // The judgement of 2026-11-29k: "tap" (tap water) is B1, "harp" B2, and the kitchen tools
  // "spatula", "whisk", "grater" C1 (no B1 "kitchen tools" with them).
  ['tap', 'B1'],
  ['harp', 'C2'],
  ['spatula', 'C1'],
  ['whisk', 'C1'],
  ['grater', 'C1'],
  // The judgement of 2026-11-29m: "owl" and "parrot" are B1 (no A2 "owl, parrot, eagle ->
  // birds"), "diabetes" B2 (no B1 "diabetes, cancer, flu -> illnesses").
  ['owl', 'B1'],
  ['parrot', 'B1'],
  ['diabetes', 'C1'],
  // The judgement of 2026-11-29n: "clarinet" is C1.
  ['clarinet', 'C1'],
  // The judgement of 2026-11-29o: "bunk" (a bunk bed) is B2, so "bunk, stool, bed -> furniture"
  // is no C1 question.
  ['bunk', 'C1'],
  // The judgement of 2026-11-29p: "accordion" is no A2 clue ("drum, accordion, guitar").
  ['accordion', 'C1'],
  // The judgements of 2026-11-30t and u, and a teacher's reading of the 771 words the games
  // of A1-B2 showed then: a word asked one level below its own still sat two above a teacher's
  // level. "harp" and "trombone" (dictionary C2 now) are C2; "swan", "robin", "diabetes",
  // "bunk" and the saw C1, so no B1 or B2 question shows them ("veal, steak, bacon -> meat" at
  // B1, "dresser, bunk, cabinet -> furniture" at B2). The rest went into the dictionary.
]);

/**
 * Sense labels a quiz never shows a word in (the judgement of 2026-11-29g and the review of the
 * whole bank after it): Lexora writes British English, so a word our dictionary gives only as
 * American ("gasoline", "courthouse", "apartment", "backyard", "wrench") is no clue, key or
 * compound; nor is one it gives only as literary, old-fashioned, humorous, offensive or taboo
 * ("wrath").
 */
const UNSHOWN_LABELS: ReadonlySet<string> = new Set([
  'US',
  'literary',
  'old-fashioned',
  'humorous',
  'offensive',
  'taboo',
]);

/**
 * Every sense our dictionary gives the word (in that part of speech; any when none is given)
 * carries a label no quiz shows: the word is not shown. A word the dictionary does not hold is
 * left to the other rules.
 */
export function unshownWord(learner: LearnerWords, word: string, pos?: WordNetPos): boolean {
  const senses = (pos ? [pos] : (['n', 'v', 'a', 'r'] as const))
    .flatMap((p) => learner.senses(word, p))
    .filter((s) => !s.sensitive);
  return (
    senses.length > 0 && senses.every((s) => (s.labels ?? []).some((l) => UNSHOWN_LABELS.has(l)))
  );
}

/** Words of a label that name nothing ("things that add flavour", "animals of the dog family"). */
const LABEL_GRAMMAR = new Set(
  'a an the of and or that with for things kinds types parts family body'.split(' '),
);

/**
 * A category clue's level is the level of its sense in that category (the judgement of
 * 2026-11-29b: "cricket" the insect is B2 although the game is A2): the dictionary senses whose
 * definition or guide names the category's head or a word of its label ("a small ... insect
 * that jumps"). When none does, the word's easiest noun sense (the dictionary cannot tell). The
 * level only rises: a learner at the easier level reads the word in its everyday sense.
 */
export function categoryClueLevel(
  learner: LearnerWords,
  word: string,
  head: string,
  label?: string,
): CefrLevel | null {
  const names = new Set(
    [head, ...(label ?? '').split(' ')]
      .map((w) => w.toLowerCase())
      .filter((w) => w.length > 2 && !LABEL_GRAMMAR.has(w))
      .flatMap((w) => [w, w.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '')]),
  );
  const senses = learner.senses(word, 'n').filter((s) => !s.sensitive);
  // The sense's guide names it too ("clove", guide "spice": the dried flower of a tree ...).
  const naming = senses.filter((s) =>
    (`${s.guide ?? ''} ${s.definition}`.toLowerCase().match(/[a-z]+/g) ?? []).some(
      (t) => names.has(t) || names.has(t.replace(/(?<=[^s])s$/, '')),
    ),
  );
  if (naming.length === 0) return learner.level(word, 'n');
  return LEVELS[Math.min(...naming.map((s) => levelIndex(s.level)))] ?? null;
}

/** Words that open a definition without naming its meaning ("very old", "used to talk"). */
const DEFINITION_GRAMMAR = new Set(
  'a an the very not or and of to in used that who which having being most more quite'.split(' '),
);

/**
 * A written shared meaning's clue is levelled by its senses that mean the key (the judgement of
 * 2026-11-29c: "raw" and "tender" mean "sore" only in their C1 sense "painful", "aged" means
 * "old" only in its C1 sense "very old"): the senses whose definition names the key or the
 * first word of one of the key's definitions ("sore: painful, especially ..."). Null when none
 * does (the word's easiest sense is then used, as before).
 */
export function synonymClueLevel(
  learner: LearnerWords,
  word: string,
  key: string,
  pos: BankItem['pos'],
): CefrLevel | null {
  const names = new Set([key.toLowerCase()]);
  for (const s of learner.senses(key, pos)) {
    const head = (s.definition.toLowerCase().match(/[a-z]+/g) ?? []).find(
      (t) => !DEFINITION_GRAMMAR.has(t),
    );
    if (head) names.add(head);
  }
  const naming = learner
    .senses(word, pos)
    .filter((s) => !s.sensitive)
    .filter((s) =>
      // A comparative names its word too ("senior: older, or for older people").
      (s.definition.toLowerCase().match(/[a-z]+/g) ?? []).some(
        (t) => names.has(t) || names.has(t.replace(/e?r$/, '')),
      ),
    );
  if (naming.length === 0) return null;
  return LEVELS[Math.min(...naming.map((s) => levelIndex(s.level)))] ?? null;
}

/**
 * A clue used in a sense harder than its everyday one is asked only at that sense's level and
 * above (the judgement of 2026-11-29c): a learner at the level below reads the everyday sense,
 * so the one-level-above allowance of the engine does not apply ("cricket" the insect, B2, came
 * at B1; "great" = large, A2, at A1). The level is raised by one, so the engine's "one above"
 * lands on the sense's own level.
 */
export function rarerSenseLevel(
  sense: CefrLevel | null,
  everyday: CefrLevel | null,
): CefrLevel | null {
  if (!sense || !everyday || levelIndex(sense) <= levelIndex(everyday)) return sense;
  return LEVELS[Math.min(levelIndex(sense) + 1, LEVELS.length - 1)] ?? sense;
}

/**
 * What makes the bank fit to show a learner (issue 28):
 * - categories named by a plain label at the label's level (connection-labels.txt); a category
 *   without one is not asked;
 * - every level from our dictionary: a clue, key or compound that is not one of its headwords
 *   (or a compound it lists, "bus stop") is left out, and a compound clue is as hard as the
 *   harder of the clue and the compound, so a question is as hard as its hardest word;
 * - no word or compound of data/quiz-refused.txt (nightcap, gas mask, bum);
 * - the key's definition from our dictionary (no WordNet gloss reaches a learner): a key
 *   without one is not asked;
 * - the content rules on every clue, compound, key, label and definition;
 * - no shared meaning a teacher refused (JUDGED_LOOSE_SYNONYMS).
 */
export function finishBank(
  bank: readonly BankItem[],
  learner: LearnerWords,
  labels: readonly CategoryLabel[],
  refused: ReadonlySet<string> = loadRefusedWords(),
): BankItem[] {
  const labelOf = new Map(labels.map((l) => [l.head, l]));
  const shownOk = (text: string) => learner.clean(text) && !refused.has(text);
  const out: BankItem[] = [];
  for (const item of bank) {
    const loose = (word?: string) => item.kind === 'synonym' && judgedLoose(item.answer, word);
    if (loose()) continue;
    // The key's definition a shared meaning's explanation names (written sets: its first).
    const keyDefinition =
      item.kind === 'synonym'
        ? (item.definition ??
          learner.senses(item.answer, item.pos).find((s) => !s.sensitive)?.definition)
        : undefined;
    const clues: BankClue[] = [];
    // The part of speech a clue is read in: a compound's clue in any ("fall" of waterfall).
    const clueWordPos =
      item.kind === 'compound' ? undefined : item.kind === 'category' ? 'n' : item.pos;
    const categoryLabel =
      item.kind === 'category' ? labelOf.get(item.head ?? item.answer) : undefined;
    for (const clue of item.clues) {
      if (!shownOk(clue.word) || (clue.joined && !shownOk(clue.joined.replace(/-/g, ' '))))
        continue;
      // Not an American-only or literary word ("gasoline", "courthouse", "apartment building").
      if (
        unshownWord(learner, clue.word, clueWordPos) ||
        (clue.joined && unshownWord(learner, clue.joined.replace(/-/g, ' '), 'n'))
      )
        continue;
      if (loose(clue.word)) continue;
      if (
        item.kind === 'synonym' &&
        (oneWayClue(learner, item.answer, clue.word, item.pos, keyDefinition) ||
          dictionaryLoose(learner, item.answer, clue.word, item.pos, keyDefinition) ||
          phrasalClue(
            learner,
            item.answer,
            clue.word,
            item.pos,
            keyDefinition,
            item.clues.map((c) => c.word),
          ))
      )
        continue;
      // A shared meaning's clue from the dictionary carries its sense's level.
      const level =
        item.kind === 'compound'
          ? hardest([
              learner.level(clue.word),
              compoundLevel(learner, clue.joined ?? clue.word, clue.word),
            ])
          : item.kind === 'synonym' && item.definition && clue.level
            ? clue.level
            : item.kind === 'category'
              ? categoryClueLevel(
                  learner,
                  clue.word,
                  item.head ?? item.answer,
                  categoryLabel?.label,
                )
              : learner.level(clue.word, item.pos);
      // A clue in a sense harder than the word's everyday one ("raw" = painful, C1; "cricket"
      // the insect, B2): the written sets' clues are levelled by the sense that names the key.
      const senseLevel =
        item.kind === 'synonym' && !(item.definition && clue.level)
          ? (synonymClueLevel(learner, clue.word, item.answer, item.pos) ?? level)
          : level;
      const shownLevel =
        item.kind === 'compound'
          ? senseLevel
          : rarerSenseLevel(
              senseLevel,
              learner.level(clue.word, item.kind === 'category' ? 'n' : item.pos),
            );
      const judged =
        (item.kind === 'category'
          ? JUDGED_CLUE_LEVELS.get(`${clue.word}:${item.head ?? item.answer}`)
          : undefined) ?? JUDGED_CLUE_LEVELS.get(clue.word);
      if (shownLevel) {
        const raised = !judged && senseLevel && shownLevel !== senseLevel ? senseLevel : undefined;
        clues.push({
          ...clue,
          level: judged ?? shownLevel,
          ...(raised ? { ownLevel: raised } : {}),
        });
      }
    }
    if (!shownOk(item.answer)) continue;
    if (item.kind !== 'category' && unshownWord(learner, item.answer, clueWordPos)) continue;
    let shown: Partial<BankItem> = {};
    if (item.kind === 'category') {
      const label = labelOf.get(item.head ?? item.answer);
      if (!label || !learner.clean(label.label)) continue;
      // The label's own words are no clue ("horse" under "horses").
      const labelWords = label.label.split(' ');
      // Nor a member the label does not name (reviewed: an ambulance is not one of the cars).
      const kept = clues.filter(
        (c) =>
          !labelWords.some((w) => w.startsWith(c.word) || c.word.startsWith(w)) &&
          !label.excluded.includes(c.word),
      );
      clues.splice(0, clues.length, ...kept);
      shown = {
        answer: label.label,
        head: label.head,
        overlaps: label.overlaps,
        level: label.level,
      };
    } else {
      const own =
        item.kind === 'synonym' && item.definition
          ? item.level
          : learner.level(item.answer, item.kind === 'compound' ? undefined : item.pos);
      // A reader's level for a word holds when it is the key too ("just, only, simply ->
      // merely" at B1, the judgement of 2026-11-29q); it only raises.
      const judgedKey = JUDGED_CLUE_LEVELS.get(item.answer);
      const level =
        judgedKey && (!own || levelIndex(judgedKey) > levelIndex(own)) ? judgedKey : own;
      shown = { level };
    }
    // A category's head defines it only when the label is the head ("fruit", "shapes"): the
    // dictionary's "element" is a part of something, not a chemical element. Other labels are
    // explained by their clues (engine.ts).
    const head = item.head ?? item.answer;
    const namesHead =
      item.kind !== 'category' ||
      (shown.answer ?? '').split(' ').some((w) => w === head || w === `${head}s`);
    const definition = namesHead
      ? (item.definition ??
        learner.senses(head, item.pos).find((s) => !s.sensitive && learner.clean(s.definition))
          ?.definition)
      : '';
    if (definition === undefined || !learner.clean(definition) || clues.length < 3) continue;
    out.push({ ...item, ...shown, clues, definition });
  }
  return out;
}
