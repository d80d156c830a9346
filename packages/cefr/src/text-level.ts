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
  experts: LevelExpert[];
}

/**
 * An expert is ordinal (one difficulty direction), or ordinal blended with a sparse multinomial
 * model (each level its own direction). The exam expert is blended: its texts tell A2 / B1 / B2
 * apart mostly by length, but B2 / C1 / C2 by vocabulary, and 150-word excerpts by vocabulary
 * alone; one ordinal direction has to compromise between those (ADR 0008).
 */
export type LevelExpert = OrdinalModel | BlendedExpert;

export interface BlendedExpert {
  ordinal: OrdinalModel;
  multinomial: SoftmaxModel;
  /** Share of the multinomial model in the blend (the ordinal model keeps the rest). */
  multinomialWeight: number;
}

export function expertProbabilities(expert: LevelExpert, features: number[]): number[] {
  if (!('multinomial' in expert)) return classProbabilities(expert, latentScore(expert, features));
  const ordinal = expertProbabilities(expert.ordinal, features);
  const multinomial = softmaxProbabilities(expert.multinomial, features);
  const share = expert.multinomialWeight;
  return ordinal.map((p, k) => (1 - share) * p + share * (multinomial[k] ?? 0));
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

/**
 * Kinds of text whose data only tells the band (A, B or C): OneStop's news texts carry the
 * publisher's elementary / intermediate / advanced labels, mapped to A2 / B1 / C1. Their expert
 * decides how much of the mixture goes to each band; the split inside a band follows the other
 * experts (Kaggle texts that look like news are no longer pulled to A2, B1 or C1 only).
 */
export const BAND_ONLY_GENRES = new Set(['news article']);

const bandOf = (level: number): number => Math.floor(level / 2);

/** Router-weighted mixture of the experts' level probabilities, band-only kinds by band. */
export function mixExperts(
  expertProbabilities: number[][],
  weights: number[],
  bandOnly: boolean[],
): number[] {
  const levels = CEFR_LEVELS.length;
  const mixture = new Array<number>(levels).fill(0);
  let fullWeight = 0;
  expertProbabilities.forEach((probabilities, g) => {
    if (bandOnly[g]) return;
    const weight = weights[g] ?? 0;
    fullWeight += weight;
    probabilities.forEach((p, k) => (mixture[k]! += weight * p));
  });
  // Shape of levels inside each band: the full experts' mixture (bands sum to 1 each).
  const inBand = mixture.map((p) => p);
  expertProbabilities.forEach((probabilities, g) => {
    if (!bandOnly[g]) return;
    const weight = weights[g] ?? 0;
    const bandMass = [0, 0, 0];
    probabilities.forEach((p, k) => (bandMass[bandOf(k)]! += p));
    for (let k = 0; k < levels; k++) {
      const partner = k % 2 === 0 ? k + 1 : k - 1;
      const shapeTotal = inBand[k]! + inBand[partner]!;
      // With no full expert to lean on, the band expert keeps its own split.
      const share =
        fullWeight > 1e-9 && shapeTotal > 1e-12
          ? inBand[k]! / shapeTotal
          : (probabilities[k] ?? 0) / Math.max(bandMass[bandOf(k)]!, 1e-12);
      mixture[k]! += weight * bandMass[bandOf(k)]! * share;
    }
  });
  return mixture;
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
  const probabilities = mixExperts(
    models.experts.map((expert) => expertProbabilities(expert, features)),
    genreProbabilities,
    models.genres.map((genre) => BAND_ONLY_GENRES.has(genre)),
  );
  return {
    level: CEFR_LEVELS[argmax(probabilities)] ?? 'B1',
    probabilities,
    genreProbabilities,
  };
}
