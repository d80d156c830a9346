import { wordTrainingSet } from './train-word-model';
import { assignFolds } from './lib/data';
import { trainSoftmax, softmaxProbabilities } from '../src/softmax';
import { WORD_FEATURE_NAMES } from '../src/word-features';
import { evaluate, formatMetrics } from './lib/metrics';
const { rows, labels, words } = wordTrainingSet();
const folds = assignFolds(
  words.map((w) => w.word),
  5,
  1,
);
for (const l2 of [0.0003]) {
  const pred = new Array(rows.length).fill(0);
  for (let f = 0; f < 5; f++) {
    const tr = rows.flatMap((_, i) => (folds[i] === f ? [] : [i]));
    const m = trainSoftmax(
      [...WORD_FEATURE_NAMES],
      tr.map((i) => rows[i]!),
      tr.map((i) => labels[i]!),
      { classes: 6, l2, iterations: 800, learningRate: 0.05 },
    );
    rows.forEach((r, i) => {
      if (folds[i] === f) {
        const p = softmaxProbabilities(m, r);
        pred[i] = p.indexOf(Math.max(...p));
      }
    });
  }
  console.log(l2, formatMetrics(evaluate(labels, pred, 6)));
  const conf = Array.from({ length: 6 }, () => new Array(6).fill(0));
  labels.forEach((g, i) => conf[g]![pred[i]]++);
  console.log(conf.map((r) => r.join('\t')).join('\n'));
}
