import type { CefrEngine } from '../../src/engine';
import { levelTokens } from '../../src/engine';
import { classProbabilities, latentScore, mostLikelyClass, trainOrdinal } from '../../src/ordinal';
import type { OrdinalModel } from '../../src/ordinal';
import { levelDistribution, TEXT_FEATURE_NAMES, textFeatures } from '../../src/text-features';
import type { TextModels } from '../../src/text-level';
import { isSentenceInput } from '../../src/text-level';
import { assignFolds } from './data';
import { cambridgeExcerpts, loadTextSet, TEXT_DATASETS, type LabelledText } from './text-data';

/** Relative weight of each data set in the multi-sentence model (each set sums to its weight). */
export const TEXT_SET_WEIGHTS: Record<string, number> = {
  cambridge_exams: 1,
  cambridge_excerpts: 1,
  kaggle_cefr_texts: 1,
  onestop: 0.7,
  cefr_asag: 0.7,
};
export const TEXT_TRAINING = { l2: 0.01, iterations: 800, learningRate: 0.05, seed: 7 };

export interface FeatureRow extends LabelledText {
  features: number[];
  sentenceInput: boolean;
}

export function featureRows(engine: CefrEngine): FeatureRow[] {
  const texts = [...TEXT_DATASETS.flatMap(loadTextSet), ...cambridgeExcerpts()];
  return texts.map((row) => {
    const tokens = levelTokens(row.text, engine);
    return {
      ...row,
      features: textFeatures(tokens, levelDistribution(tokens)),
      sentenceInput: isSentenceInput(tokens),
    };
  });
}

/** Sentences (CEFR-SP) train the single-sentence model; the other sets the text model. */
export function fitTextModels(rows: FeatureRow[]): TextModels {
  const names = [...TEXT_FEATURE_NAMES];
  const sentences = rows.filter((r) => r.dataset === 'cefr_sp');
  const texts = rows.filter((r) => (TEXT_SET_WEIGHTS[r.dataset] ?? 0) > 0);
  const counts = new Map<string, number>();
  for (const row of texts) counts.set(row.dataset, (counts.get(row.dataset) ?? 0) + 1);
  const options = { classes: 6, ...TEXT_TRAINING };
  const fit = (subset: FeatureRow[], rowWeights?: number[]): OrdinalModel =>
    trainOrdinal(
      names,
      subset.map((r) => r.features),
      subset.map((r) => r.level),
      { ...options, ...(rowWeights ? { rowWeights } : {}), iterations: TEXT_TRAINING.iterations },
    );
  return {
    sentence: fit(sentences),
    text: fit(
      texts,
      texts.map((r) => (TEXT_SET_WEIGHTS[r.dataset] ?? 0) / (counts.get(r.dataset) ?? 1)),
    ),
  };
}

export function predictRow(models: TextModels, row: FeatureRow): number {
  const model = row.sentenceInput ? models.sentence : models.text;
  return mostLikelyClass(classProbabilities(model, latentScore(model, row.features)));
}

/** 5-fold cross-validated predictions (a text and its excerpt, an article's versions share a fold). */
export function crossValidatedPredictions(rows: FeatureRow[], folds = 5): number[] {
  const fold = assignFolds(
    rows.map((r) => r.group),
    folds,
    TEXT_TRAINING.seed,
  );
  const predicted = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const models = fitTextModels(rows.filter((_, i) => fold[i] !== f));
    rows.forEach((row, i) => {
      if (fold[i] === f) predicted[i] = predictRow(models, row);
    });
  }
  return predicted;
}
