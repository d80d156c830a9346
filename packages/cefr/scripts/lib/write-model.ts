import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { OrdinalModel } from '../../src/ordinal';
import type { SoftmaxModel } from '../../src/softmax';
import type { LevelExpert, TextModels } from '../../src/text-level';

const modelDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/model');

const round = (x: number): number => Number(x.toPrecision(6));

export function modelPath(name: string): string {
  return resolve(modelDir, `${name}.json`);
}

/** Learned numbers only, rounded so the committed file is stable and readable. */
export function roundModel(model: OrdinalModel): OrdinalModel {
  const rounded: OrdinalModel = { featureNames: model.featureNames, weights: [], thresholds: [] };
  if (model.means) rounded.means = model.means.map(round);
  if (model.scales) rounded.scales = model.scales.map(round);
  rounded.weights = model.weights.map(round);
  rounded.thresholds = model.thresholds.map(round);
  if (model.decisionBias) rounded.decisionBias = model.decisionBias.map(round);
  return rounded;
}

function roundSoftmax(model: SoftmaxModel): SoftmaxModel {
  return {
    featureNames: model.featureNames,
    classWeights: model.classWeights.map((row) => row.map(round)),
  };
}

function roundExpert(expert: LevelExpert): LevelExpert {
  if (!('multinomial' in expert)) return roundModel(expert);
  return {
    ordinal: roundModel(expert.ordinal),
    multinomial: roundSoftmax(expert.multinomial),
    multinomialWeight: expert.multinomialWeight,
  };
}

export function roundTextModels(models: TextModels): TextModels {
  return {
    sentence: roundModel(models.sentence),
    genres: models.genres,
    router: roundSoftmax(models.router),
    experts: models.experts.map(roundExpert),
  };
}

/** Writes JSON formatted like the repository (prettier), so a rebuild leaves no diff. */
export async function writeJson(name: string, value: unknown): Promise<string> {
  const path = modelPath(name);
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(JSON.stringify(value), { ...options, parser: 'json' }));
  return path;
}
