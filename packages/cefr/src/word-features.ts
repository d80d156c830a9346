import type { LexicalSource, WordNetPos } from './lexical-source';
import { wordNetPosOf, type WordClass } from './word-class';
import { baseZipf, bestSpellingZipf, familyGlossCount, familyZipf, lemmaZipf } from './word-forms';

export const WORD_FEATURE_NAMES = [
  'zipf',
  'zipfSquared',
  'zipfAbove3',
  'zipfAbove4',
  'zipfAbove5',
  'familyZipf',
  'sensesInClass',
  'sensesAll',
  'taggedInClass',
  'semcorInClass',
  'semcorAll',
  'inWordNet',
  'hypernymDepth',
  'syllables',
  'letters',
  'inCmudict',
  'isNoun',
  'isVerb',
  'isAdjective',
  'isAdverb',
  'abstractSuffix',
  'adjectiveSuffix',
  'lySuffix',
  'prefix',
  'participleForm',
  'concreteDomain',
  'abstractDomain',
  'relationalAdjective',
  'compound',
  'hyponyms',
  'topicDomain',
  'zipfNoun',
  'zipfVerb',
  'zipfAdjective',
  // Added 2026-11-21 (word CV exact 0.427 -> see docs/ARCHITECTURE-cefr.md).
  'baseZipf',
  'syllablesSquared',
  'semcorShareOfClass',
  'glossFamily',
  'zipfFunction',
  'glossCount',
  'syllablesAfterStress',
  'familyGain',
  'zipfTimesSenses',
  'edFormGain',
  'derivationallyRelated',
  'absentFromGlosses',
  'minHypernymDepth',
  'timeSenses',
  'hyphenated',
  'ingFormGain',
  'taggedShare',
  'hasAntonym',
  'alsoVerb',
  'firstSensePointers',
  'lettersSquared',
  'senseShareOfClass',
  'foodSenses',
  'yFormGain',
  'stressedSyllable',
  'commonestInflection',
  'zipfTimesLetters',
  'personSenses',
  'abstractSenses',
  'derived',
  'zipfAbove6',
  'attributeSenses',
  'contactSenses',
  'otherClassSemcor',
  'zipfBelow2',
  'schwaShare',
  'bodySenses',
  'groupSenses',
  'initialStress',
] as const;

const ABSTRACT_SUFFIX = /(tion|sion|ity|ness|ment|ance|ence|ism|ship|hood|ure)$/;
const ADJECTIVE_SUFFIX = /(ous|ive|al|ic|able|ible|ful|less|ish|ant|ent)$/;
const PREFIX = /^(un|in|im|ir|il|dis|re|mis|over|under|pre|non|inter|trans|counter)/;
const CONCRETE = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.body',
  'noun.food',
  'noun.plant',
  'noun.object',
  'noun.person',
  'noun.substance',
  'noun.location',
  'noun.time',
  'verb.motion',
  'verb.consumption',
  'verb.body',
  'verb.contact',
  'verb.weather',
]);
const ABSTRACT = new Set([
  'noun.attribute',
  'noun.cognition',
  'noun.state',
  'noun.relation',
  'noun.act',
  'noun.process',
  'noun.phenomenon',
  'noun.motive',
  'noun.feeling',
  'noun.group',
  'noun.possession',
  'verb.cognition',
  'verb.social',
  'verb.stative',
  'verb.change',
  'verb.communication',
]);

function estimateSyllables(word: string): number {
  const groups = word.replace(/e$/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Features of a lemma in a word class; see WORD_FEATURE_NAMES for the order. */
export function wordFeatures(lemma: string, wordClass: WordClass, source: LexicalSource): number[] {
  const word = lemma.toLowerCase();
  const rawZipf = (w: string) => source.frequency.zipf(w);
  const zipf = lemmaZipf(word, rawZipf);
  const pos = wordNetPosOf(wordClass);
  const entry = pos ? source.wordnet.entry(word, pos) : undefined;
  let sensesAll = 0;
  let semcorAll = 0;
  for (const p of ['n', 'v', 'a', 'r'] as WordNetPos[]) {
    const other = source.wordnet.entry(word, p);
    sensesAll += other?.senses ?? 0;
    semcorAll += other?.semcor ?? 0;
  }
  const first = entry?.offsets[0];
  const lexFile = pos && first !== undefined ? source.wordnet.lexFile(pos, first) : '';
  const depth =
    pos && first !== undefined && (pos === 'n' || pos === 'v')
      ? source.wordnet.depth(pos, first)
      : 0;
  const firstPointers = pos && first !== undefined ? source.wordnet.pointers(pos, first) : [];
  // Technical words: a topic or usage domain pointer on one of the main senses.
  const topicDomain =
    pos && entry?.offsets.slice(0, 2).some((o) => source.wordnet.pointers(pos, o).includes(';c'))
      ? 1
      : 0;
  const cmu = source.syllables.syllables(word);
  const letters = word.replace(/[^a-z]/g, '').length;
  const stem = word.replace(/(ed|ing)$/, '');
  const participle =
    stem !== word && (source.wordnet.entry(stem, 'v') || source.wordnet.entry(`${stem}e`, 'v'))
      ? 1
      : 0;
  return [
    zipf,
    zipf * zipf,
    Math.max(0, zipf - 3),
    Math.max(0, zipf - 4),
    Math.max(0, zipf - 5),
    familyZipf(word, rawZipf),
    Math.log1p(entry?.senses ?? 0),
    Math.log1p(sensesAll),
    Math.log1p(entry?.tagged ?? 0),
    Math.log1p(entry?.semcor ?? 0),
    Math.log1p(semcorAll),
    entry ? 1 : 0,
    depth,
    cmu ?? estimateSyllables(word),
    letters,
    cmu === undefined ? 0 : 1,
    wordClass === 'noun' ? 1 : 0,
    wordClass === 'verb' ? 1 : 0,
    wordClass === 'adjective' ? 1 : 0,
    wordClass === 'adverb' ? 1 : 0,
    ABSTRACT_SUFFIX.test(word) && letters > 6 ? 1 : 0,
    ADJECTIVE_SUFFIX.test(word) && letters > 5 ? 1 : 0,
    word.endsWith('ly') && letters > 4 ? 1 : 0,
    PREFIX.test(word) && letters > 6 ? 1 : 0,
    participle,
    CONCRETE.has(lexFile) ? 1 : 0,
    ABSTRACT.has(lexFile) ? 1 : 0,
    lexFile === 'adj.pert' ? 1 : 0,
    /[-_ ]/.test(word) ? 1 : 0,
    Math.log1p(firstPointers.filter((p) => p === '~' || p === '~i').length),
    topicDomain,
    wordClass === 'noun' ? zipf : 0,
    wordClass === 'verb' ? zipf : 0,
    wordClass === 'adjective' ? zipf : 0,
    ...extraFeatures({ word, wordClass, source, zipf, entry, sensesAll, semcorAll }),
  ];
}

const share = (values: string[], test: (v: string) => boolean): number =>
  values.length === 0 ? 0 : values.filter(test).length / values.length;

/** Stress position and reduced vowels from the first CMUdict pronunciation. */
function stressFeatures(pronunciation: string | undefined) {
  const vowels = (pronunciation ?? '').split(' ').filter((p) => /\d$/.test(p));
  const stressed = vowels.findIndex((v) => v.endsWith('1'));
  if (pronunciation === undefined) return { afterStress: 0, position: 0, initial: 0, schwa: 0 };
  return {
    afterStress: stressed === -1 ? 0 : vowels.length - 1 - stressed,
    position: stressed === -1 ? 0 : stressed,
    initial: vowels[0]?.endsWith('1') ? 1 : 0,
    schwa: vowels.filter((v) => v === 'AH0').length / Math.max(1, vowels.length),
  };
}

/**
 * The second block of features: derivation base, spelling-robust inflection gains, WordNet
 * glosses as a defining-vocabulary frequency, how much of the word's use is in this class,
 * sense-domain shares, stress pattern and a few interactions with zipf.
 */
function extraFeatures(lemma: {
  word: string;
  wordClass: WordClass;
  source: LexicalSource;
  zipf: number;
  /** The WordNet entry in this class, and sense and SemCor counts over all classes. */
  entry: ReturnType<LexicalSource['wordnet']['entry']>;
  sensesAll: number;
  semcorAll: number;
}): number[] {
  const { word, wordClass, source, zipf, entry, sensesAll, semcorAll } = lemma;
  const rawZipf = (w: string) => source.frequency.zipf(w);
  const pos = wordNetPosOf(wordClass);
  const offsets = entry?.offsets ?? [];
  const lexFiles = pos ? offsets.map((o) => source.wordnet.lexFile(pos, o)) : [];
  const pointers = pos ? offsets.map((o) => source.wordnet.pointers(pos, o)) : [];
  const depths =
    pos === 'n' || pos === 'v'
      ? offsets.map((o) => source.wordnet.depth(pos, o))
      : offsets.map(() => 0);
  const otherSemcor = pos ? semcorAll - (entry?.semcor ?? 0) : 0;
  const base = baseZipf(word, rawZipf);
  const glossFamily = familyGlossCount(word, source);
  const syllables = source.syllables.syllables(word) ?? estimateSyllables(word);
  const letters = word.replace(/[^a-z]/g, '').length;
  const senses = Math.log1p(entry?.senses ?? 0);
  const stress = stressFeatures(source.syllables.pronunciation(word));
  const formGain = (suffix: string) => bestSpellingZipf(word + suffix, rawZipf) - zipf;
  const lexShare = (file: string) => share(lexFiles, (f) => f === file);
  return [
    base ?? bestSpellingZipf(word, rawZipf),
    syllables ** 2,
    entry ? (entry.semcor + 1) / (semcorAll + 1) : 0,
    Math.log1p(glossFamily),
    wordClass === 'function' ? zipf : 0,
    Math.log1p(source.wordnet.glossCount(word)),
    stress.afterStress,
    familyZipf(word, rawZipf) - zipf,
    zipf * senses,
    formGain('ed'),
    Math.log1p(pointers.reduce((s, p) => s + p.filter((q) => q === '+').length, 0)),
    glossFamily === 0 ? 1 : 0,
    depths.length === 0 ? 0 : Math.min(...depths),
    lexShare('noun.time'),
    word.includes('-') ? 1 : 0,
    formGain('ing'),
    entry && entry.senses > 0 ? entry.tagged / entry.senses : 0,
    pointers.some((p) => p.includes('!')) ? 1 : 0,
    wordClass !== 'verb' && source.wordnet.entry(word, 'v') ? 1 : 0,
    Math.log1p(pointers[0]?.length ?? 0),
    letters ** 2,
    entry && sensesAll > 0 ? entry.senses / sensesAll : 0,
    lexShare('noun.food'),
    formGain('y'),
    stress.position,
    Math.max(
      rawZipf(`${word}s`),
      rawZipf(`${word}ed`),
      rawZipf(`${word}ing`),
      word.endsWith('e') ? rawZipf(`${word.slice(0, -1)}ing`) : 0,
    ),
    zipf * letters,
    lexShare('noun.person'),
    share(lexFiles, (f) => ABSTRACT.has(f)),
    base === undefined ? 0 : 1,
    Math.max(0, zipf - 6),
    lexShare('noun.attribute'),
    lexShare('verb.contact'),
    Math.log1p(otherSemcor),
    Math.max(0, 2 - zipf),
    stress.schwa,
    lexShare('noun.body'),
    lexShare('noun.group'),
    stress.initial,
  ];
}
