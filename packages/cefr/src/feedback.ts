import STRONGER_WORDS from './data/stronger-words.json';
import type { CefrEngine } from './engine';
import { pastTenseSlips, type PastTenseSlip } from './past-tense';
import { LEVEL_TITLES } from './level-titles';
import { CEFR_LEVELS, levelIndex, type CefrLevel, type LevelScores } from './levels';
import { TEXT_FEATURE_NAMES, type LevelledToken } from './text-features';
import { classFromUpos } from './word-class';

export interface FeedbackInput {
  level: CefrLevel;
  scores: LevelScores;
  tokens: LevelledToken[];
  features: number[];
  engine: CefrEngine;
}

const feature = (features: number[], name: (typeof TEXT_FEATURE_NAMES)[number]): number =>
  features[TEXT_FEATURE_NAMES.indexOf(name)] ?? 0;

const percent = (x: number): string => `${Math.round(x * 100)}%`;
const quoteList = (words: string[]): string => words.map((w) => `"${w}"`).join(', ');

/** Distinct content words at B1 or above, hardest first: the words that lift the level. */
export function liftingWords(tokens: LevelledToken[], limit = 5): string[] {
  const best = new Map<string, number>();
  for (const token of tokens) {
    if (!token.content || !token.level || levelIndex(token.level) < 2) continue;
    const word = token.text.toLowerCase();
    best.set(word, Math.max(best.get(word) ?? -Infinity, token.difficulty ?? 0));
  }
  return [...best]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
}

/** The most used A1-A2 content words (adjectives, adverbs and verbs first): candidates to upgrade. */
export function weakWords(tokens: LevelledToken[], limit = 6): LevelledToken[] {
  const counts = new Map<string, { token: LevelledToken; count: number }>();
  for (const token of tokens) {
    if (!token.content || !token.level || levelIndex(token.level) > 1) continue;
    if (token.pos === 'AUX' || token.lemma.length < 3) continue;
    const key = `${token.pos}:${token.lemma}`;
    const entry = counts.get(key) ?? { token, count: 0 };
    // Vague describing words are the easiest to upgrade, so they rank ahead of nouns.
    entry.count += token.pos === 'NOUN' ? 1 : 1.5;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map((entry) => entry.token);
}

type UpgradeClass = 'adjective' | 'adverb' | 'verb';
const UPGRADES = STRONGER_WORDS as unknown as Record<UpgradeClass, Record<string, string[]>>;

/**
 * A more precise or more vivid word for a common one, from our own list (data/stronger-words.json):
 * the first above the word's level and at most at the target level, the next level up. Synonyms
 * from WordNet were tried first and gave rarer and odder words ("relish" for "enjoyed", "real"
 * for "very"), or no better ones ("frightened" for "scared"); the list holds words a learner at
 * the next level uses, each common enough (feedback.test.ts). Nouns are left alone.
 */
export function strongerWord(
  token: LevelledToken,
  target: CefrLevel,
  engine: CefrEngine,
): string | null {
  const wordClass = classFromUpos(token.pos);
  if (wordClass !== 'adjective' && wordClass !== 'adverb' && wordClass !== 'verb') return null;
  const own = token.level ? levelIndex(token.level) : 0;
  for (const word of UPGRADES[wordClass][token.lemma.toLowerCase()] ?? []) {
    const found = engine.words.levelOf(word, wordClass);
    if (!found) continue;
    const index = levelIndex(found.level);
    if (index > own && index <= levelIndex(target)) return word;
  }
  return null;
}

/** Words that join ideas inside a sentence; advice names only those the text does not use yet. */
const LINKING_WORDS = ['although', 'which', 'because', 'unless', 'while', 'whereas'];

function sentenceAdvice(features: number[], level: CefrLevel, tokens: LevelledToken[]): string[] {
  const advice: string[] = [];
  const meanLength = Math.expm1(feature(features, 'logSentenceLength'));
  if (feature(features, 'sentenceLengthVariation') < 0.25) {
    advice.push('Mix short, direct sentences with longer ones so your writing has more rhythm.');
  }
  if (feature(features, 'subordinationPerSentence') < 0.3) {
    // A text that starts with "Although" is not told to try "although".
    const used = new Set(tokens.map((t) => t.text.toLowerCase()));
    const unused = LINKING_WORDS.filter((w) => !used.has(w)).slice(0, 4);
    if (unused.length > 0) {
      const listed = unused.map((w) => `"${w}"`);
      const words =
        listed.length > 1 ? `${listed.slice(0, -1).join(', ')} or ${listed.at(-1)}` : listed[0];
      advice.push(`Link more of your ideas inside sentences with words such as ${words}.`);
    }
  }
  if (meanLength < 12 && levelIndex(level) < 3) {
    advice.push('Write some longer sentences that give a reason or an example.');
  }
  return advice;
}

/** Plain-language feedback: why this level, which words lift it, what to try next. */
export function buildFeedback({ level, scores, tokens, features, engine }: FeedbackInput): string {
  const parts: string[] = [];
  const index = levelIndex(level);
  const atLeastB1 = scores.B1 + scores.B2 + scores.C1 + scores.C2;
  const basic = scores.A1 + scores.A2;
  const meanLength = Math.round(Math.expm1(feature(features, 'logSentenceLength')));
  parts.push(`Your text reads at level ${level} (${LEVEL_TITLES[level]}).`);
  parts.push(
    `${percent(basic)} of your words are everyday A1-A2 words and ${percent(atLeastB1)} are B1 or above; ` +
      `your sentences have about ${meanLength} words on average.`,
  );
  const lifting = liftingWords(tokens);
  parts.push(
    lifting.length > 0
      ? `Words that lift your level: ${quoteList(lifting)}.`
      : 'You mostly use basic words, which keeps the level low.',
  );
  const slips = pastTenseSlips(
    tokens.map((t) => t.text),
    engine.source,
  );
  if (slips.length > 0) parts.push(pastTenseAdvice(slips));
  const next = CEFR_LEVELS[index + 1];
  if (!next) {
    parts.push('This is proficient writing. Keep using precise vocabulary and varied structures.');
    return parts.join(' ');
  }
  const tips: string[] = [];
  const swaps = weakWords(tokens)
    .flatMap((token) => {
      const better = strongerWord(token, next, engine);
      return better ? [`"${better}" instead of "${token.text.toLowerCase()}"`] : [];
    })
    .slice(0, 3);
  if (swaps.length > 0) tips.push(`Try stronger word choices, for example ${swaps.join(', ')}.`);
  else if (basic > 0.6) tips.push('Replace a few very common words with more precise ones.');
  tips.push(...sentenceAdvice(features, level, tokens));
  parts.push(`To reach ${next}: ${tips.join(' ')}`);
  return parts.join(' ');
}

/** 'Check these past forms: "swam", not "swimmed" ("swum" after "have").' */
function pastTenseAdvice(slips: PastTenseSlip[]): string {
  const fixes = slips.slice(0, 3).map(({ written, past, participle }) => {
    const after = participle === past ? '' : ` ("${participle}" after "have")`;
    return `"${past}", not "${written}"${after}`;
  });
  return `Check ${fixes.length > 1 ? 'these past forms' : 'this past form'}: ${fixes.join('; ')}.`;
}
