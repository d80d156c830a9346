import type { CefrLevel } from '@lexora/cefr';
import { pickIndex, seededRandom, shuffle, type RandomSource } from '@lexora/games';
import type { Sense, WordData, WordNetPos } from '@lexora/words';
import { formsOf, usesWord } from './examples';
import { checkLevel, fixArticles, type LevelContext } from './simplify';

/** What the learner sees: no answer in it. */
export interface QuickQuestion {
  /**
   * Stable id: the sense, the level and the seed of the options ("court.dict.02~A2~12345" for
   * our dictionary, "court.n.04~A2~12345" for WordNet).
   */
  id: string;
  prompt: string;
  options: string[];
}

export interface QuestionWithAnswer extends QuickQuestion {
  correctIndex: number;
}

interface Donor {
  lemma: string;
  pos: WordNetPos;
  lexFile: string;
  sentence: string;
}

/** Broad kinds of meaning: a wrong option comes from a kind far from the word's own. */
const KIND_OF_FILE: Readonly<Record<string, string>> = {
  'noun.food': 'living',
  'noun.plant': 'living',
  'noun.animal': 'living',
  'noun.body': 'living',
  'noun.substance': 'living',
  'noun.artifact': 'thing',
  'noun.object': 'thing',
  'noun.location': 'thing',
  'noun.person': 'people',
  'noun.group': 'people',
  'noun.time': 'time',
  'noun.feeling': 'mind',
  'noun.cognition': 'mind',
  'noun.communication': 'mind',
  'noun.motive': 'mind',
  'verb.weather': 'nature',
  'verb.consumption': 'body',
  'verb.body': 'body',
  'verb.emotion': 'mind',
  'verb.cognition': 'mind',
  'verb.perception': 'mind',
  'verb.communication': 'mind',
  'verb.motion': 'movement',
  'verb.contact': 'movement',
};
const kindOf = (lexFile: string) => KIND_OF_FILE[lexFile] ?? lexFile;

/**
 * Example sentences of common words that use the word in its base form, one per word: the
 * material for wrong options. Built once from the 2,500 most frequent words,
 * reading only each word's first sense in its main part of speech.
 */
export function createDonorPool(words: WordData, scan = 2500): (pos: WordNetPos) => Donor[] {
  let pools: Map<WordNetPos, Donor[]> | undefined;
  const build = () => {
    const built = new Map<WordNetPos, Donor[]>([
      ['n', []],
      ['v', []],
    ]);
    const { wordnet } = words.source;
    for (const word of words.source.frequency.ranked().slice(0, scan)) {
      if (!/^[a-z]{3,}$/.test(word) || words.isSensitiveWord(word)) continue;
      const noun = wordnet.entry(word, 'n');
      const verb = wordnet.entry(word, 'v');
      const pos: WordNetPos | undefined =
        noun && (!verb || noun.semcor >= verb.semcor) ? 'n' : verb ? 'v' : undefined;
      const offset = pos ? (pos === 'n' ? noun : verb)?.offsets[0] : undefined;
      if (!pos || offset === undefined) continue;
      const synset = wordnet.synset(pos, offset);
      const sentence = synset.examples.find(
        (e) => e.split(' ').length <= 12 && new RegExp(`\\b${word}\\b`).test(e),
      );
      if (sentence && isKind(sentence, words)) {
        built.get(pos)?.push({ lemma: word, pos, lexFile: synset.lexFile, sentence });
      }
    }
    return built;
  };
  return (pos) => {
    pools ??= build();
    // Adjectives and adverbs go into a noun's place: a wrong option by its grammar.
    return pools.get(pos === 'v' ? 'v' : 'n') ?? [];
  };
}

/** Words that make a quiz sentence unkind for a learner, beside the profanity list. */
const GRIM =
  /\b(kill|killed|killing|die|died|dead|death|murder\w*|war|wars|bomb\w*|gun|guns|blood|suicide|rape\w*|drunk)\b/i;

function isKind(sentence: string, words: WordData): boolean {
  if (GRIM.test(sentence)) return false;
  return !(sentence.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => words.isSensitiveWord(w));
}

const DETERMINER = /^(a|an|the|this|that|my|your|his|her|its|our|their|some|no|any)$/i;

/** The donor word stands where only a noun fits: after a determiner, then the end or "of"... */
function nounSlot(donor: Donor): boolean {
  const words = donor.sentence.split(/\s+/).map((w) => w.replace(/[^a-zA-Z']/g, ''));
  const at = words.findIndex((w) => w.toLowerCase() === donor.lemma);
  const before = words[at - 1] ?? '';
  const after = words[at + 1] ?? '';
  return (
    at > 0 &&
    DETERMINER.test(before) &&
    (after === '' || /^(of|in|on|at|for|with|to|from)$/.test(after))
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function finish(sentence: string): string {
  const trimmed = sentence.trim();
  return capitalise(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
}

/**
 * "Choose the sentence that uses the word correctly": the right option is the explanation's
 * first example; the two wrong ones put the word into example sentences of common words of the
 * same part of speech whose meaning is of another kind ("They ate court for dinner."), so the
 * grammar fits and the meaning does not; an adjective or adverb goes into a noun's place. Deterministic for a seed, so the server can rebuild
 * the question from its id and check an answer.
 */
export function buildQuestion(
  sense: Sense,
  correctSentence: string,
  seed: number,
  context: LevelContext,
  donors: (pos: WordNetPos) => Donor[],
): QuestionWithAnswer | null {
  const { words } = context;
  const random: RandomSource = seededRandom(seed);
  // No kind of meaning any sense of the word has in this part of speech: the swapped sentence
  // must not make sense by accident.
  const ownKinds = new Set(
    words
      .lookup(sense.lemma)
      .senses.filter((s) => s.pos === sense.pos)
      .map((s) => kindOf(s.synset.lexFile)),
  );
  const forms = formsOf(sense, words);
  const candidates = donors(sense.pos).filter(
    (d) =>
      (d.pos !== sense.pos || !ownKinds.has(kindOf(d.lexFile))) &&
      d.lemma !== sense.lemma &&
      !forms.has(d.lemma),
  );
  // Sentences about living things and times restrict their nouns most ("We ate the court."),
  // so they are tried first; then any other kind.
  const strong = candidates.filter((d) => ['living', 'time'].includes(kindOf(d.lexFile)));
  const wrong: string[] = [];
  const used = new Set<string>();
  for (let tries = 0; tries < 60 && wrong.length < 2 && candidates.length > 0; tries++) {
    const pool = tries < 30 && strong.length > 0 && sense.pos === 'n' ? strong : candidates;
    const donor = pool[pickIndex(pool.length, random)]!;
    if (used.has(kindOf(donor.lexFile))) continue;
    // An adjective or adverb in a noun's place must stay wrong: right after a determiner and
    // not before a noun ("She told a resilient story", "true in fact and resilient" read well).
    if (donor.pos !== sense.pos && !nounSlot(donor)) continue;
    const swapped = finish(
      fixArticles(donor.sentence.replace(new RegExp(`\\b${donor.lemma}\\b`), sense.lemma)),
    );
    if (!usesWord(swapped, forms) || checkLevel(swapped, context).above.length > 0) continue;
    used.add(kindOf(donor.lexFile));
    wrong.push(swapped);
  }
  if (wrong.length < 2) return null;
  const right = finish(correctSentence);
  const options = shuffle([right, ...wrong], random);
  return {
    id: `${sense.id}~${context.level}~${seed}`,
    prompt: `Which sentence uses "${sense.lemma}" correctly?`,
    options,
    correctIndex: options.indexOf(right),
  };
}

/**
 * Splits a question id into sense, level and seed; null if malformed. The sense is WordNet's
 * ("court.n.04~A2~12345") or our dictionary's ("court.dict.02~A2~12345").
 */
export function parseQuestionId(
  id: string,
): { senseId: string; level: CefrLevel; seed: number } | null {
  const match = /^(.{1,80}\.(?:[nvar]|dict)\.\d{2,3})~(A1|A2|B1|B2|C1|C2)~(\d{1,10})$/.exec(id);
  if (!match) return null;
  const seed = Number(match[3]);
  return seed <= 0xffffffff
    ? { senseId: match[1] ?? '', level: match[2] as CefrLevel, seed }
    : null;
}
