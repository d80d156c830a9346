import { remember, type CefrEngine } from './engine';
import type { WordNetPos } from './lexical-source';
import { LEVEL_TITLES } from './level-titles';
import { CEFR_LEVELS, levelIndex, type CefrLevel, type LevelScores } from './levels';
import { TEXT_FEATURE_NAMES, type LevelledToken } from './text-features';
import { classFromUpos, wordNetPosOf, type WordClass } from './word-class';

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

/**
 * A WordNet synonym above the word's level and at most one level above the target. Only the
 * word's main sense is used, and only synonyms whose own main sense is that same meaning, so the
 * suggestion fits where the learner most likely used the word. Nouns are left alone: their
 * synonyms (home -> dwelling) change the register more than they lift it.
 */
export function strongerWord(
  token: LevelledToken,
  target: CefrLevel,
  engine: CefrEngine,
): string | null {
  const wordClass = classFromUpos(token.pos);
  const pos = wordNetPosOf(wordClass);
  const own = token.level ? levelIndex(token.level) : 0;
  if (!pos || wordClass === 'noun') return null;
  // Depends only on the lemma, its class and the two levels: the engine keeps the answer.
  return remember(engine.memo.strings, `stronger ${pos} ${own} ${target} ${token.lemma}`, () =>
    searchStrongerWord(token.lemma, wordClass, pos, own, target, engine),
  );
}

function searchStrongerWord(
  lemma: string,
  wordClass: WordClass,
  pos: WordNetPos,
  own: number,
  target: CefrLevel,
  engine: CefrEngine,
): string | null {
  const token = { lemma };
  const wordnet = engine.source.wordnet;
  const offsets = wordnet.entry(token.lemma, pos)?.offsets.slice(0, 1) ?? [];
  let best: { word: string; zipf: number } | null = null;
  for (const offset of offsets) {
    for (const synonym of wordnet.synonyms(pos, offset)) {
      const word = synonym.toLowerCase();
      if (word === token.lemma || !/^[a-z]+$/.test(word)) continue;
      if (wordnet.entry(word, pos)?.offsets[0] !== offset) continue;
      const found = engine.words.levelOf(word, wordClass);
      if (!found) continue;
      const index = levelIndex(found.level);
      const zipf = engine.zipf(word);
      if (index <= own || index > levelIndex(target) + 1 || zipf < 2.5) continue;
      if (!best || zipf > best.zipf) best = { word, zipf };
    }
  }
  return best?.word ?? null;
}

function sentenceAdvice(features: number[], level: CefrLevel): string[] {
  const advice: string[] = [];
  const meanLength = Math.expm1(feature(features, 'logSentenceLength'));
  if (feature(features, 'sentenceLengthVariation') < 0.25) {
    advice.push('Mix short, direct sentences with longer ones so your writing has more rhythm.');
  }
  if (feature(features, 'subordinationPerSentence') < 0.3) {
    advice.push(
      'Link your ideas inside sentences with words such as "although", "which", "because" or "unless".',
    );
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
  tips.push(...sentenceAdvice(features, level));
  parts.push(`To reach ${next}: ${tips.join(' ')}`);
  return parts.join(' ');
}
