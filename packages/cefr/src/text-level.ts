import { CEFR_LEVELS, type CefrLevel } from './levels';
import { classProbabilities, latentScore, mostLikelyClass, type OrdinalModel } from './ordinal';
import type { LevelledToken } from './text-features';

/** Two learned models: single sentences and texts behave differently (CEFR-SP vs. graded texts). */
export interface TextModels {
  sentence: OrdinalModel;
  text: OrdinalModel;
}

export interface TextLevel {
  level: CefrLevel;
  /** Probability of each level from the text model, A1..C2. */
  probabilities: number[];
}

/** One sentence holds all the words: the input is a sentence rather than a text. */
export function isSentenceInput(tokens: LevelledToken[]): boolean {
  const sentences = new Set(tokens.filter((t) => t.kind === 'word').map((t) => t.sentence));
  return sentences.size <= 1;
}

export function predictTextLevel(
  models: TextModels,
  features: number[],
  sentenceInput: boolean,
): TextLevel {
  const model = sentenceInput ? models.sentence : models.text;
  const probabilities = classProbabilities(model, latentScore(model, features));
  return { level: CEFR_LEVELS[mostLikelyClass(probabilities)] ?? 'B1', probabilities };
}
