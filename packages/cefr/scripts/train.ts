/**
 * Rebuilds the learned numbers from ../shared/data/cefr (deterministic: fixed seeds, full-batch
 * training from zero weights) and writes src/model/word-model.json and text-model.json.
 * Usage: tsx train.ts [--cv]   (--cv also prints 5-fold cross-validation)
 */
import { writeFileSync } from 'node:fs';
import { loadLexicon } from '@lexora/lexicon';
import { createCefrEngine } from '../src/engine';
import { crossValidateWords, trainWordModel } from './train-word-model';
import { crossValidatedPredictions, featureRows, fitTextModels } from './lib/text-training';
import { modelPath, roundModel, writeModel } from './lib/write-model';
import { summariseByDataset } from './lib/summary';

const withCv = process.argv.includes('--cv');
const lexicon = loadLexicon();

const wordModel = trainWordModel();
console.log(`word model -> ${writeModel('word-model', wordModel)}`);
if (withCv) console.log(`word model 5-fold CV: ${crossValidateWords()}`);

// Text features use the freshly trained (rounded) word model, exactly as the product will.
const engine = createCefrEngine(lexicon, { wordModel: roundModel(wordModel) });
const rows = featureRows(engine);
const textModels = fitTextModels(rows);
const path = modelPath('text-model');
writeFileSync(
  path,
  `${JSON.stringify({ sentence: roundModel(textModels.sentence), text: roundModel(textModels.text) }, null, 2)}\n`,
);
console.log(`text models -> ${path}`);
if (withCv) {
  console.log('text models 5-fold CV:');
  for (const line of summariseByDataset(rows, crossValidatedPredictions(rows))) console.log(line);
}
