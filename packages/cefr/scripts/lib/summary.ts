import { evaluate, formatMetrics, lenientGold, type Metrics } from './metrics';
import type { LabelledText } from './text-data';

export const REPORTED_SETS = [
  'cambridge_exams',
  'cambridge_excerpts',
  'kaggle_cefr_texts',
  'onestop',
  'cefr_sp',
  'cefr_asag',
];

/** OneStop has three levels (A2/B1/C1): predictions are read as A = elementary, B, C. */
export const toOneStopBand = (level: number): number => (level <= 1 ? 0 : level <= 3 ? 1 : 2);

/** Metrics per data set with each set's protocol (lenient for CEFR-SP, 3 bands for OneStop). */
export function metricsByDataset(rows: LabelledText[], predicted: number[]): Map<string, Metrics> {
  const result = new Map<string, Metrics>();
  for (const dataset of REPORTED_SETS) {
    const idx = rows.flatMap((r, i) => (r.dataset === dataset ? [i] : []));
    if (idx.length === 0) continue;
    let gold = idx.map((i) => rows[i]!.level);
    let pred = idx.map((i) => predicted[i]!);
    if (dataset === 'onestop') {
      result.set(dataset, evaluate(gold.map(toOneStopBand), pred.map(toOneStopBand), 3));
      continue;
    }
    if (dataset === 'cefr_sp') {
      gold = lenientGold(
        pred,
        idx.map((i) => rows[i]!.levelLow),
        gold,
      );
    }
    pred = pred.slice();
    result.set(dataset, evaluate(gold, pred, 6));
  }
  return result;
}

export function summariseByDataset(rows: LabelledText[], predicted: number[]): string[] {
  return [...metricsByDataset(rows, predicted)].map(
    ([dataset, m]) => `${dataset.padEnd(20)} ${formatMetrics(m)}`,
  );
}
