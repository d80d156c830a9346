import { levelIndex, type CefrLevel } from '@lexora/cefr';
import { INTEREST_THRESHOLD } from '@lexora/explain';
import { pickIndex, shuffle, type RandomSource } from '@lexora/games';
import {
  ancestorsOf,
  antonymsOf,
  hyponymsOf,
  isProperSense,
  lemmaCandidates,
  sensesOfEntry,
  similarTo,
  type InflectionForm,
  type Sense,
  type SynsetData,
  type WordData,
  type WordNetPos,
} from '@lexora/words';
import { WRITTEN_FILL_BLANK_QUESTIONS, type WrittenQuestion } from './fallback';
import { WRITTEN_BANK } from './written-bank';
import {
  broadKinds,
  distractorProblem,
  MIN_CONTENT_WORDS,
  openSlot,
  particleAfter,
  phrasalUse,
  plainDefinition,
  rareForm,
  sentenceFrame,
  sentenceProblem,
  sharesFrame,
  unkindText,
  verbHead,
  type FrameClass,
  type VerbHead,
} from './quality';
import { BLANK, toWire, type FillBlankWireQuestion } from './wire';

export type BlankForm = InflectionForm | 'base';

/** One sentence with a blank, made from a WordNet example of one sense. */
export interface BlankItem {
  /** Stable id: the sense and the example's number ("court.n.02~0"). */
  key: string;
  sense: Sense;
  lemma: string;
  pos: WordNetPos;
  sentence: string;
  /** The word as the sentence uses it ("courts"). */
  answer: string;
  form: BlankForm;
  level: CefrLevel;
  /** Hardest other word of the sentence (level index; -1 when none is rated). */
  sentenceLevel: number;
  zipf: number;
  /** The sense's definition as the explanation gives it (never one that repeats the word). */
  definition: string;
  /**
   * Kinds of thing (lexicographer files) a noun distractor must avoid: those of the answer's
   * common senses and of a noun joined to the blank by "and" / "or" ("too much ___ and
   * formality": another attribute would fit).
   */
  avoidFiles: string[];
  /** Verbs: the frame the sentence gives the blank (`sentenceFrame`), or null. */
  sentenceFrame?: FrameClass | null;
  /** Verbs: the particle right after the blank ("away"), or null. */
  particle?: string | null;
  /** A question we wrote for the word (`written-bank.ts`): served with its own options. */
  written?: WrittenQuestion;
  /** Nouns: the verb the blank is the object or subject of ("He visited several ___"), or null. */
  head?: VerbHead | null;
}

interface Candidate {
  lemma: string;
  pos: WordNetPos;
  level: number;
  zipf: number;
  lexFile: string;
  /** Every lexicographer file of the word's common senses (a noun may be a thing and an act). */
  lexFiles: Set<string>;
  /** Its frequent senses (see `bank`): what a learner reads the word as. */
  senses: SynsetData[];
  /** The explanation's meaning: the most frequent sense's definition. */
  definition: string;
}

/** A generated question: the wire format plus what the server keeps to score and file it. */
export interface FillBlankQuestion extends FillBlankWireQuestion {
  /** Item key ("court.n.02~0" or "written-03"): the 7-day rule counts these. */
  id: string;
  answer: string;
  lemma: string;
  pos: WordNetPos;
  /** The meaning of the answer in this sentence (for the learner's difficult words). */
  definition: string;
  level: CefrLevel;
  source: 'wordnet' | 'written';
}

/** An item or a served question: the answer's lemma and the item's key (or the question's id). */
export interface Fillable {
  lemma: string;
  key?: string;
  id?: string;
}

export interface GenerateRequest {
  level: CefrLevel;
  /** A context interest ('Sports', 'gardening'), or undefined / 'any'. */
  interest?: string;
  random: RandomSource;
  /** Item ids the learner saw in the last 7 days: avoided while others remain. */
  seen?: ReadonlySet<string>;
  count?: number;
}

const WORD = /^[a-z]+$/;
/** Be, have, do and the modals: verb forms that say nothing about what their noun is. */
const AUXILIARY_VERBS = new Set(
  'be is am are was were been being have has had having do does did done can could may might must shall should will would'.split(
    ' ',
  ),
);
const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
/** How many of the most frequent word forms the bank considers (tests may take fewer). */
const VOCABULARY_SIZE = 25_000;
/** Senses per word the bank reads examples of: its most tagged ones (common words have dozens). */
const MAX_SENSES_PER_WORD = 12;
/** Interest questions per game when the interest has enough: the rest keep the game varied. */
const INTEREST_SHARE = 6;

/** Index of the first candidate with a Zipf value of at least `zipf` (the list is sorted). */
function firstAtLeast(list: readonly { zipf: number }[], zipf: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.zipf < zipf) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The senses a learner knows a word by: those SemCor tagged (most tagged first), or the first
 * when none is. Rare senses ("feed" as "feed into", "total" as "wreck") make questions whose
 * answer surprises and distractors a learner reads another way.
 */
export function commonSenses<T extends { tagCount: number; senseNumber: number }>(
  senses: readonly T[],
): T[] {
  const tagged = senses
    .filter((s) => s.tagCount > 0)
    .sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber);
  return tagged.length > 0 ? tagged : senses.slice(0, 1);
}

function firstDefinition(synset: SynsetData): string {
  return synset.definition
    .split(';')[0]!
    .replace(/\s*\([^)]*\)/g, '')
    .trim();
}

/**
 * The fill-in-the-blank engine over the word layer. Built once per process (`bank()` indexes
 * WordNet's examples on first use); every call after that is pure and fast.
 */
export function createFillBlankEngine(words: WordData, options: { vocabularySize?: number } = {}) {
  const vocabularySize = options.vocabularySize ?? VOCABULARY_SIZE;
  const { source } = words;
  const tokenLevels = new Map<string, number>();
  let items: BlankItem[] | undefined;
  let candidates: Map<WordNetPos, Candidate[]> | undefined;
  const byLevel = new Map<CefrLevel, BlankItem[]>();
  const byInterest = new Map<string, BlankItem[]>();
  const exclusions = new Map<string, Set<string>>();
  /** Synsets of the vocabulary, whose examples show what kinds of noun each verb takes. */
  const exampleSynsets = new Map<string, SynsetData>();
  let argumentKinds: Map<string, Set<string>> | undefined;
  const itemArguments = new Map<string, readonly string[]>();

  const levelOfLemma = (lemma: string, pos: WordNetPos): number | null => {
    const found = words.level(lemma, pos);
    return found ? levelIndex(found.level) : null;
  };

  /** Level index of a word form as written (its easiest lemma), -1 when no lemma is rated. */
  const tokenLevel = (token: string): number => {
    let level = tokenLevels.get(token);
    if (level === undefined) {
      const lemmas = lemmaCandidates(token, source).map((c) => c.lemma);
      const rated = [token, ...lemmas]
        .map((w) => words.level(w.replace(/_/g, ' ')))
        .filter((l) => l !== null)
        .map((l) => levelIndex(l.level));
      level = rated.length > 0 ? Math.min(...rated) : -1;
      tokenLevels.set(token, level);
    }
    return level;
  };

  /** Inflection forms of a lemma by what they look like ("courts" -> plural). */
  const formTable = (lemma: string, pos: WordNetPos): Map<string, BlankForm> => {
    const table = new Map<string, BlankForm>();
    const forms: InflectionForm[] =
      pos === 'n'
        ? ['plural']
        : pos === 'v'
          ? ['third', 'past', 'participle', 'ing']
          : pos === 'a'
            ? ['comparative', 'superlative']
            : [];
    for (const form of forms) {
      const written = words.inflect(lemma, pos, form);
      if (!table.has(written)) table.set(written, form);
    }
    // The base form wins when a form looks the same ("cut", "put").
    table.set(lemma, 'base');
    return table;
  };

  /** Lexicographer files of a word's common noun senses ("formality": attribute, act). */
  const nounFiles = (word: string): string[] => {
    const lemma = lemmaCandidates(word, source).find((c) => c.pos === 'n')?.lemma;
    if (!lemma) return [];
    return commonSenses(sensesOfEntry({ lemma, pos: 'n' }, source)).map((s) => s.synset.lexFile);
  };

  /** A past or third-person form of a word used mostly as a verb ("changed", "takes"). */
  const finiteCache = new Map<string, boolean>();
  const isFiniteVerb = (token: string): boolean => {
    let found = finiteCache.get(token);
    if (found === undefined) {
      found = lemmaCandidates(token, source).some((c) => {
        if (c.pos !== 'v' || c.lemma === token || c.lemma.includes('_')) return false;
        const asVerb = source.wordnet.entry(c.lemma, 'v')?.semcor ?? 0;
        const asNoun = source.wordnet.entry(c.lemma, 'n')?.semcor ?? 0;
        const form = [words.inflect(c.lemma, 'v', 'past'), words.inflect(c.lemma, 'v', 'third')];
        return asVerb > 0 && asVerb >= asNoun && form.includes(token);
      });
      finiteCache.set(token, found);
    }
    return found;
  };

  const isVerbEntry = (entry: string) => source.wordnet.entry(entry, 'v') !== undefined;
  /** True when SemCor tags the lemma in this part of speech at least as often as in any other. */
  const mostly = (lemma: string, pos: WordNetPos): boolean => {
    const own = source.wordnet.entry(lemma, pos)?.semcor ?? 0;
    return (
      own > 0 &&
      (['n', 'v', 'a', 'r'] as const).every(
        (p) => (source.wordnet.entry(lemma, p)?.semcor ?? 0) <= own,
      )
    );
  };
  const verbLemmas = new Map<string, string | null>();
  /** The lemma of a token that is a form of a word used mostly as a verb ("wrote": write). */
  const verbLemma = (token: string): string | null => {
    let found = verbLemmas.get(token);
    if (found === undefined) {
      found =
        WORD.test(token) && !AUXILIARY_VERBS.has(token)
          ? (lemmaCandidates(token, source).find(
              (c) => c.pos === 'v' && !c.lemma.includes('_') && mostly(c.lemma, 'v'),
            )?.lemma ?? null)
          : null;
      verbLemmas.set(token, found);
    }
    return found;
  };
  const modifiers = new Map<string, boolean>();
  /** A word used mostly as an adjective ("European", "old"). */
  const isModifier = (token: string): boolean => {
    let found = modifiers.get(token);
    if (found === undefined) {
      found = lemmaCandidates(token, source).some((c) => c.pos === 'a' && mostly(c.lemma, 'a'));
      modifiers.set(token, found);
    }
    return found;
  };
  // Every token of every example is looked up; most recur ("the", "was"), so once each.
  const lemmasByToken = new Map<string, string[]>();
  const lemmasOfToken = (token: string) => {
    let lemmas = lemmasByToken.get(token);
    if (!lemmas) {
      lemmas = lemmaCandidates(token, source).map((c) => c.lemma);
      lemmasByToken.set(token, lemmas);
    }
    return lemmas;
  };
  const isPhrase = (entry: string) =>
    (['n', 'v', 'a', 'r'] as const).some((pos) => source.wordnet.entry(entry, pos) !== undefined);

  function itemsOfSense(sense: Sense, level: CefrLevel, answerFiles: string[] = []): BlankItem[] {
    const out: BlankItem[] = [];
    const definition = plainDefinition(sense.synset, sense.lemma);
    // A meaning that only repeats the word ("feed into") explains nothing; a sense about sex or
    // bodily functions is explained when asked, never quizzed.
    if (!definition || words.isSensitiveSense(sense)) return out;
    if (unkindText(definition, lemmasOfToken)) return out;
    const table = formTable(sense.lemma, sense.pos);
    sense.synset.examples.forEach((example, index) => {
      const tokens = example.split(/\s+/);
      if (tokens.length < 4 || tokens.length > 20 || /[0-9"“”;:()[\]]/.test(example)) return;
      const bare = tokens.map((t) => t.replace(/^[^A-Za-z]+|[^A-Za-z']+$/g, ''));
      const hits = bare
        .map((t, i) => ({ t: t.toLowerCase(), i, original: t }))
        .filter((x) => table.has(x.t));
      // One blank only, in a word written in lower case or at the start (not a name).
      if (hits.length !== 1) return;
      const hit = hits[0]!;
      if (hit.i > 0 && hit.original !== hit.t) return;
      // "balls" in its vulgar sense: a sensitive form is never asked, whatever the lemma.
      if (words.isSensitiveWord(hit.t)) return;
      let hardest = -1;
      for (const [i, t] of bare.entries()) {
        if (i === hit.i || t.length === 0) continue;
        if (words.isSensitiveWord(t.toLowerCase())) return;
        // A capitalised word inside the sentence is a name: not rated.
        if (i > 0 && t !== t.toLowerCase()) continue;
        hardest = Math.max(hardest, tokenLevel(t.toLowerCase()));
      }
      // Killing, gore, indecency, drugs, cruelty: WordNet's examples were not written for
      // learners of every age (a severed head, a man exposing himself).
      if (unkindText(example, lemmasOfToken, words.isOffensiveWord)) return;
      const token = tokens[hit.i]!;
      const blanked = token.replace(hit.original, BLANK);
      const sentence = capitalise(
        [...tokens.slice(0, hit.i), blanked, ...tokens.slice(hit.i + 1)].join(' '),
      ).replace(/[.!?]*$/, (end) => end || '.');
      const minContent = MIN_CONTENT_WORDS[sense.pos];
      if (sentenceProblem(example, sentence, BLANK, isFiniteVerb, minContent)) return;
      // A slot many words fill (an adverb, an adjective, "made a good ___") is left to our
      // written sentences, which pin their word; a phrasal use ("___ me in for") is not the
      // bare verb's meaning.
      if (openSlot(sense.pos, tokens, hit.i, hit.t, isPhrase)) return;
      if (sense.pos === 'v' && phrasalUse(sense.lemma, tokens, hit.i, isVerbEntry)) return;
      const avoidFiles = new Set([sense.synset.lexFile, ...answerFiles]);
      if (sense.pos === 'n') {
        // "X and ___", "___ or X": the joined noun selects the same kind of word as the blank.
        for (const step of [-1, 1]) {
          const joiner = bare[hit.i + step]?.toLowerCase();
          const joined = bare[hit.i + 2 * step]?.toLowerCase();
          if ((joiner === 'and' || joiner === 'or') && joined) {
            for (const file of nounFiles(joined)) avoidFiles.add(file);
          }
        }
      }
      const isIngVerb = (t: string) =>
        lemmaCandidates(t, source).some((c) => c.pos === 'v' && c.lemma !== t);
      out.push({
        head: sense.pos === 'n' ? verbHead(tokens, hit.i, verbLemma, isModifier) : null,
        particle: sense.pos === 'v' ? particleAfter(tokens[hit.i + 1]) : null,
        sentenceFrame:
          sense.pos === 'v'
            ? sentenceFrame(token, tokens[hit.i + 1], isIngVerb, tokens[hit.i - 1])
            : null,
        key: `${sense.id}~${index}`,
        sense,
        lemma: sense.lemma,
        pos: sense.pos,
        sentence,
        answer: hit.t,
        form: table.get(hit.t)!,
        level,
        sentenceLevel: hardest,
        zipf: words.zipf(sense.lemma),
        definition,
        avoidFiles: [...avoidFiles],
      });
    });
    return out;
  }

  /**
   * A question we wrote as a bank item: it joins the level pools like a WordNet example, and is
   * served with its own options and explanation. Its sense (for interests and the learner's
   * difficult words) is the one the question names, or else the word's most tagged one.
   */
  function writtenItem(written: WrittenQuestion): BlankItem[] {
    const senses = sensesOfEntry({ lemma: written.lemma, pos: written.pos }, source);
    const sense = written.sense
      ? senses.find((s) => s.synset.definition.startsWith(written.sense!))
      : commonSenses(senses)[0];
    if (!sense) return [];
    return [
      {
        key: written.id,
        sense,
        lemma: written.lemma,
        pos: written.pos,
        sentence: written.sentence,
        answer: written.options[written.correctIndex]!,
        form: 'base',
        level: written.level,
        sentenceLevel: levelIndex(written.level),
        zipf: words.zipf(written.lemma),
        definition: plainDefinition(sense.synset, written.lemma) ?? firstDefinition(sense.synset),
        avoidFiles: [],
        written,
      },
    ];
  }

  /** Every blank item and every distractor candidate, built together on first use. */
  function bank(): BlankItem[] {
    if (items) return items;
    items = [];
    candidates = new Map([
      ['n', []],
      ['v', []],
      ['a', []],
      ['r', []],
    ]);
    const { wordnet } = source;
    let considered = 0;
    for (const word of source.frequency.ranked()) {
      if (considered++ >= vocabularySize) break;
      if (!WORD.test(word) || word.length < 3 || words.isSensitiveWord(word)) continue;
      // The part of speech SemCor tags most is the word's main one: distractors come from it.
      let main: WordNetPos | undefined;
      let mainCount = -1;
      for (const pos of ['n', 'v', 'a', 'r'] as const) {
        const entry = wordnet.entry(word, pos);
        if (entry && entry.semcor > mainCount) {
          main = pos;
          mainCount = entry.semcor;
        }
      }
      for (const pos of ['n', 'v', 'a', 'r'] as const) {
        if (!wordnet.entry(word, pos)) continue;
        const level = levelOfLemma(word, pos);
        if (level === null) continue;
        const senses = sensesOfEntry({ lemma: word, pos }, source).filter(
          (s) => !isProperSense(s) && !words.isOffensiveSense(s),
        );
        for (const s of senses) exampleSynsets.set(`${s.synset.pos}:${s.synset.offset}`, s.synset);
        if (senses.length === 0) continue;
        const common = commonSenses(senses);
        // The senses that decide what a distractor can fit: those tagged at least a sixth as
        // often as its commonest ("curse" someone, not only "curse" aloud).
        const frequent = common.filter((s) => s.tagCount * 6 >= common[0]!.tagCount);
        const definition = plainDefinition(common[0]!.synset, word);
        // A distractor is a word in its own right, used in this part of speech (SemCor saw it:
        // not "yeah" as an adverb), with a meaning to show, not a form of another word ("sent"
        // the Estonian coin is "send" to a learner).
        const formOfAnother = lemmaCandidates(word, source).some((c) => c.lemma !== word);
        // The explanation names one meaning of a distractor: it must be the one learners read
        // (`distractorProblem`: a well-attested dominant sense, not "hacker" the poor golfer,
        // never a sensitive meaning or a clipping such as "sec").
        const tagged = new Set(common);
        const byTags = [...common, ...senses.filter((s) => !tagged.has(s))];
        const dominant = !distractorProblem(word, byTags, words.isSensitiveSense(common[0]!));
        // Learners see the word and the meaning the explanation gives it: neither about killing,
        // drugs or cruelty ("corpse", "whacked").
        const kindMeaning =
          definition !== null && !unkindText(`${word} ${definition}`, lemmasOfToken);
        if (pos === main && mainCount > 0 && kindMeaning && !formOfAnother && dominant) {
          candidates.get(pos)!.push({
            lemma: word,
            pos,
            level,
            zipf: words.zipf(word),
            lexFile: senses[0]!.synset.lexFile,
            lexFiles: new Set(common.map((s) => s.synset.lexFile)),
            senses: frequent.map((s) => s.synset),
            definition,
          });
        }
        // The kinds a learner reads the answer as: its three most tagged senses.
        const answerFiles = common.slice(0, 3).map((s) => s.synset.lexFile);
        // ...in a part of speech learners use it in: SemCor tags it so at least a tenth as often
        // as in its main one ("new" as an adverb, 1 tag against 365: "Grass ___ washed by the
        // rain").
        if ((wordnet.entry(word, pos)?.semcor ?? 0) * 10 < mainCount) continue;
        // Questions ask a word in a meaning learners meet (SemCor tagged it, or its first).
        for (const sense of common.slice(0, MAX_SENSES_PER_WORD)) {
          items.push(...itemsOfSense(sense, LEVELS[level]!, answerFiles));
        }
      }
    }
    for (const list of candidates.values()) list.sort((a, b) => a.zipf - b.zipf);
    items.push(...WRITTEN_BANK.flatMap(writtenItem));
    return items;
  }

  /** Items for a level: the answer at the level or one below, the sentence at most one above. */
  function levelPool(level: CefrLevel): BlankItem[] {
    let pool = byLevel.get(level);
    if (!pool) {
      const rank = levelIndex(level);
      pool = bank().filter((item) => {
        const answer = levelIndex(item.level);
        return answer <= rank && answer >= rank - 1 && item.sentenceLevel <= rank + 1;
      });
      byLevel.set(level, pool);
    }
    return pool;
  }

  function interestPool(level: CefrLevel, interest: string): BlankItem[] {
    const profile = words.interest(interest);
    if (!profile) return [];
    const key = `${level}|${profile.name.toLowerCase()}`;
    let pool = byInterest.get(key);
    if (!pool) {
      pool = levelPool(level).filter(
        (item) => words.interestScore(item.sense, profile) >= INTEREST_THRESHOLD,
      );
      byInterest.set(key, pool);
    }
    return pool;
  }

  const lemmasOf = (synset: SynsetData) =>
    synset.words.map((w) => w.toLowerCase().replace(/_/g, ' '));

  /**
   * Every word that would also fit the blank: the answer's synonyms, hypernyms and hyponyms (two
   * steps) in any of its senses, its similar words and opposites, the sentence's own synset, and
   * the words of the examples of the answer's other senses.
   */
  function fittingWords(item: Fillable): Set<string> {
    const key = item.key ?? item.id ?? '';
    let set = exclusions.get(key);
    if (set) return set;
    set = new Set([item.lemma]);
    for (const pos of ['n', 'v', 'a', 'r'] as const) {
      const senses = sensesOfEntry({ lemma: item.lemma.replace(/ /g, '_'), pos }, source);
      for (const sense of senses) {
        const related = [
          sense.synset,
          ...ancestorsOf(sense.synset, source, 2),
          ...hyponymsOf(sense.synset, source),
          ...hyponymsOf(sense.synset, source).flatMap((h) => hyponymsOf(h, source)),
          // Siblings that share the synset's lemma as a hypernym name are covered above.
        ];
        for (const synset of related) for (const w of lemmasOf(synset)) set.add(w);
        for (const w of [...similarTo(sense, source), ...antonymsOf(sense, source)]) {
          set.add(w.word.toLowerCase());
        }
        if (sense.id !== key.split('~')[0]) {
          for (const example of sense.synset.examples) {
            for (const token of example.toLowerCase().match(/[a-z]+/g) ?? []) {
              set.add(token);
              for (const c of lemmaCandidates(token, source)) set.add(c.lemma.replace(/_/g, ' '));
            }
          }
        }
      }
    }
    exclusions.set(key, set);
    return set;
  }

  /**
   * The engine's own test: does `option` (a written form) also fit the item's blank? True for the
   * answer itself and for every form of a word in `fittingWords`.
   */
  function fits(item: Fillable, option: string): boolean {
    const set = fittingWords(item);
    const lower = option.toLowerCase();
    if (set.has(lower)) return true;
    return lemmaCandidates(lower, source).some((c) => set.has(c.lemma.replace(/_/g, ' ')));
  }

  /** The kind (lexicographer file) of a noun's most tagged sense, for a word used mostly as a noun. */
  const nounKind = (token: string): string | null => {
    const lemma = lemmaCandidates(token, source).find(
      (c) => c.pos === 'n' && !c.lemma.includes('_') && mostly(c.lemma, 'n'),
    )?.lemma;
    if (!lemma) return null;
    return commonSenses(sensesOfEntry({ lemma, pos: 'n' }, source))[0]?.synset.lexFile ?? null;
  };

  /**
   * The kinds of noun each verb takes as object and as subject in WordNet's own examples (the
   * vocabulary's synsets): a small corpus of verb-noun pairs. "visit" takes people, places,
   * buildings: a noun distractor of any of those kinds could fit "He visited several ___".
   */
  function verbArguments(): Map<string, Set<string>> {
    if (argumentKinds) return argumentKinds;
    bank();
    argumentKinds = new Map();
    const kinds = new Map<string, string | null>();
    for (const synset of exampleSynsets.values()) {
      for (const example of synset.examples) {
        const tokens = example.split(/\s+/);
        tokens.forEach((token, k) => {
          const bare = token.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
          // A capitalised word inside the sentence is a name.
          if (!bare || (k > 0 && bare !== bare.toLowerCase())) return;
          const word = bare.toLowerCase();
          let kind = kinds.get(word);
          if (kind === undefined) {
            kind = nounKind(word);
            kinds.set(word, kind);
          }
          if (!kind) return;
          const head = verbHead(tokens, k, verbLemma, isModifier);
          if (!head) return;
          const key = `${head.role}:${head.verb}`;
          if (!argumentKinds!.has(key)) argumentKinds!.set(key, new Set());
          argumentKinds!.get(key)!.add(kind);
        });
      }
    }
    return argumentKinds;
  }

  /** Kinds of noun the blank's verb takes in that role (`verbArguments`), cached per item. */
  function argumentsOf(item: BlankItem): readonly string[] {
    let found = itemArguments.get(item.key);
    if (!found) {
      found = item.head
        ? [...(verbArguments().get(`${item.head.role}:${item.head.verb}`) ?? [])]
        : [];
      itemArguments.set(item.key, found);
    }
    return found;
  }

  const itemAvoids = new Map<string, Set<string>>();
  /**
   * Kinds of noun a distractor must not be of: the answer's (and a joined noun's), and those the
   * blank's verb takes in WordNet's examples ("held the ___ in her arms": dog). When the blank is
   * a verb's object or subject, each is widened to its broad kind (`broadKinds`): WordNet's
   * examples are too few to show every kind a verb takes ("visited several ___": no river is
   * visited in them, but a river is a place as a country is).
   */
  function avoidedKinds(item: BlankItem): Set<string> {
    let avoid = itemAvoids.get(item.key);
    if (!avoid) {
      const kinds = [...item.avoidFiles, ...argumentsOf(item)];
      avoid = item.head ? broadKinds(kinds, item.head.role === 'subject') : new Set(kinds);
      itemAvoids.set(item.key, avoid);
    }
    return avoid;
  }

  /** Three wrong options: same part of speech and form, level within one, zipf within one. */
  /**
   * Can the candidate not fit the blank's frame? Nouns: none of its common senses is of a kind
   * the answer's common senses or the blank's joined noun are. Verbs: another kind of act, and
   * none of its common senses takes the kind of object the answer's sense takes (WordNet's
   * verb frames: nothing, a thing, a person). Adjectives and adverbs: another kind first.
   */
  function outsideFrame(item: BlankItem, c: Candidate, strict: boolean): boolean {
    if (item.pos === 'n') {
      const avoid = avoidedKinds(item);
      for (const file of c.lexFiles) if (avoid.has(file)) return false;
      return true;
    }
    if (item.pos === 'v') {
      // With the blank's particle the distractor makes a phrasal verb that may fit ("keep away").
      if (item.particle && source.wordnet.entry(`${c.lemma}_${item.particle}`, 'v')) return false;
      return (
        !c.lexFiles.has(item.sense.synset.lexFile) &&
        !sharesFrame(item.sense.synset, c.senses, item.sentenceFrame ?? null)
      );
    }
    return !strict || c.lexFile !== item.sense.synset.lexFile;
  }

  function distractors(
    item: BlankItem,
    random: RandomSource,
  ): { written: string; c: Candidate }[] | null {
    bank();
    const list = candidates!.get(item.pos)!;
    const rank = levelIndex(item.level);
    // The list is sorted by frequency: the words within one Zipf of the answer are one slice;
    // within two when that leaves too few (the commonest verbs have few peers: "know", "get").
    const slice = (width: number) =>
      list.slice(
        firstAtLeast(list, item.zipf - width),
        firstAtLeast(list, item.zipf + width + 0.000001),
      );
    const chosen: { written: string; c: Candidate }[] = [];
    // Words of another kind (not foods for a food): a word of the same kind fits many WordNet
    // sentences ("sat on the edge of the bed / bath") although no relation links them. Nouns
    // and verbs keep to that; adjectives and adverbs relax it when too few are left.
    const passes =
      item.pos === 'n' || item.pos === 'v'
        ? [
            { strict: true, width: 1 },
            { strict: true, width: 2 },
          ]
        : [
            { strict: true, width: 1 },
            { strict: false, width: 1 },
          ];
    for (const { strict, width } of passes) {
      const near = slice(width);
      for (let tries = 0; tries < 80 && chosen.length < 3 && near.length > 0; tries++) {
        const c = near[pickIndex(near.length, random)]!;
        if (Math.abs(c.level - rank) > 1 || c.lemma === item.lemma) continue;
        if (!outsideFrame(item, c, strict)) continue;
        const written = item.form === 'base' ? c.lemma : words.inflect(c.lemma, c.pos, item.form);
        if (chosen.some((x) => x.written === written) || written === item.answer) continue;
        // A form nobody writes ("goodest") would give itself away.
        if (item.form !== 'base' && words.zipf(written) < 1.5) continue;
        // Nor a form far rarer than its word ("dusts", "ridded").
        if (item.form !== 'base' && rareForm(words.zipf(written), c.zipf)) continue;
        if (words.isSensitiveWord(written) || fits(item, written) || fits(item, c.lemma)) continue;
        chosen.push({ written, c });
      }
    }
    return chosen.length === 3 ? chosen : null;
  }

  function explanation(item: BlankItem, wrong: { written: string; c: Candidate }[]): string {
    const others = wrong.map(({ written, c }) => `"${written}" means ${c.definition}`);
    return `Here "${item.answer}" means ${item.definition}. ${others.join('; ')}: none of them fits this sentence.`;
  }

  function fromItem(item: BlankItem, random: RandomSource): FillBlankQuestion | null {
    if (item.written) return fromWritten(item.written, random, item.definition);
    const chosen = distractors(item, random);
    if (!chosen) return null;
    const wrong = chosen.map((x) => x.written);
    const options = shuffle([item.answer, ...wrong], random);
    const correctIndex = options.indexOf(item.answer);
    return {
      ...toWire(item.sentence, options, correctIndex, explanation(item, chosen)),
      id: item.key,
      answer: item.answer,
      lemma: item.lemma,
      pos: item.pos,
      definition: item.definition,
      level: item.level,
      source: 'wordnet',
    };
  }

  function fromWritten(
    written: WrittenQuestion,
    random: RandomSource,
    meaning?: string,
  ): FillBlankQuestion {
    const answer = written.options[written.correctIndex]!;
    const options = shuffle(written.options, random);
    const correctIndex = options.indexOf(answer);
    const first = sensesOfEntry({ lemma: written.lemma, pos: written.pos }, source)[0];
    return {
      ...toWire(written.sentence, options, correctIndex, written.explanation),
      id: written.id,
      answer,
      lemma: written.lemma,
      pos: written.pos,
      definition: meaning ?? (first ? firstDefinition(first.synset) : written.explanation),
      level: written.level,
      source: 'written',
    };
  }

  /** Our written questions for a level (nearest levels first), for the spec's error paths. */
  function fallback(level: CefrLevel, random: RandomSource, count = 10): FillBlankQuestion[] {
    const rank = levelIndex(level);
    const ordered = shuffle(WRITTEN_FILL_BLANK_QUESTIONS, random).sort(
      (a, b) => Math.abs(levelIndex(a.level) - rank) - Math.abs(levelIndex(b.level) - rank),
    );
    return ordered.slice(0, count).map((w) => fromWritten(w, random));
  }

  /**
   * A game: `count` questions at the level, up to 6 of them in the interest's domains, none the
   * learner saw in the last 7 days while others remain, each answer word once. Our written
   * questions fill any gap.
   */
  function generate(request: GenerateRequest): FillBlankQuestion[] {
    const { level, random } = request;
    const count = request.count ?? 10;
    const seen = request.seen ?? new Set<string>();
    const interest =
      request.interest && request.interest.toLowerCase() !== 'any' ? request.interest : undefined;
    const out: FillBlankQuestion[] = [];
    const lemmas = new Set<string>();
    const take = (pool: BlankItem[], limit: number, allowSeen: boolean) => {
      for (let tries = 0; tries < limit * 8 && out.length < limit && pool.length > 0; tries++) {
        const item = pool[pickIndex(pool.length, random)]!;
        if (lemmas.has(item.lemma) || (!allowSeen && seen.has(item.key))) continue;
        const question = fromItem(item, random);
        if (!question) continue;
        lemmas.add(item.lemma);
        out.push(question);
      }
    };
    if (interest) take(interestPool(level, interest), Math.min(INTEREST_SHARE, count), false);
    take(levelPool(level), count, false);
    take(levelPool(level), count, true);
    if (out.length < count) {
      for (const q of fallback(level, random, WRITTEN_FILL_BLANK_QUESTIONS.length)) {
        if (out.length >= count) break;
        if (!lemmas.has(q.lemma)) out.push(q);
      }
    }
    return shuffle(out, random);
  }

  return {
    bank,
    levelPool,
    interestPool,
    fits,
    fittingWords,
    generate,
    fallback,
    fromItem,
    itemsOfSense,
    argumentsOf,
    /** Warms the bank, the level pools and the verbs' argument kinds (server start-up). */
    warm(): void {
      for (const level of LEVELS.slice(0, 5)) levelPool(level);
      verbArguments();
    },
  };
}

export type FillBlankEngine = ReturnType<typeof createFillBlankEngine>;
