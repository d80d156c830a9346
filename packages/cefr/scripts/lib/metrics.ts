export interface Metrics {
  n: number;
  exact: number;
  withinOne: number;
  macroF1: number;
  qwk: number;
}

/** Same definitions as ../shared/data/cefr/score.py (labels as ordinal indexes). */
export function evaluate(gold: number[], predicted: number[], classes: number): Metrics {
  const n = gold.length;
  let exact = 0;
  let adjacent = 0;
  const matrix = Array.from({ length: classes }, () => new Array<number>(classes).fill(0));
  gold.forEach((g, i) => {
    const p = predicted[i]!;
    if (g === p) exact++;
    if (Math.abs(g - p) <= 1) adjacent++;
    matrix[g]![p]!++;
  });
  const present = [...new Set(gold)].sort((a, b) => a - b);
  const f1s = present.map((c) => {
    const tp = matrix[c]![c]!;
    const fp = matrix.reduce((s, row, r) => s + (r === c ? 0 : row[c]!), 0);
    const fn = matrix[c]!.reduce((s, x, j) => s + (j === c ? 0 : x), 0);
    const precision = tp + fp ? tp / (tp + fp) : 0;
    const recall = tp + fn ? tp / (tp + fn) : 0;
    return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  });
  const rowSums = matrix.map((row) => row.reduce((a, b) => a + b, 0));
  const colSums = matrix[0]!.map((_, j) => matrix.reduce((s, row) => s + row[j]!, 0));
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < classes; i++) {
    for (let j = 0; j < classes; j++) {
      numerator += (i - j) ** 2 * matrix[i]![j]!;
      denominator += ((i - j) ** 2 * rowSums[i]! * colSums[j]!) / n;
    }
  }
  return {
    n,
    exact: exact / n,
    withinOne: adjacent / n,
    macroF1: f1s.reduce((a, b) => a + b, 0) / f1s.length,
    qwk: denominator ? 1 - numerator / denominator : 0,
  };
}

/** CEFR-SP lenient protocol (Arase et al. 2022), as in score.py --lenient. */
export function lenientGold(predicted: number[], low: number[], high: number[]): number[] {
  const matchesLow = predicted.filter((p, i) => p === low[i]).length;
  const matchesHigh = predicted.filter((p, i) => p === high[i]).length;
  return matchesLow >= matchesHigh
    ? predicted.map((p, i) => (p === high[i] ? high[i]! : low[i]!))
    : predicted.map((p, i) => (p === low[i] ? low[i]! : high[i]!));
}

export function formatMetrics(m: Metrics): string {
  const f = (x: number) => x.toFixed(3);
  return `n=${m.n} exact=${f(m.exact)} within1=${f(m.withinOne)} macroF1=${f(m.macroF1)} qwk=${f(m.qwk)}`;
}
