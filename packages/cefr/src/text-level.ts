import { CEFR_LEVELS, type CefrLevel } from './levels';
import { classProbabilities, decideClass, latentScore, type OrdinalModel } from './ordinal';
import { softmaxProbabilities, type SoftmaxModel } from './softmax';
import { GENRE_FEATURE_NAMES } from './genre-features';
import { TEXT_FEATURE_NAMES, type LevelledToken } from './text-features';

/**
 * Learned text-level models. Single sentences have their own model (trained on CEFR-SP).
 * For texts, a router estimates the kind of text (exam reading text, graded reader text, news
 * article, learner answer) and each kind's expert gives level probabilities; the mixture weights
 * them by the router's probabilities. Data sets label levels on different scales per text type.
 */
export interface TextModels {
  sentence: OrdinalModel;
  genres: string[];
  /** Inputs: genre features, then the text features it names after them. */
  router: SoftmaxModel;
  experts: OrdinalModel[];
}

export interface TextLevel {
  level: CefrLevel;
  /** Probability of each level, A1..C2. */
  probabilities: number[];
  /** Probability of each kind of text (empty for a single sentence). */
  genreProbabilities: number[];
}

/** One sentence holds all the words: the input is a sentence rather than a text. */
export function isSentenceInput(tokens: LevelledToken[]): boolean {
  const sentences = new Set(tokens.filter((t) => t.kind === 'word').map((t) => t.sentence));
  return sentences.size <= 1;
}

/** Level features the router sees besides the genre features (few: fewer learned numbers). */
export const ROUTER_TEXT_FEATURES = [
  'meanDifficulty',
  'typeMeanDifficulty',
  'logSentenceLength',
  'sentenceLengthVariation',
  'lexicalDiversity',
  'lettersPerWord',
  'commasPerSentence',
  'contractionShare',
];

/** Router input: all genre features, then the named text features. */
export function routerInput(
  genreFeatures: number[],
  features: number[],
  names: string[] = [...GENRE_FEATURE_NAMES, ...ROUTER_TEXT_FEATURES],
): number[] {
  return names.slice(GENRE_FEATURE_NAMES.length).reduce(
    (input, name) => {
      input.push(features[TEXT_FEATURE_NAMES.indexOf(name as never)] ?? 0);
      return input;
    },
    [...genreFeatures],
  );
}

function argmax(values: number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > (values[best] ?? -Infinity)) best = i;
  });
  return best;
}

export function predictTextLevel(
  models: TextModels,
  features: number[],
  genreFeatures: number[],
  sentenceInput: boolean,
): TextLevel {
  if (sentenceInput) {
    const model = models.sentence;
    const probabilities = classProbabilities(model, latentScore(model, features));
    return {
      level: CEFR_LEVELS[decideClass(model, probabilities)] ?? 'B1',
      probabilities,
      genreProbabilities: [],
    };
  }
  const genreProbabilities = softmaxProbabilities(
    models.router,
    routerInput(genreFeatures, features, models.router.featureNames),
  );
  const probabilities = new Array<number>(CEFR_LEVELS.length).fill(0);
  models.experts.forEach((expert, g) => {
    const weight = genreProbabilities[g] ?? 0;
    classProbabilities(expert, latentScore(expert, features)).forEach((p, k) => {
      probabilities[k] = (probabilities[k] ?? 0) + weight * p;
    });
  });
  return {
    level: CEFR_LEVELS[argmax(probabilities)] ?? 'B1',
    probabilities,
    genreProbabilities,
  };
}
