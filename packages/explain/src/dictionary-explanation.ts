import type { CefrLevel } from '@lexora/cefr';
import type {
  Domain,
  BeginnerWordTest,
  DictionaryMatch,
  EntryWithSenses,
  Sense as DictionarySense,
} from '@lexora/dictionary';
import {
  LEX_FILE_ICONS,
  type DomainIcon,
  type Sense as WordNetSense,
  type WordData,
  type WordNetPos,
} from '@lexora/words';
import { assemble } from './compose';
import { chooseDictionarySense, interestDomain, isOffensiveSense } from './dictionary-sense';
import { formsOf } from './examples';
import type { QuestionWithAnswer } from './question';
import type { Pronouncer } from './pronunciation';
import { wordFamily } from './related';
import { checkLevel, levelRank, type LevelContext } from './simplify';
import type { ExplainRequest, OtherMeaning, WordExplanation } from './types';

const WORDNET_POS: Partial<Record<DictionarySense['pos'], WordNetPos>> = {
  noun: 'n',
  verb: 'v',
  'phrasal verb': 'v',
  adjective: 'a',
  adverb: 'r',
};

/** Domains of our dictionary that have an icon of their own on the visual card. */
const DOMAIN_ICONS: Partial<Record<string, DomainIcon>> = {
  business: 'business',
  sports: 'sports',
  technology: 'technology',
  medicine: 'medicine',
  education: 'education',
  travel: 'travel',
  cooking: 'cooking',
  music: 'music',
  movies: 'movies',
  law: 'law',
  science: 'science',
  nature: 'nature',
};

/** Said after a rude sense's definition to A1-B1 learners, when it does not say so already. */
export const PLAIN_WARNINGS = {
  offensive: 'a rude word',
  taboo: 'a very rude word — do not use it',
} as const;

/** The same in our beginner words, for A1-A2 learners ("rude" is A2 to a teacher). */
export const BEGINNER_WARNINGS = {
  offensive: 'a bad word',
  taboo: 'a very bad word — do not say it',
} as const;

/** A line that already says the word is rude: our definitions and beginner lines mostly do. */
const SAYS_RUDE = /\b(?:rude(?:st)?|bad(?: [A-Za-z]+)? word)\b/i;
/** A line that already tells the learner not to use it. */
const SAYS_DO_NOT = /\b(?:do not (?:use|say) it|never say it|better not to say it)\b/i;

/** Learners who read the labels "offensive" and "taboo" (B2 and above); A1-B1 read plain words. */
const readsUsageLabels = (level: CefrLevel | undefined): boolean =>
  level === undefined || levelRank(level) >= levelRank('B2');

/**
 * The definition as the dictionary writes it (or `text`), with an offensive or taboo label before
 * it. The labels are dictionary words ("offensive" B2, "taboo" C2, docs/assistant-judgement-
 * 2026-11-29c.md): an A1-B1 learner reads the warning in plain words instead. Our definitions of
 * rude senses mostly say it already ("a very rude word for ...; do not use it"): then nothing is
 * added but "do not use it" after a taboo sense that lacks it; otherwise the plain warning is
 * said after the definition ("to say bad things about someone ... (a rude word)").
 */
export function labelledDefinition(
  sense: DictionarySense,
  text = sense.definition,
  level?: CefrLevel,
): string {
  const labels = (sense.labels ?? []).filter((l) => l === 'offensive' || l === 'taboo');
  if (labels.length === 0) return text;
  if (readsUsageLabels(level)) return `${labels.join(', ')}: ${text}`;
  const taboo = labels.includes('taboo');
  const beginner = level !== undefined && readsBeginnerWords(level);
  if (SAYS_RUDE.test(text)) {
    if (!taboo || SAYS_DO_NOT.test(text)) return text;
    return `${text}; ${beginner ? 'do not say it' : 'do not use it'}`;
  }
  const warnings = beginner ? BEGINNER_WARNINGS : PLAIN_WARNINGS;
  return `${text} (${taboo ? warnings.taboo : warnings.offensive})`;
}

/** Learners who read our beginner words: A1 and A2 (ADR 0055). */
export const readsBeginnerWords = (level: CefrLevel): boolean => level === 'A1' || level === 'A2';

/**
 * Words of `text` outside our beginner words, the explained word's own forms and names (a
 * capital inside a sentence) left out.
 */
export function nonBeginnerWords(
  text: string,
  isBeginnerWord: BeginnerWordTest,
  keep: ReadonlySet<string>,
): string[] {
  const raw = text.replace(/[’‘]/g, "'").match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
  return raw.filter((token, index) => {
    if (index > 0 && /^[A-Z]/.test(token) && token !== 'I') return false;
    const lower = token.toLowerCase().replace(/'s$/, '');
    if (keep.has(lower) || isBeginnerWord(lower)) return false;
    return !(lower.includes('-') && lower.split('-').every((part) => isBeginnerWord(part)));
  });
}

/**
 * The sense's definition for this learner: for A1-A2 its `simple` one (beginner words only)
 * when it has one, else the dictionary's definition.
 */
export function definitionFor(sense: DictionarySense, level: CefrLevel): string {
  return labelledDefinition(
    sense,
    readsSimpleLines(level) && sense.simple ? sense.simple : sense.definition,
    level,
  );
}

/**
 * Whether a learner reads a sense's beginner line (`simple`) when it has one: A1-A2 (ADR 0055),
 * and B1 too, since a B1 learner's definitions still held B2 words our word model rates B1
 * ("surface", "device", "mass": 7 of 13 B1 answers of the reader of 2026-11-29j failed the
 * level for one word), while the beginner line says the same in A1 words.
 */
export const readsSimpleLines = (level: CefrLevel): boolean =>
  readsBeginnerWords(level) || level === 'B1';

export const dictionarySenseId = (word: string, index: number): string =>
  `${word.replace(/ /g, '_')}.dict.${String(index + 1).padStart(2, '0')}`;

/** Words of definitions that say nothing about which meaning is meant. */
const EMPTY_WORDS = new Set(
  `someone something somebody that this these those with when what which where there their
   they them then than from into onto about used using uses very more most other such only
   also your have has had having been being were will would could should make makes made
   does done doing kind sort part thing things people person some many much well`.split(/\s+/),
);
/** Content words, roughly stemmed so that "legs" meets "leg" and "keeps" meets "keep". */
const contentWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !EMPTY_WORDS.has(w))
    .map((w) => w.replace(/(?:es|s|ed|ing)$/, '').slice(0, 6));

/**
 * The WordNet sense that means the same as our sense, for what only WordNet has (related words,
 * word family, the quick question): the same part of speech and the most words shared between
 * our definition, guide, examples and collocations and WordNet's gloss and synonyms. When
 * nothing is shared, WordNet's most frequent sense only if ours is the entry's one sense in that
 * part of speech ("dog", "ice cream"); otherwise none: related words of another meaning would
 * mislead ("sloping land" for a bank that keeps money).
 */
export function wordNetSenseFor(
  entry: EntryWithSenses,
  sense: DictionarySense,
  words: WordData,
): WordNetSense | null {
  const word = entry.word;
  const pos = WORDNET_POS[sense.pos];
  if (!pos) return null;
  const lemma = word.toLowerCase();
  // The headword's own words ("look", "after") are in every gloss and example of it.
  const own = new Set(contentWords(lemma));
  const candidates = words
    .lookup(lemma)
    .senses.filter((s) => s.pos === pos && s.lemma.toLowerCase() === lemma);
  const ours = new Set(
    contentWords(
      [sense.definition, sense.guide ?? '', ...sense.examples, ...(sense.collocations ?? [])].join(
        ' ',
      ),
    ).filter((w) => !own.has(w)),
  );
  let best: { sense: WordNetSense; score: number } | null = null;
  for (const candidate of candidates.slice(0, 12)) {
    const theirs = new Set(
      contentWords(
        [
          candidate.synset.definition,
          ...candidate.synset.examples,
          ...candidate.synset.words.map((w) => w.replace(/_/g, ' ')),
        ].join(' '),
      ),
    );
    const score = [...theirs].filter((w) => !own.has(w) && ours.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { sense: candidate, score };
  }
  if (best) return best.sense;
  const sameKind = entry.senses.filter((s) => WORDNET_POS[s.pos] === pos).length;
  return sameKind === 1 ? (candidates[0] ?? null) : null;
}

export interface DictionaryExplainDeps {
  words: WordData;
  /** British IPA where our dictionary has it (`createPronouncer`). */
  pronounce: Pronouncer;
  /** The quick question about one of the entry's senses (null when none can be built). */
  questionFor(
    entry: EntryWithSenses,
    index: number,
    bridge: WordNetSense | null,
    level: CefrLevel,
    seed: number,
  ): QuestionWithAnswer | null;
  /** Our beginner words (`loadBeginnerWords`); without it A1-A2 learners see what B1 do. */
  isBeginnerWord?: BeginnerWordTest;
  /** false: "Other meanings" without the limits by level of 2026-11-29c (the bench's "before"). */
  otherMeaningsByLevel?: boolean;
  /** Headwords with a sense in the domain ("train", "flight" for travel): `domainWords`. */
  domainWords?: (domain: Domain) => ReadonlySet<string>;
}

/**
 * How much of "Other meanings" a learner reads. A fresh teacher found most of the words above an
 * A1-B1 learner in that line ("thin", "nearly", "exercise": docs/assistant-judgement-2026-11-29c.md),
 * and a beginner asking about a word does not need its B1 sense. So A1 learners see only senses at
 * A1-A2, A2 learners A1-B1, B1 learners up to B2 (no C1-C2 sense); B2 and above every sense. At
 * A1 a meaning with a word the word model puts above A1 is left out too: our beginner words serve
 * A1 and A2 (ADR 0055) and hold words a teacher calls A2 ("thin", "shape", "exercise"); at A2-B1
 * the same check would mostly drop meanings for words such as "tennis" and "internet", which the
 * model rates too high (it removed 61 of 802 meanings at A2, 9 of 1,497 at B1, in the bench's
 * sample). The line is kept short: at most `count` meanings, and no more once their definitions
 * together would pass `characters` (the first meaning that passes the rest is always shown).
 */
export const OTHER_MEANINGS_READ: Readonly<
  Record<CefrLevel, { highest: CefrLevel; count: number; characters: number }>
> = {
  A1: { highest: 'A2', count: 2, characters: 110 },
  A2: { highest: 'B1', count: 3, characters: 170 },
  B1: { highest: 'B2', count: 3, characters: 250 },
  B2: { highest: 'C2', count: 3, characters: Infinity },
  C1: { highest: 'C2', count: 3, characters: Infinity },
  C2: { highest: 'C2', count: 3, characters: Infinity },
};

/**
 * Up to three other senses, each with its own definition; a rude sense as common as the plain
 * ones first, whatever its level (a B1 learner who read "prick" in a game's chat saw only "make
 * a small hole": a fresh reader of 2026-11-30y), then the senses in the domain of the learner's
 * interest (a Music learner asking "record" sees the vinyl record before
 * "information"). An A1-A2 learner reads each briefly in beginner words: its `simple`
 * definition, else its definition when that is all beginner words; a sense with neither is
 * left out, never shown as a bare guide word ("ball: shape", "give up: time": a fresh reader
 * found them cryptic, docs/assistant-judgement-2026-11-29b.md). With `byLevel` (the default;
 * false only for the bench's "before"), the limits of OTHER_MEANINGS_READ.
 */
function otherMeanings(
  entry: EntryWithSenses,
  chosen: number,
  level: CefrLevel,
  isBeginnerWord: BeginnerWordTest | undefined,
  context: LevelContext,
  domain: Domain | null = null,
  byLevel = true,
): OtherMeaning[] {
  const { keep } = context;
  // A rude sense about as common as the word's plain ones ("prick": a small hole, C1; the insult,
  // C1) is shown at every level, first: a learner who read the word in a game's chat must learn
  // it is rude. One far above an everyday sense ("come", "pig") keeps the limits by level.
  const plainRanks = entry.senses
    .filter((s) => !isOffensiveSense(s))
    .map((s) => levelRank(s.level));
  const flagged = (sense: DictionarySense) =>
    isOffensiveSense(sense) && levelRank(sense.level) <= Math.min(...plainRanks) + 1;
  const brief = (sense: DictionarySense): string | null => {
    if (flagged(sense)) return labelledDefinition(sense, sense.simple, level);
    if (!isBeginnerWord || !readsSimpleLines(level))
      return labelledDefinition(sense, undefined, level);
    if (sense.simple) return labelledDefinition(sense, sense.simple, level);
    if (!readsBeginnerWords(level)) return labelledDefinition(sense, undefined, level);
    if (nonBeginnerWords(sense.definition, isBeginnerWord, keep).length === 0) {
      return labelledDefinition(sense, undefined, level);
    }
    return null;
  };
  const inDomain = (sense: DictionarySense) =>
    domain !== null && (sense.domains ?? []).includes(domain) ? 0 : 1;
  const limits = byLevel
    ? OTHER_MEANINGS_READ[level]
    : { highest: 'C2' as const, count: 3, characters: Infinity };
  const checksWords = byLevel && level === 'A1';
  const readable = (sense: DictionarySense, text: string) =>
    flagged(sense) ||
    (levelRank(sense.level) <= levelRank(limits.highest) &&
      !(checksWords && checkLevel(text, context).above.length > 0));
  const rank = (sense: DictionarySense) => (flagged(sense) ? -1 : inDomain(sense));
  const candidates = entry.senses
    .map((sense, index) => ({ sense, index, text: brief(sense) }))
    .filter(
      (c): c is { sense: DictionarySense; index: number; text: string } =>
        c.index !== chosen && c.text !== null && readable(c.sense, c.text),
    )
    .sort((a, b) => rank(a.sense) - rank(b.sense) || a.index - b.index);
  const shown: typeof candidates = [];
  let characters = 0;
  for (const candidate of candidates) {
    if (shown.length >= limits.count) break;
    if (shown.length > 0 && characters + candidate.text.length > limits.characters) break;
    shown.push(candidate);
    characters += candidate.text.length;
  }
  return shown.map(({ sense, index, text }) => ({
    senseId: dictionarySenseId(entry.word, index),
    partOfSpeech: sense.pos,
    definition: namedPhrase(entry, sense, text),
  }));
}

/**
 * A phrase sense of a one-word entry ("in theory" under theory) names its phrase before its
 * definition, as its guide writes it: "(phrase) in theory: used to say what should happen...",
 * not a definition that reads as one of "theory" itself.
 */
function namedPhrase(entry: EntryWithSenses, sense: DictionarySense, text: string): string {
  const phrase = sense.guide ?? '';
  const isPhrase = sense.pos === 'phrase' || sense.pos === 'idiom' || sense.pos === 'phrasal verb';
  const names =
    isPhrase &&
    !entry.word.includes(' ') &&
    phrase.includes(' ') &&
    phrase.toLowerCase().includes(entry.word.toLowerCase());
  return names && text !== phrase ? `${phrase}: ${text}` : text;
}

/** The explained word in every form a learner may meet is never reported as hard. */
function levelContext(
  entry: EntryWithSenses,
  bridge: WordNetSense | null,
  words: WordData,
  level: CefrLevel,
): LevelContext {
  const own = entry.word.toLowerCase();
  const forms = bridge ? [...formsOf(bridge, words)] : [own];
  return {
    words,
    level,
    // The labels before a definition ("offensive: ...") are the point, not hard words.
    keep: new Set([
      own,
      ...own.split(' '),
      ...forms.flatMap((f) => [f, ...f.split(' ')]),
      'offensive',
      'taboo',
    ]),
  };
}

/**
 * The interest's example first when the sense has one, then the sense's own: two of them. A
 * beginner (A1) sees one, as a beginners' dictionary keeps one short example where two would
 * only add harder words; A2 sees a second only when all its words are beginner words. For both,
 * the examples with the fewest words outside our beginner words come first, then those whose
 * words fit their level best by the word model, then the interest's (the first on a tie).
 * From B1, an example with no word above the learner's level first, and a second only if it
 * has none either.
 */
function examplesFor(
  choice: ReturnType<typeof chooseDictionarySense>,
  level: CefrLevel,
  context: LevelContext,
  isBeginnerWord: BeginnerWordTest | undefined,
  inInterest: (text: string) => boolean,
): string[] {
  // Without an interest example, the sense's example set in the interest goes first ("Have
  // you got your train ticket?" for Travel, not the film tickets; a reader's judgement).
  const own = [...choice.sense.examples].sort(
    (a, b) => Number(inInterest(b)) - Number(inInterest(a)),
  );
  const candidates = [...(choice.interestExample ? [choice.interestExample] : []), ...own];
  if (candidates.length === 0) return [];
  const hard = (text: string) => checkLevel(text, context).above.length;
  if (!readsBeginnerWords(level)) {
    // From B1 the example with no word above the learner goes first, even before the
    // interest's ("flexible working hours" for a B1 learner of Business, a reader's judgement),
    // and a second one only when it has none either.
    const ranked = candidates
      .map((text, order) => ({ text, order, hard: hard(text) }))
      .sort((a, b) => Number(a.hard > 0) - Number(b.hard > 0) || a.order - b.order);
    const [first, second] = ranked;
    return [first!, ...(second && second.hard === 0 ? [second] : [])].map((c) => c.text);
  }
  if (!isBeginnerWord) {
    if (level !== 'A1') return candidates.slice(0, 2);
    return [candidates.reduce((best, text) => (hard(text) < hard(best) ? text : best))];
  }
  const outside = (text: string) =>
    isBeginnerWord ? nonBeginnerWords(text, isBeginnerWord, context.keep).length : 0;
  // Under "In Sports, holder means" an example away from sport breaks the answer's promise: an
  // example set in the interest wins when it has at most one more word outside the beginner
  // words (a writer's spot check, 2026-11-30: "Ticket holders can come in at the side door.").
  const promised = choice.chosenBy === 'interest';
  const ranked = candidates
    .map((text, order) => {
      // Not set in the learner's interest (the interest's own example always is).
      const away = text === choice.interestExample ? 0 : Number(!inInterest(text));
      const words = outside(text);
      return {
        text,
        order,
        outside: words,
        rank: words + (promised && away ? 1.5 : 0),
        away,
        hard: hard(text),
      };
    })
    .sort((a, b) => a.rank - b.rank || a.away - b.away || a.hard - b.hard || a.order - b.order);
  const [first, second] = ranked;
  // A2: a second example only when it adds no harder word (a reader found "pitch" and "medal"
  // in second examples at A2, where one plain example teaches more).
  // Our beginner words decide, not the word model, which rates "people" above A1 in context.
  const easySecond = level === 'A2' && second && second.outside === 0;
  return [first!, ...(easySecond ? [second] : [])].map((c) => c.text);
}

/**
 * Whether an example is set in the learner's interest: it names another headword of the
 * interest's domain ("We watch a film every Friday." for a Movies learner asking "watch", whose
 * sense belongs to no domain: a reader of 2026-11-29o wanted the film example the sense had).
 * Always false without an interest, or when the sense has the interest's own example.
 */
function interestExampleTest(
  choice: ReturnType<typeof chooseDictionarySense>,
  headword: string,
  domainWords: DictionaryExplainDeps['domainWords'],
  interest: string | null | undefined,
): (text: string) => boolean {
  const domain = interestDomain(interest);
  if (!domainWords || !domain || choice.interestExample) return () => false;
  const lexicon = domainWords(domain);
  const own = headword.toLowerCase();
  return (text) =>
    (text.toLowerCase().match(/[a-z]+/g) ?? []).some((token) => {
      if (token.startsWith(own)) return false;
      const singular = token.endsWith('s') ? token.slice(0, -1) : token;
      return lexicon.has(token) || lexicon.has(singular);
    });
}

/** The sense a phrase the learner typed names ("stem from"): theirs, whatever the interest. */
function namedSense(
  entry: EntryWithSenses,
  index: number,
  interest: string | null | undefined,
): ReturnType<typeof chooseDictionarySense> {
  const sense = entry.senses[index]!;
  const domain = interestDomain(interest);
  const interestExample = (domain && sense.interest_examples?.[domain]) || null;
  return { index, sense, chosenBy: 'frequency', interest: null, interestExample };
}

/**
 * An explanation from our learner's dictionary: its sense order (an interest may choose a sense
 * of its domain within reach), its definition unchanged, the interest's example when the sense
 * has one, and from B2 the grammar and collocations.
 */
export function explainFromDictionary(
  match: DictionaryMatch,
  request: ExplainRequest,
  level: CefrLevel,
  deps: DictionaryExplainDeps,
): WordExplanation {
  const { words } = deps;
  const { entry } = match;
  const choice =
    match.sense === undefined
      ? chooseDictionarySense(entry.senses, request.interest)
      : namedSense(entry, match.sense, request.interest);
  const { sense } = choice;
  const offensive = isOffensiveSense(sense);
  const bridge = offensive ? null : wordNetSenseFor(entry, sense, words);
  const context = levelContext(entry, bridge, words, level);
  // Without our beginner words (a bench's "before"), A1-A2 learners read what B1 learners read.
  const definition = deps.isBeginnerWord
    ? definitionFor(sense, level)
    : labelledDefinition(sense, undefined, level);
  const examples = offensive
    ? []
    : examplesFor(
        choice,
        level,
        context,
        deps.isBeginnerWord,
        interestExampleTest(choice, entry.word, deps.domainWords, request.interest),
      );
  // Our beginner words are A1 whatever the word model says in context (it rated "rain" above
  // A1 and "cook" above A2, and the screen underlines these words as hard).
  const above = [definition, ...examples]
    .flatMap((text) => checkLevel(text, context).above)
    .filter((word) => !deps.isBeginnerWord?.(word));
  const advanced = levelRank(level) >= levelRank('B2');
  const pronunciation = deps.pronounce(entry.word, sense.pos);
  const style = request.style ?? 'verbal';
  const parts = {
    kind: 'explanation' as const,
    word: entry.word,
    query: match.query,
    learnerLevel: level,
    style,
    sense: {
      id: dictionarySenseId(entry.word, choice.index),
      partOfSpeech: sense.pos,
      chosenBy: choice.chosenBy,
      interest: choice.interest,
      wordnetDefinition: '',
      domain: (sense.domains ?? []).join(', '),
    },
    definition,
    examples,
    partOfSpeech: sense.pos,
    level: sense.level,
    ...pronunciation,
    // No WordNet synonyms or opposites beside our sense: matched to it by shared words, they
    // were often of another meaning (fast: "sudden", "hot"; cell: "cubicle"; a reader's
    // judgement, docs/assistant-judgement-2026-11-28.md). Our entries will carry their own.
    related: [],
    aboveLevelWords: [...new Set(above)],
    otherMeanings: otherMeanings(
      entry,
      choice.index,
      level,
      deps.isBeginnerWord,
      context,
      interestDomain(request.interest),
      deps.otherMeaningsByLevel ?? true,
    ),
    didYouMean: [],
    source: 'lexora' as const,
    // A phrase sense ("stem from" under stem) is no form of its headword; its definition names it.
    formOf:
      match.sense !== undefined || match.matched.toLowerCase() === entry.word.toLowerCase()
        ? null
        : match.matched,
    formIsAmerican: match.route === 'US spelling',
    offensive,
    americanSpelling: sense.us_spelling ?? null,
    ...(advanced ? { grammar: sense.grammar ?? [], collocations: sense.collocations ?? [] } : {}),
  };
  const seed = Math.floor((request.random ?? Math.random)() * 0xffffffff);
  const full =
    style === 'interactive' ? deps.questionFor(entry, choice.index, bridge, level, seed) : null;
  const question = full ? { id: full.id, prompt: full.prompt, options: full.options } : null;
  const domain = interestDomain(choice.interest);
  return assemble(parts, {
    wordFamily: () =>
      bridge ? wordFamily(bridge, words) : [{ word: entry.word, partOfSpeech: sense.pos }],
    icon: () =>
      (domain && DOMAIN_ICONS[domain]) ||
      (bridge && LEX_FILE_ICONS[bridge.synset.lexFile]) ||
      DOMAIN_ICONS[sense.domains?.[0] ?? ''] ||
      'general',
    question,
  });
}
