import { loadLexicon } from '@lexora/lexicon';
import { CEFR_LEVELS, type CefrLevel } from '../src/levels';
import { classProbabilities, latentScore, mostLikelyClass, trainOrdinal } from '../src/ordinal';
import type { OrdinalModel } from '../src/ordinal';
import { classFromListPos } from '../src/word-class';
import { WORD_FEATURE_NAMES, wordFeatures } from '../src/word-features';
import { assignFolds, readDataSet, type WordRow } from './lib/data';
import { evaluate, formatMetrics } from './lib/metrics';

export const WORD_TRAINING = { l2: 0.002, iterations: 1500, learningRate: 0.05, seed: 20261121 };

export function wordTrainingSet(): { rows: number[][]; labels: number[]; words: WordRow[] } {
  const lexicon = loadLexicon();
  const words = readDataSet<WordRow>('words_cefrj_octanove');
  const rows = words.map((w) => wordFeatures(w.word, classFromListPos(w.pos), lexicon));
  const labels = words.map((w) => CEFR_LEVELS.indexOf(w.level as CefrLevel));
  return { rows, labels, words };
}

export function fitWordModel(rows: number[][], labels: number[]): OrdinalModel {
  return trainOrdinal([...WORD_FEATURE_NAMES], rows, labels, { classes: 6, ...WORD_TRAINING });
}

/** Fits the word model on the whole list (what the product ships). */
export function trainWordModel(): OrdinalModel {
  const { rows, labels } = wordTrainingSet();
  return fitWordModel(rows, labels);
}

export function predictWordClass(model: OrdinalModel, features: number[]): number {
  return mostLikelyClass(classProbabilities(model, latentScore(model, features)));
}

/** 5-fold cross-validated predictions on the word list (folds by headword). */
export function crossValidateWordPredictions(): { labels: number[]; predicted: number[] } {
  const { rows, labels, words } = wordTrainingSet();
  const folds = assignFolds(
    words.map((w) => w.word),
    5,
    WORD_TRAINING.seed,
  );
  const predicted = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < 5; f++) {
    const train = rows.flatMap((_, i) => (folds[i] === f ? [] : [i]));
    const model = fitWordModel(
      train.map((i) => rows[i]!),
      train.map((i) => labels[i]!),
    );
    rows.forEach((row, i) => {
      if (folds[i] === f) predicted[i] = predictWordClass(model, row);
    });
  }
  return { labels, predicted };
}

export function crossValidateWords(): string {
  const { labels, predicted } = crossValidateWordPredictions();
  return formatMetrics(evaluate(labels, predicted, 6));
}
