/** Adam's running moment estimates for a flat parameter vector (beta1 0.9, beta2 0.999). */
export interface AdamState {
  m: number[];
  v: number[];
}

export function createAdam(size: number): AdamState {
  return { m: new Array<number>(size).fill(0), v: new Array<number>(size).fill(0) };
}

export interface ProximalL1 {
  strength: number;
  /** Which parameters the L1 applies to (weights, not biases or thresholds). */
  applies: (index: number) => boolean;
}

/**
 * One full-batch Adam update of every parameter, in place (`step` counts from 1). With `l1`, a
 * proximal soft-threshold follows each step, scaled like the step, so weights can reach 0.
 */
export function adamStep(
  params: number[],
  grad: number[],
  state: AdamState,
  step: number,
  learningRate: number,
  l1?: ProximalL1,
): void {
  const { m, v } = state;
  for (let i = 0; i < params.length; i++) {
    const g = grad[i]!;
    m[i] = 0.9 * m[i]! + 0.1 * g;
    v[i] = 0.999 * v[i]! + 0.001 * g ** 2;
    const mHat = m[i]! / (1 - 0.9 ** step);
    const vHat = v[i]! / (1 - 0.999 ** step);
    params[i]! -= (learningRate * mHat) / (Math.sqrt(vHat) + 1e-8);
    if (l1 && l1.strength > 0 && l1.applies(i)) {
      const shrink = (l1.strength * learningRate) / (Math.sqrt(vHat) + 1e-8);
      const next = params[i]!;
      params[i] = Math.abs(next) <= shrink ? 0 : next - Math.sign(next) * shrink;
    }
  }
}
