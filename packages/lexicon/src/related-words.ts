import type { FrequencyTable } from './frequency';
import type { SyllableTable } from './syllables';
import { WORDNET_POS, type WordNet, type WordNetPos } from './wordnet';

/**
 * Words someone describing a word would reach for first: its synonyms and the class it belongs to
 * (WordNet hypernyms), the words of its WordNet definition, and the words of the definition the
 * caller has (a learner's own, or a card's meaning). Used to choose Taboo's forbidden words and to
 * check that our cards forbid the obvious clue.
 */
export type RelatedKind = 'synonym' | 'hypernym' | 'definition' | 'gloss';

export interface RelatedWord {
  word: string;
  kind: RelatedKind;
  /** SUBTLEX-US count: how often people say it. */
  count: number;
}

export interface WordSense {
  pos: WordNetPos;
  offset: number;
  gloss: string;
}

export interface RelatedWords {
  /** The WordNet sense that best fits the context (undefined when WordNet lacks the word). */
  sense?: WordSense;
  /** Synonyms and hypernyms first (most frequent first), then definition and gloss words. */
  related: RelatedWord[];
}

interface Sources {
  wordnet: WordNet;
  frequency: FrequencyTable;
  syllables: SyllableTable;
}

/** Function words and empty defining words: never a clue worth forbidding. */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each either else etc even ever
  every few for from further had has have having he her here hers him his how however i if in into
  is it its itself just least less many may me might more most much must my no nor not now of off
  often on once one only or other others otherwise our out over own per perhaps rather same she
  should since so some such than that the their them then there these they this those though
  through thus to too under until up upon us usually very was we were what whatever when where
  whether which while who whom whose why will with within without would yet you your
  someone somebody something anything everything nothing thing things way ways kind kinds sort
  type types part parts lot lots use used uses using usual especially particular certain various
  make makes made making get gets got take takes took give gives gave given go goes went gone come
  comes came show shows shown see seen say says said called especially generally typically
  people person`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words people say less often than this (SUBTLEX count, about one per million) are no clue. */
const MIN_COUNT = 50;
/** A class word is an obvious clue only when people say it often (about six per million). */
const MIN_CLASS_COUNT = 300;
/**
 * Noun classes this close to WordNet's top ('object', 'group', 'state', 'event') are too
 * general to be a clue; 'animal', 'fruit', 'machine' and 'star' are deeper.
 */
const MIN_CLASS_DEPTH = 5;
/** Each step down WordNet's sense order costs this much overlap: later senses need clear evidence. */
const SENSE_RANK_COST = 0.3;
/** A synonym or class name counts when the synset is among its first senses. */
const MAIN_SENSES = 2;
/** Words more frequent than this are too general to forbid ('people', 'time', 'good'). */
const MAX_DEFINITION_COUNT = 60_000;
/** Senses considered per part of speech: rarer senses are almost never the intended one. */
const SENSES_PER_POS = 8;
/** How far up the class chain a two-word class name's head may be found ("domestic animal"). */
const ANCESTOR_DEPTH = 8;

const TOKEN = /[a-z]+(?:'[a-z]+)?/g;

function tokens(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** A crude stem so that "walks" meets "walk" and "cities" meets "city" when comparing texts. */
function stem(word: string): string {
  if (word.length > 6 && word.endsWith('ness')) return word.slice(0, -4);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('es') && /(s|x|z|ch|sh)es$/.test(word))
    return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function contentStems(text: string): Set<string> {
  return new Set(
    tokens(text)
      .filter((t) => !STOP_WORDS.has(t))
      .map(stem),
  );
}

/** British spellings compared as American ones: neighbour / neighbor, centre / center. */
function american(word: string): string {
  return word
    .replace(/our/g, 'or')
    .replace(/tre$/, 'ter')
    .replace(/is(e|ed|es|ing|ation)$/, 'iz$1');
}

/**
 * A word built on the target ("telephone" for phone, "snowfall" for snow) is no other clue. The
 * spelling decides, and the sound too when CMUdict knows both words: "land" is spelt inside
 * "island" but not heard in it.
 */
export function sharesRoot(a: string, b: string, syllables?: SyllableTable): boolean {
  const x = american(a.toLowerCase());
  const y = american(b.toLowerCase());
  if (stem(x) === stem(y)) return true;
  if (!x.includes(y) && !y.includes(x)) return false;
  const sound = (w: string) => syllables?.pronunciation(w)?.replace(/[0-2]/g, '');
  const [px, py] = [sound(x), sound(y)];
  if (px === undefined || py === undefined) return true;
  return ` ${px} `.includes(` ${py} `) || ` ${py} `.includes(` ${px} `);
}

const NOUN_STARTS = new Set([
  'a',
  'an',
  'the',
  'someone',
  'somebody',
  'something',
  'person',
  'one',
  'things',
  'facts',
  'place',
  'thing',
]);
const ADJECTIVE_STARTS = new Set([
  'able',
  'being',
  'having',
  'very',
  'not',
  'full',
  'showing',
  'causing',
  'seeming',
]);

/** Dictionary-style definitions say what they define: "To ..." a verb, "A ..." a noun. */
function posHint(definition: string): WordNetPos | undefined {
  const first = tokens(definition)[0];
  if (first === 'to') return 'v';
  if (NOUN_STARTS.has(first ?? '')) return 'n';
  if (ADJECTIVE_STARTS.has(first ?? '')) return 'a';
  return undefined;
}

/**
 * The sense of `word` whose WordNet definition, synonyms and class share most words with
 * `context` (simplified Lesk); ties go to the more frequent sense.
 */
export function chooseSense(
  wordnet: WordNet,
  word: string,
  context: string,
): WordSense | undefined {
  const key = word.trim().toLowerCase().replace(/\s+/g, '_');
  const wanted = contentStems(context);
  wanted.delete(stem(key));
  const hinted = posHint(context);
  let best: { sense: WordSense; score: number } | undefined;
  for (const pos of WORDNET_POS) {
    const entry = wordnet.entry(key, pos);
    if (!entry) continue;
    // Senses never seen in the tagged corpus are rare readings (cat as a drug): only the first two
    // of those are considered.
    const considered = Math.min(SENSES_PER_POS, Math.max(2, entry.tagged));
    entry.offsets.slice(0, considered).forEach((offset, rank) => {
      const gloss = wordnet.gloss(pos, offset);
      const around = [
        gloss,
        ...wordnet.synonyms(pos, offset),
        ...wordnet.hypernyms(pos, offset).flatMap((h) => wordnet.synonyms(h.pos, h.offset)),
      ].join(' ');
      let overlap = 0;
      for (const s of contentStems(around.replace(/_/g, ' '))) if (wanted.has(s)) overlap++;
      // Sense order (WordNet lists the most frequent first, nouns before verbs) breaks ties.
      const mismatch = hinted && hinted !== pos ? 1 : 0;
      const score = overlap - mismatch - rank * SENSE_RANK_COST - WORDNET_POS.indexOf(pos) * 0.001;
      if (!best || score > best.score) best = { sense: { pos, offset, gloss }, score };
    });
  }
  return best?.sense;
}

/** Noun, adjective, verb, adverb: the order in which a describer's key words usually matter. */
const POS_RANK: Record<WordNetPos, number> = { n: 0, a: 1, v: 2, r: 3 };

/** Rank of a word's main part of speech (by SemCor use), trying its base form too. */
function posRank(wordnet: WordNet, word: string): number {
  const bases = [word, stem(word), word.replace(/(ed|ing)$/, ''), word.replace(/(ed|ing)$/, 'e')];
  for (const base of bases) {
    const found = WORDNET_POS.map((pos) => ({ pos, entry: wordnet.entry(base, pos) })).filter(
      (f) => f.entry,
    );
    if (found.length === 0) continue;
    found.sort((a, b) => (b.entry?.semcor ?? 0) - (a.entry?.semcor ?? 0));
    return POS_RANK[found[0]?.pos ?? 'v'];
  }
  return POS_RANK.v;
}

/** A class specific enough to be a clue (verb classes are shallow; any of them counts). */
function specificClass(wordnet: WordNet, pos: WordNetPos, offset: number): boolean {
  return pos !== 'n' || wordnet.depth(pos, offset) >= MIN_CLASS_DEPTH;
}

/**
 * Whether the synset is one of the word's two main senses: 'soul' names the class person, but
 * nobody describing a neighbour says soul; 'animal' is animal's first sense.
 */
function mainSense(wordnet: WordNet, lemma: string, pos: WordNetPos, offset: number): boolean {
  return wordnet.entry(lemma, pos)?.offsets.slice(0, MAIN_SENSES).includes(offset) ?? false;
}

/** Single-word names of the specific classes above a sense, up to ANCESTOR_DEPTH links up. */
function ancestorWords(wordnet: WordNet, sense: WordSense): Set<string> {
  const words = new Set<string>();
  let level = [{ pos: sense.pos, offset: sense.offset }];
  for (let depth = 0; depth < ANCESTOR_DEPTH && level.length > 0; depth++) {
    level = level.flatMap((s) => wordnet.hypernyms(s.pos, s.offset));
    for (const s of level) {
      if (!specificClass(wordnet, s.pos, s.offset)) continue;
      for (const lemma of wordnet.synonyms(s.pos, s.offset)) {
        if (mainSense(wordnet, lemma, s.pos, s.offset)) words.add(lemma.toLowerCase());
      }
    }
  }
  return words;
}

/**
 * Words related to `word` in the sense `context` points to, ranked for a describer:
 * synonyms and hypernyms (frequent single words), then words of `context`, then WordNet gloss words.
 */
export function relatedWords(sources: Sources, word: string, context = ''): RelatedWords {
  const { wordnet, frequency, syllables } = sources;
  const target = word.trim().toLowerCase();
  const sense = chooseSense(wordnet, target, context);
  const seen = new Set<string>();
  const byCount = (a: RelatedWord, b: RelatedWord) => b.count - a.count;
  const lists: Record<RelatedKind, RelatedWord[]> = {
    synonym: [],
    hypernym: [],
    definition: [],
    gloss: [],
  };
  const add = (candidate: string, kind: RelatedKind, minCount = MIN_COUNT, maxCount = Infinity) => {
    const w = candidate.toLowerCase();
    if (!/^[a-z]+$/.test(w) || STOP_WORDS.has(w) || seen.has(w)) return;
    if (target.split(/\s+/).some((part) => sharesRoot(w, part, syllables))) return;
    const count = frequency.count(w);
    if (count < minCount || count > maxCount) return;
    seen.add(w);
    lists[kind].push({ word: w, kind, count });
  };
  if (sense) {
    for (const lemma of wordnet.synonyms(sense.pos, sense.offset)) {
      if (!lemma.includes('_') && mainSense(wordnet, lemma, sense.pos, sense.offset))
        add(lemma, 'synonym', MIN_CLASS_COUNT);
    }
    // A class is named by its synset's first lemma (WordNet lists the usual name first).
    const links = wordnet.hypernyms(sense.pos, sense.offset);
    const names = links.map((link) => ({
      link,
      name: (wordnet.synonyms(link.pos, link.offset)[0] ?? '').toLowerCase(),
    }));
    for (const { link, name } of names) {
      if (
        !name.includes('_') &&
        specificClass(wordnet, link.pos, link.offset) &&
        mainSense(wordnet, name, link.pos, link.offset)
      )
        add(name, 'hypernym', MIN_CLASS_COUNT);
    }
    // Also the head of a two-word class name: "domestic animal" gives "animal", because animal
    // is itself a class above dog.
    const ancestors = ancestorWords(wordnet, sense);
    for (const { name } of names) {
      const parts = name.split('_');
      if (parts.length === 2 && ancestors.has(parts[1] as string))
        add(parts[1] as string, 'hypernym', MIN_CLASS_COUNT);
    }
  }
  for (const t of tokens(context)) add(t, 'definition', MIN_COUNT, MAX_DEFINITION_COUNT);
  if (sense) {
    // Only the definition, not the quoted examples after the first ';'.
    const definition = sense.gloss.split(';')[0] ?? '';
    for (const t of tokens(definition)) add(t, 'gloss', MIN_COUNT, MAX_DEFINITION_COUNT);
  }
  // Key words of a definition are mostly its nouns and adjectives ('money', 'ill'), not its verbs.
  const rank = new Map(
    [...lists.definition, ...lists.gloss].map((r) => [r.word, posRank(wordnet, r.word)]),
  );
  const byPosThenCount = (a: RelatedWord, b: RelatedWord) =>
    (rank.get(a.word) ?? 0) - (rank.get(b.word) ?? 0) || byCount(a, b);
  const classes = [...lists.synonym, ...lists.hypernym].sort(byCount);
  return {
    ...(sense ? { sense } : {}),
    related: [
      ...classes,
      ...lists.definition.sort(byPosThenCount),
      ...lists.gloss.sort(byPosThenCount),
    ],
  };
}
