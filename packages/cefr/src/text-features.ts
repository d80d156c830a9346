import { CEFR_LEVELS, type CefrLevel, type LevelScores } from './levels';

export interface LevelledToken {
  text: string;
  start: number;
  end: number;
  lemma: string;
  pos: string;
  kind: string;
  sentence: number;
  level: CefrLevel | null;
  difficulty: number | null;
  /** Zipf frequency of the lemma (SUBTLEX), null when the token has no level. */
  zipf: number | null;
  content: boolean;
}

export const TEXT_FEATURE_NAMES = [
  'shareA1',
  'shareA2',
  'shareB1',
  'shareB2',
  'shareC1',
  'shareC2',
  'typesAtLeastB1',
  'typesAtLeastB2',
  'typesAtLeastC1',
  'meanDifficulty',
  'medianDifficulty',
  'upperQuartileDifficulty',
  'highDifficulty',
  'logSentenceLength',
  'sentenceLengthVariation',
  'logLongestSentence',
  'subordinationPerSentence',
  'commasPerSentence',
  'lexicalDiversity',
  'lettersPerWord',
  'longWordShare',
  'logWordCount',
  'unknownWordShare',
  'properNounShare',
  'personalPronounShare',
  'contractionShare',
  'questionsPerSentence',
  'nominalisationShare',
  'nounShare',
  'verbShare',
  'adjectiveShare',
  'adverbShare',
  'rareZipfQuantile',
  'lowZipfQuantile',
  'shareBelowZipf3',
  'shareBelowZipf4',
  'typeMeanDifficulty',
  'passivePerSentence',
  'perfectPerSentence',
  'modalShare',
  'relativePerSentence',
  'gerundShare',
  'semicolonColonDashPerSentence',
  'longSentenceShare',
  'adpositionShare',
  'contentLetters',
  'softLevelMean',
  'shareBelowZipf3_5',
  'shareBelowZipf4_5',
  'shareBelowZipf5',
  'typeShareBelowZipf3_5',
  'typeShareBelowZipf4',
] as const;

const SUBORDINATORS = new Set([
  'although',
  'because',
  'since',
  'unless',
  'whereas',
  'while',
  'whilst',
  'though',
  'whether',
  'which',
  'who',
  'whom',
  'whose',
  'whereby',
  'wherever',
  'whenever',
  'if',
  'until',
  'once',
]);

/** Moving-average type-token ratio: lexical diversity that does not fall with text length. */
export function movingTypeTokenRatio(words: string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  for (let i = 0; i < window; i++) counts.set(words[i]!, (counts.get(words[i]!) ?? 0) + 1);
  let total = counts.size;
  for (let i = window; i < words.length; i++) {
    const out = words[i - window]!;
    const left = (counts.get(out) ?? 1) - 1;
    if (left === 0) counts.delete(out);
    else counts.set(out, left);
    counts.set(words[i]!, (counts.get(words[i]!) ?? 0) + 1);
    total += counts.size;
  }
  return total / (words.length - window + 1) / window;
}

export function levelDistribution(tokens: LevelledToken[]): LevelScores {
  const scores = { A1: 0, A2: 0, B1: 0, B2: 0, C1: 0, C2: 0 };
  let levelled = 0;
  for (const token of tokens) {
    if (!token.level) continue;
    scores[token.level]++;
    levelled++;
  }
  if (levelled === 0) return scores;
  for (const level of CEFR_LEVELS) scores[level] /= levelled;
  return scores;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const PERSONAL = new Set(['i', 'me', 'my', 'you', 'your', 'we', 'our', 'us']);
const NOMINALISATION = /(tion|sion|ment|ness|ity|ance|ence)s?$/;

function share(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}

/** Text-level features, in TEXT_FEATURE_NAMES order. */
export function textFeatures(tokens: LevelledToken[], scores: LevelScores): number[] {
  const words = tokens.filter((t) => t.kind === 'word');
  const sentenceLengths = new Map<number, number>();
  let subordinators = 0;
  const posCounts = new Map<string, number>();
  let personal = 0;
  let contractions = 0;
  let nominalisations = 0;
  for (const word of words) {
    sentenceLengths.set(word.sentence, (sentenceLengths.get(word.sentence) ?? 0) + 1);
    const lower = word.text.toLowerCase();
    if (word.pos === 'SCONJ' || (SUBORDINATORS.has(lower) && word.pos !== 'ADV')) subordinators++;
    posCounts.set(word.pos, (posCounts.get(word.pos) ?? 0) + 1);
    if (PERSONAL.has(lower)) personal++;
    if (lower.includes("'") || lower.includes('’')) contractions++;
    if (word.pos === 'NOUN' && NOMINALISATION.test(lower) && lower.length > 6) nominalisations++;
  }
  const lengths = [...sentenceLengths.values()];
  const sentences = Math.max(1, lengths.length);
  const meanLength = words.length / sentences;
  const variance = lengths.reduce((s, l) => s + (l - meanLength) ** 2, 0) / sentences;
  const content = tokens.filter((t) => t.content && t.difficulty !== null);
  const difficulties = content.map((t) => t.difficulty!).sort((a, b) => a - b);
  const meanDifficulty = difficulties.reduce((a, b) => a + b, 0) / Math.max(1, difficulties.length);
  const types = new Map<string, number>();
  for (const token of content) types.set(`${token.pos}:${token.lemma}`, levelIndexOf(token));
  const typeLevels = [...types.values()];
  const typeDifficulty = new Map(content.map((t) => [`${t.pos}:${t.lemma}`, t.difficulty!]));
  const zipfs = content.map((t) => t.zipf ?? 0).sort((a, b) => a - b);
  const typeZipfs = [...new Map(content.map((t) => [t.lemma, t.zipf ?? 0])).values()];
  const letters = words.reduce((s, w) => s + w.text.length, 0);
  const longWords = words.filter((w) => w.text.length >= 9).length;
  const unknown = words.filter(
    (w) => w.level === null && w.pos !== 'PROPN' && /^[a-z]+$/.test(w.text),
  ).length;
  const punctuation = tokens.filter((t) => t.kind === 'punctuation');
  const pos = (tag: string) => share(posCounts.get(tag) ?? 0, words.length);
  return [
    ...CEFR_LEVELS.map((level) => scores[level]),
    share(typeLevels.filter((l) => l >= 2).length, typeLevels.length),
    share(typeLevels.filter((l) => l >= 3).length, typeLevels.length),
    share(typeLevels.filter((l) => l >= 4).length, typeLevels.length),
    meanDifficulty,
    quantile(difficulties, 0.5),
    quantile(difficulties, 0.75),
    quantile(difficulties, 0.9),
    Math.log1p(meanLength),
    meanLength > 0 ? Math.sqrt(variance) / meanLength : 0,
    Math.log1p(Math.max(0, ...lengths)),
    subordinators / sentences,
    punctuation.filter((t) => t.text === ',').length / sentences,
    movingTypeTokenRatio(words.map((w) => w.lemma)),
    share(letters, words.length),
    share(longWords, words.length),
    Math.log1p(words.length),
    share(unknown, words.length),
    pos('PROPN'),
    share(personal, words.length),
    share(contractions, words.length),
    punctuation.filter((t) => t.text === '?').length / sentences,
    share(nominalisations, words.length),
    pos('NOUN'),
    pos('VERB'),
    pos('ADJ'),
    pos('ADV'),
    quantile(zipfs, 0.1),
    quantile(zipfs, 0.25),
    share(zipfs.filter((z) => z < 3).length, zipfs.length),
    share(zipfs.filter((z) => z < 4).length, zipfs.length),
    share(
      [...typeDifficulty.values()].reduce((a, b) => a + b, 0),
      typeDifficulty.size,
    ),
    ...syntaxFeatures(tokens, words, sentences, lengths),
    share(zipfs.filter((z) => z < 3.5).length, zipfs.length),
    share(zipfs.filter((z) => z < 4.5).length, zipfs.length),
    share(zipfs.filter((z) => z < 5).length, zipfs.length),
    share(typeZipfs.filter((z) => z < 3.5).length, typeZipfs.length),
    share(typeZipfs.filter((z) => z < 4).length, typeZipfs.length),
  ];
}

function levelIndexOf(token: LevelledToken): number {
  return token.level ? CEFR_LEVELS.indexOf(token.level) : 0;
}

const MODALS = new Set([
  'can',
  'could',
  'may',
  'might',
  'must',
  'shall',
  'should',
  'will',
  'would',
]);
const RELATIVES = new Set(['which', 'who', 'whom', 'whose', 'whereby']);

/** Grammar proxies from part-of-speech patterns (wink-nlp has no parser). */
function syntaxFeatures(
  tokens: LevelledToken[],
  words: LevelledToken[],
  sentences: number,
  lengths: number[],
): number[] {
  let passive = 0;
  let perfect = 0;
  let gerunds = 0;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const before = words[i - 1]!;
    const participle = word.pos === 'VERB' && /(ed|en|wn|ung|lt)$/.test(word.text.toLowerCase());
    if (participle && before.lemma === 'be') passive++;
    if (participle && before.lemma === 'have') perfect++;
    if (word.pos === 'VERB' && word.text.endsWith('ing') && before.lemma !== 'be') gerunds++;
  }
  const content = words.filter((w) => w.content);
  const levelled = words.filter((w) => w.level !== null);
  return [
    passive / sentences,
    perfect / sentences,
    share(words.filter((w) => MODALS.has(w.text.toLowerCase())).length, words.length),
    words.filter((w) => RELATIVES.has(w.text.toLowerCase())).length / sentences,
    share(gerunds, words.length),
    tokens.filter((t) => t.text === ';' || t.text === ':' || t.text === '-' || t.text === '\u2013')
      .length / sentences,
    share(lengths.filter((l) => l > 25).length, lengths.length),
    share(words.filter((w) => w.pos === 'ADP').length, words.length),
    share(
      content.reduce((s, w) => s + w.text.length, 0),
      content.length,
    ),
    share(
      levelled.reduce((s, w) => s + CEFR_LEVELS.indexOf(w.level!), 0),
      levelled.length,
    ),
  ];
}
