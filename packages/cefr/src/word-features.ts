import type { LexicalSource, WordNetPos } from './lexical-source';
import { wordNetPosOf, type WordClass } from './word-class';

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

/** Zipf of the lemma's inflection family (the forms a learner meets), summed on a linear scale. */
function familyZipf(word: string, source: LexicalSource): number {
  const forms = new Set([word, `${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`]);
  if (word.endsWith('e')) forms.add(`${word.slice(0, -1)}ing`);
  if (word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`).add(`${word.slice(0, -1)}ied`);
  let total = 0;
  for (const form of forms) total += 10 ** source.frequency.zipf(form);
  return Math.log10(total);
}

/** Features of a lemma in a word class; see WORD_FEATURE_NAMES for the order. */
export function wordFeatures(lemma: string, wordClass: WordClass, source: LexicalSource): number[] {
  const word = lemma.toLowerCase();
  const zipf = source.frequency.zipf(word);
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
    familyZipf(word, source),
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
  ];
}
