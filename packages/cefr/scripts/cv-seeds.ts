/**
 * Text models cross-validated over four fold seeds (one feature pass, ~1 min per setting):
 * +-0.02 is noise on one split of 194 Cambridge texts, so keep-or-drop decisions use the mean.
 * Usage: tsx cv-seeds.ts ['[{"expertKindL2":0.02}, ...]']  (each object overrides TEXT_TRAINING)
 * Prints per data set: mean exact, mean and lowest within-one, mean macro-F1 and QWK.
 */
import { loadLexicon } from '@lexora/lexicon';
import { createCefrEngine } from '../src/engine';
import type { Metrics } from './lib/metrics';
import { metricsByDataset } from './lib/summary';
import {
  countNumbers,
  crossValidatedPredictions,
  featureRows,
  fitTextModels,
  TEXT_TRAINING,
} from './lib/text-training';

const FOLD_SEEDS = [7, 11, 23, 42];
const settings = JSON.parse(process.argv[2] ?? '[{}]') as Partial<typeof TEXT_TRAINING>[];
const rows = featureRows(createCefrEngine(loadLexicon()));
const defaults = { ...TEXT_TRAINING };

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const setting of settings) {
  Object.assign(TEXT_TRAINING, defaults, setting);
  const runs = FOLD_SEEDS.map((seed) => {
    TEXT_TRAINING.seed = seed;
    return metricsByDataset(rows, crossValidatedPredictions(rows));
  });
  console.log(`${JSON.stringify(setting)}: ${countNumbers(fitTextModels(rows))} text numbers`);
  for (const [dataset] of runs[0]!) {
    const of = (pick: (m: Metrics) => number) => runs.map((run) => pick(run.get(dataset)!));
    const exact = mean(of((m) => m.exact));
    const within = of((m) => m.withinOne);
    console.log(
      `  ${dataset.padEnd(20)} exact ${exact.toFixed(3)}  within-one ${mean(within).toFixed(3)} ` +
        `(lowest ${Math.min(...within).toFixed(3)})  macro-F1 ${mean(of((m) => m.macroF1)).toFixed(3)}  ` +
        `QWK ${mean(of((m) => m.qwk)).toFixed(3)}`,
    );
  }
}
