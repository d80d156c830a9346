import { wordsOf } from './counters';
import { levelTokens, type CefrEngine } from './engine';
import { buildFeedback } from './feedback';
import {
  assessmentScore,
  CEFR_LEVELS,
  emptyScores,
  type CefrLevel,
  type LevelScores,
} from './levels';
import { genreFeatures } from './genre-features';
import { levelDistribution, textFeatures, type LevelledToken } from './text-features';
import { isSentenceInput, predictTextLevel } from './text-level';
import { rateSentenceStarts } from './sentence-start';
import { normaliseTypography, validateText } from './validation';

/** A token for highlighting: offsets into the analysed (trimmed) text, never HTML. */
export interface AnalysedToken {
  text: string;
  start: number;
  end: number;
  /** CEFR level of the word; null for proper nouns, numbers, symbols, punctuation, unknown words. */
  level: CefrLevel | null;
  lemma: string;
  pos: string;
}

export interface AnalysisResult {
  /** The analysed text (trimmed input); token offsets point into it. */
  text: string;
  level: CefrLevel;
  dominantLevel: CefrLevel;
  /** Share of levelled word tokens per level; sums to 1. */
  scores: LevelScores;
  /** The text model's probability for each level. */
  levelProbabilities: LevelScores;
  wordCount: number;
  uniqueWords: number;
  sentenceCount: number;
  score: number;
  tokens: AnalysedToken[];
  feedback: string;
}

export type AnalysisOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'ok'; result: AnalysisResult };

export interface AnalyzeOptions {
  /** Apply the spec's text rules first (default true). Off for data sets of single sentences. */
  validate?: boolean;
}

function toScores(values: number[]): LevelScores {
  const scores = emptyScores();
  CEFR_LEVELS.forEach((level, i) => (scores[level] = values[i] ?? 0));
  return scores;
}

/** Shares that sum to exactly 1 (the last non-zero level absorbs rounding noise). */
function normalise(scores: LevelScores): LevelScores {
  const total = CEFR_LEVELS.reduce((s, l) => s + scores[l], 0);
  const result = emptyScores();
  if (total <= 0) return result;
  for (const level of CEFR_LEVELS) result[level] = scores[level] / total;
  const last = [...CEFR_LEVELS].reverse().find((l) => result[l] > 0) ?? 'A1';
  result[last] += 1 - CEFR_LEVELS.reduce((s, l) => s + result[l], 0);
  return result;
}

export function analyzeText(
  input: string,
  engine: CefrEngine,
  options: AnalyzeOptions = {},
): AnalysisOutcome {
  const text = normaliseTypography(input).trim();
  if (text.length === 0) return { kind: 'empty' };
  if (options.validate !== false) {
    const outcome = validateText(text);
    if (outcome.kind !== 'valid') return outcome;
  }
  // The text model reads the tokens it was trained on; learners see every word rated that can be
  // (sentence-initial common words included), and the chart counts what they see.
  const modelTokens: LevelledToken[] = levelTokens(text, engine);
  const features = textFeatures(modelTokens, levelDistribution(modelTokens));
  const { level, probabilities } = predictTextLevel(
    engine.textModels,
    features,
    genreFeatures(text, modelTokens),
    isSentenceInput(modelTokens),
  );
  const tokens = rateSentenceStarts(text, modelTokens, engine);
  const levelProbabilities = normalise(toScores(probabilities));
  const hasLevelledWords = tokens.some((t) => t.level !== null);
  // Without a single levelled word (only names and numbers) the text model's view is all we have.
  const scores = hasLevelledWords ? normalise(levelDistribution(tokens)) : levelProbabilities;
  const words = wordsOf(text);
  const sentenceCount = new Set(tokens.map((t) => t.sentence)).size;
  return {
    kind: 'ok',
    result: {
      text,
      level,
      dominantLevel: level,
      scores,
      levelProbabilities,
      wordCount: words.length,
      uniqueWords: new Set(words.map((w) => w.toLowerCase())).size,
      sentenceCount,
      score: assessmentScore(scores),
      tokens: tokens.map(({ text: t, start, end, level: l, lemma, pos }) => ({
        text: t,
        start,
        end,
        level: l,
        lemma,
        pos,
      })),
      feedback: buildFeedback({ level, scores, tokens, features, engine }),
    },
  };
}
