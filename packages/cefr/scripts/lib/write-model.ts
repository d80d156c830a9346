import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrdinalModel } from '../../src/ordinal';

const modelDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/model');

const round = (x: number): number => Number(x.toPrecision(6));

export function modelPath(name: string): string {
  return resolve(modelDir, `${name}.json`);
}

/** Learned numbers only, rounded so the committed file is stable and readable. */
export function roundModel(model: OrdinalModel): OrdinalModel {
  return {
    featureNames: model.featureNames,
    means: model.means.map(round),
    scales: model.scales.map(round),
    weights: model.weights.map(round),
    thresholds: model.thresholds.map(round),
  };
}

export function writeModel(name: string, model: OrdinalModel): string {
  const path = modelPath(name);
  writeFileSync(path, `${JSON.stringify(roundModel(model), null, 2)}\n`);
  return path;
}
