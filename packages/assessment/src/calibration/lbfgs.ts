/**
 * A small L-BFGS minimiser (Nocedal & Wright, algorithms 7.4 and 7.5) with a backtracking
 * Armijo line search. Enough for the dozen parameters of the scoring model.
 */

export interface Objective {
  (x: readonly number[]): { value: number; gradient: number[] };
}

export interface MinimiseResult {
  x: number[];
  value: number;
  iterations: number;
  converged: boolean;
}

const dot = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, ai, i) => sum + ai * b[i]!, 0);

export function minimise(
  objective: Objective,
  start: readonly number[],
  { maxIterations = 300, gradientTolerance = 1e-4, memory = 8 } = {},
): MinimiseResult {
  let x = [...start];
  let { value, gradient } = objective(x);
  const history: { s: number[]; y: number[]; rho: number }[] = [];
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    if (Math.max(...gradient.map(Math.abs)) < gradientTolerance)
      return { x, value, iterations: iteration - 1, converged: true };
    // Two-loop recursion: direction = -H g.
    const q = [...gradient];
    const alphas: number[] = [];
    for (let k = history.length - 1; k >= 0; k--) {
      const { s, y, rho } = history[k]!;
      const alpha = rho * dot(s, q);
      alphas[k] = alpha;
      q.forEach((_, i) => (q[i]! -= alpha * y[i]!));
    }
    const last = history[history.length - 1];
    const gamma = last
      ? dot(last.s, last.y) / dot(last.y, last.y)
      : 1 / Math.max(1, Math.sqrt(dot(gradient, gradient)));
    const direction = q.map((v) => v * gamma);
    for (let k = 0; k < history.length; k++) {
      const { s, y, rho } = history[k]!;
      const beta = rho * dot(y, direction);
      direction.forEach((_, i) => (direction[i]! += s[i]! * (alphas[k]! - beta)));
    }
    direction.forEach((_, i) => (direction[i] = -direction[i]!));
    let slope = dot(gradient, direction);
    if (slope >= 0) {
      // Not a descent direction (curvature information went stale): restart from steepest descent.
      history.length = 0;
      direction.forEach((_, i) => (direction[i] = -gradient[i]! * gamma));
      slope = dot(gradient, direction);
    }
    let step = 1;
    let next = objective(x.map((xi, i) => xi + step * direction[i]!));
    while (!(next.value <= value + 1e-4 * step * slope) && step > 1e-12) {
      step /= 2;
      next = objective(x.map((xi, i) => xi + step * direction[i]!));
    }
    if (step <= 1e-12) return { x, value, iterations: iteration, converged: false };
    const newX = x.map((xi, i) => xi + step * direction[i]!);
    const s = newX.map((v, i) => v - x[i]!);
    const y = next.gradient.map((g, i) => g - gradient[i]!);
    const sy = dot(s, y);
    if (sy > 1e-12) {
      history.push({ s, y, rho: 1 / sy });
      if (history.length > memory) history.shift();
    }
    const change = value - next.value;
    x = newX;
    value = next.value;
    gradient = next.gradient;
    if (change >= 0 && change < 1e-12 * (1 + Math.abs(value)))
      return { x, value, iterations: iteration, converged: true };
  }
  return { x, value, iterations: maxIterations, converged: false };
}
