import type { Quadrature } from '../grid';

/*
 * The inner loop of the calibration (fit.ts): one learner's log marginal likelihood, with the
 * ability and the passage effects integrated out on quadrature grids, and its derivatives.
 */

/** One logged answer with its level and tags as indexes. */
export interface Answer {
  level: number;
  tags: number[];
  correct: boolean;
}

/** All answers in flat typed arrays; a learner is a list of [start, end) passage ranges. */
export interface Flat {
  count: number;
  level: Int32Array;
  correct: Uint8Array;
  tags: number[][];
  difficulty: Float64Array;
  /** d log L / d difficulty, per answer, filled by learnerTerm. */
  gradient: Float64Array;
  learners: [number, number][][];
}

export function flatten(learners: Answer[][][]): Flat {
  const all = learners.flat(2);
  const flat: Flat = {
    count: all.length,
    level: Int32Array.from(all, (a) => a.level),
    correct: Uint8Array.from(all, (a) => (a.correct ? 1 : 0)),
    tags: all.map((a) => a.tags),
    difficulty: new Float64Array(all.length),
    gradient: new Float64Array(all.length),
    learners: [],
  };
  let next = 0;
  for (const passages of learners)
    flat.learners.push(
      passages.map((p): [number, number] => {
        next += p.length;
        return [next - p.length, next];
      }),
    );
  return flat;
}

export interface Scratch {
  logA: Float64Array;
  dTheta: Float64Array;
  dU: Float64Array;
  dB: Float64Array;
  local: Float64Array;
  gLocal: Float64Array;
}

export function makeScratch(flat: Flat, nodes: number): Scratch {
  const most = Math.max(1, ...flat.learners.map((l) => l[l.length - 1]![1] - l[0]![0]));
  const longest = Math.max(1, ...flat.learners.flat().map(([a, b]) => b - a));
  return {
    logA: new Float64Array(nodes),
    dTheta: new Float64Array(nodes),
    dU: new Float64Array(nodes),
    dB: new Float64Array(most * nodes),
    local: new Float64Array(longest),
    gLocal: new Float64Array(longest),
  };
}

/**
 * One learner's log marginal likelihood, added to terms.value, and its derivatives: by answer
 * difficulty into flat.gradient, by the log SDs into terms. Plain loops over typed arrays: this
 * is the inner loop of the whole fit.
 */
export function learnerTerm(
  flat: Flat,
  passages: [number, number][],
  sdTheta: number,
  sdU: number,
  thetaRule: Quadrature,
  effectRule: Quadrature,
  c: number,
  s: Scratch,
  terms: { value: number; dLogSdTheta: number; dLogSdU: number },
): void {
  const Q = thetaRule.nodes.length;
  const R = effectRule.nodes.length;
  const first = passages[0]![0];
  const { difficulty, correct } = flat;
  const { local, gLocal, dB } = s;
  const zs = effectRule.nodes;
  const vs = effectRule.weights;
  s.dTheta.fill(0);
  s.dU.fill(0);
  for (let q = 0; q < Q; q++) {
    const zq = thetaRule.nodes[q]!;
    const theta = sdTheta * zq;
    let logA = Math.log(thetaRule.weights[q]!);
    for (const [from, to] of passages) {
      let T = 0;
      let gSum = 0;
      let gU = 0;
      gLocal.fill(0, 0, to - from);
      for (let r = 0; r < R; r++) {
        const z = zs[r]!;
        const eta = theta + sdU * z;
        let prod = vs[r]!;
        let dsum = 0;
        for (let j = from; j < to; j++) {
          const sig = 1 / (1 + Math.exp(difficulty[j]! - eta));
          const P = c + (1 - c) * sig;
          const slope = (1 - c) * sig * (1 - sig);
          const right = correct[j] === 1;
          const d = right ? slope / P : -slope / (1 - P);
          prod *= right ? P : 1 - P;
          local[j - from] = d;
          dsum += d;
        }
        T += prod;
        for (let j = from; j < to; j++) gLocal[j - from]! += prod * local[j - from]!;
        gSum += prod * dsum;
        gU += prod * dsum * z;
      }
      logA += Math.log(T);
      for (let j = from; j < to; j++) dB[(j - first) * Q + q] = -gLocal[j - from]! / T;
      s.dTheta[q]! += (gSum / T) * sdTheta * zq;
      s.dU[q]! += (gU / T) * sdU;
    }
    s.logA[q] = logA;
  }
  let top = -Infinity;
  for (let q = 0; q < Q; q++) top = Math.max(top, s.logA[q]!);
  let total = 0;
  for (let q = 0; q < Q; q++) total += Math.exp(s.logA[q]! - top);
  terms.value += top + Math.log(total);
  const last = passages[passages.length - 1]![1];
  for (let q = 0; q < Q; q++) {
    const post = Math.exp(s.logA[q]! - top) / total;
    terms.dLogSdTheta += post * s.dTheta[q]!;
    terms.dLogSdU += post * s.dU[q]!;
    for (let j = first; j < last; j++) flat.gradient[j]! += post * s.dB[(j - first) * Q + q]!;
  }
}
